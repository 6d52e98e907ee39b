import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { captchas } from './schema.ts';

const require = createRequire(import.meta.url);
// svg-captcha draws the text as glyph paths with noise lines; we choose the text ourselves from node:crypto.
const renderSvg = require('svg-captcha') as (text: string, options: object) => string;

// No 0/O, 1/l/I: players should fail a captcha for being a bot, not for reading it.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 4;
const MINUTES = 5;

export interface CaptchaService {
  enabled: boolean;
  create(db: Executor): Promise<{ captchaId: string; image: string }>;
  /**
   * Throws CAPTCHA_REQUIRED or CAPTCHA_INVALID. Every check uses the captcha up, right or wrong: one solve
   * is one action (the SMS-code button and the form it belongs to each need their own, spec §4).
   */
  verify(db: Executor, captchaId: string | undefined, answer: string | undefined): Promise<void>;
}

const answerHash = (secret: string, id: string, answer: string) =>
  createHmac('sha256', secret).update(`${id}:${answer.trim().toLowerCase()}`).digest();

export function svgCaptcha(secret: string): CaptchaService & {
  createWithAnswer(db: Executor): Promise<{ captchaId: string; image: string; answer: string }>;
} {
  const service = {
    enabled: true,
    async createWithAnswer(db: Executor) {
      const answer = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
      const captchaId = randomBytes(16).toString('base64url');
      await db.delete(captchas).where(lt(captchas.expiresAt, sql`app_now() - interval '1 hour'`));
      await db.insert(captchas).values({
        id: captchaId,
        answerHash: answerHash(secret, captchaId, answer).toString('hex'),
        expiresAt: sql`app_now() + make_interval(mins => ${MINUTES})`,
      });
      const svg = renderSvg(answer, {
        width: 150,
        height: 50,
        fontSize: 52,
        noise: 3,
        color: true,
        background: '#f6f7fb',
      });
      return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, answer };
    },
    async create(db: Executor) {
      const { captchaId, image } = await service.createWithAnswer(db);
      return { captchaId, image };
    },
    async verify(db: Executor, captchaId: string | undefined, answer: string | undefined) {
      if (!captchaId || !answer?.trim())
        throw new DomainError('CAPTCHA_REQUIRED', 'Please enter the captcha.', { captcha: 'REQUIRED' });
      const [row] = await db
        .select({ answerHash: captchas.answerHash, live: sql<boolean>`${captchas.expiresAt} > app_now()` })
        .from(captchas)
        .where(eq(captchas.id, captchaId));
      const matches = Boolean(
        row?.live &&
        timingSafeEqual(Buffer.from(row.answerHash, 'hex'), answerHash(secret, captchaId, answer)),
      );
      // Used up either way (a wrong guess gets no second try); the delete also settles two requests racing
      // with the same captcha: only the one that removed it passes.
      const removed = await db
        .delete(captchas)
        .where(eq(captchas.id, captchaId))
        .returning({ id: captchas.id });
      if (matches && removed.length === 1) return;
      throw new DomainError('CAPTCHA_INVALID', 'The captcha is not right; try the new one.', {
        captcha: 'CAPTCHA_INVALID',
      });
    },
  };
  return service;
}

/** CAPTCHA_PROVIDER=off, for automated test environments: captcha fields are ignored and never required. */
export const noCaptcha: CaptchaService = {
  enabled: false,
  async create() {
    return { captchaId: '', image: '' };
  },
  async verify() {},
};
