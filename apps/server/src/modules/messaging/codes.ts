import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { verificationCodes } from './schema.ts';

export const CODE_MINUTES = 5;
const MAX_ATTEMPTS = 5;
const PER_DESTINATION_PER_HOUR = 5;
const PER_IP_PER_HOUR = 20;
/** Spec §8: "too many requests, retry after 5 minutes". */
const RETRY_AFTER_SECONDS = 300;

export type CodePurpose = 'login' | 'register' | 'reset' | 'verify' | 'bind';

function hashCode(secret: string, destination: string, code: string) {
  return createHmac('sha256', secret).update(`${destination}:${code}`).digest('hex');
}

const tooMany = (retryAfterSeconds: number) =>
  new DomainError('SMS_TOO_MANY_REQUESTS', 'Too many code requests; try again later.', undefined, {
    retryAfterSeconds,
  });

/**
 * Issues a 6-digit code for a destination. One code per destination and purpose per countdown (the player's
 * resend button waits the same time), and hourly caps per destination and per IP stop SMS pumping.
 */
export async function issueCode(
  db: Executor,
  props: { brandId: bigint; purpose: CodePurpose; destination: string; ip: string; secret: string },
): Promise<string> {
  const [recent] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from (${verificationCodes.createdAt} + make_interval(mins => ${CODE_MINUTES}) - app_now())))::int`,
    })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.brandId, props.brandId),
        eq(verificationCodes.destination, props.destination),
        eq(verificationCodes.purpose, props.purpose),
        gt(verificationCodes.createdAt, sql`app_now() - make_interval(mins => ${CODE_MINUTES})`),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (recent) throw tooMany(Math.max(1, recent.seconds));
  const [counts] = await db
    .select({
      destination: sql<number>`count(*) filter (where ${verificationCodes.destination} = ${props.destination} and ${verificationCodes.brandId} = ${props.brandId})::int`,
      ip: sql<number>`count(*) filter (where ${verificationCodes.ip} = ${props.ip})::int`,
    })
    .from(verificationCodes)
    .where(gt(verificationCodes.createdAt, sql`app_now() - interval '1 hour'`));
  if ((counts?.destination ?? 0) >= PER_DESTINATION_PER_HOUR || (counts?.ip ?? 0) >= PER_IP_PER_HOUR)
    throw tooMany(RETRY_AFTER_SECONDS);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(verificationCodes).values({
    brandId: props.brandId,
    purpose: props.purpose,
    destination: props.destination,
    codeHash: hashCode(props.secret, props.destination, code),
    ip: props.ip,
    expiresAt: sql`app_now() + make_interval(mins => ${CODE_MINUTES})`,
  });
  return code;
}

/**
 * Consumes the newest unused code for the destination when it matches. Each guess takes one of the code's
 * attempts in a single guarded statement before it is compared, so however many guesses race, no more than
 * MAX_ATTEMPTS are ever compared; after that the code is dead. Throws SMS_CODE_INVALID or SMS_CODE_EXPIRED
 * with the field to blame.
 */
export async function consumeCode(
  db: Executor,
  props: {
    brandId: bigint;
    purpose: CodePurpose;
    destination: string;
    code: string;
    secret: string;
    field?: string;
  },
): Promise<void> {
  const field = props.field ?? 'verificationCode';
  const newest = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.brandId, props.brandId),
        eq(verificationCodes.destination, props.destination),
        eq(verificationCodes.purpose, props.purpose),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const [guess] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, sql`(${newest})`),
        lt(verificationCodes.attempts, MAX_ATTEMPTS),
        isNull(verificationCodes.usedAt),
      ),
    )
    .returning({
      id: verificationCodes.id,
      codeHash: verificationCodes.codeHash,
      live: sql<boolean>`${verificationCodes.expiresAt} > app_now()`,
    });
  if (!guess) {
    throw new DomainError('SMS_CODE_INVALID', 'The verification code is not valid; send a new one.', {
      [field]: 'SMS_CODE_INVALID',
    });
  }
  if (!guess.live)
    throw new DomainError('SMS_CODE_EXPIRED', 'The verification code has expired; send a new one.', {
      [field]: 'SMS_CODE_EXPIRED',
    });
  const expected = Buffer.from(guess.codeHash, 'hex');
  const given = Buffer.from(hashCode(props.secret, props.destination, props.code.trim()), 'hex');
  if (!timingSafeEqual(expected, given))
    throw new DomainError('SMS_CODE_INVALID', 'The verification code is not right.', {
      [field]: 'SMS_CODE_INVALID',
    });
  const [used] = await db
    .update(verificationCodes)
    .set({ usedAt: sql`app_now()` })
    .where(and(eq(verificationCodes.id, guess.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  // Two requests racing with the same code: only the first one to mark it used succeeds.
  if (!used)
    throw new DomainError('SMS_CODE_INVALID', 'The verification code was already used.', {
      [field]: 'SMS_CODE_INVALID',
    });
}
