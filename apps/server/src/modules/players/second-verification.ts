import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { matchTotpStep } from '../../platform/totp.ts';
import type { BrandRow } from '../brands/index.ts';
import { CODE_MINUTES, consumeCode, issueCode, type MessageProvider } from '../messaging/index.ts';
import {
  recordFailedAttempt,
  reserveAttempt,
  settlingOnError,
  throttleKey,
  type SecretBox,
  type SignInAttempt,
} from '../security/index.ts';
import * as repo from './repository.ts';
import type { ClientInfo } from './sessions.ts';
import { completeLogin, type SignInType } from './complete-login.ts';

export type VerificationMethod = 'sms' | 'email' | 'bankName' | 'totp';
const CHALLENGE_MINUTES = 10;

interface Challenge {
  playerId: bigint;
  ip: string;
  type: SignInType;
  weak: boolean;
}

/** The second-verification methods this account can answer (spec §4: mobile, e-mail, bank real name, authenticator). */
export function verificationMethods(player: repo.PlayerRow): VerificationMethod[] {
  return [
    ...(player.mobileNumber ? (['sms'] as const) : []),
    ...(player.email ? (['email'] as const) : []),
    ...(player.profile.payeeName ? (['bankName'] as const) : []),
    ...(player.totpSecret ? (['totp'] as const) : []),
  ];
}

const sign = (secret: string, body: string) =>
  createHmac('sha256', `${secret}:login-challenge`).update(body).digest('base64url');

/** A signed, short-lived ticket that the password was right, bound to the account and the IP. */
export function signChallenge(secret: string, challenge: Challenge): string {
  const body = Buffer.from(
    JSON.stringify({
      p: challenge.playerId.toString(),
      ip: challenge.ip,
      t: challenge.type,
      w: challenge.weak,
      e: Date.now() + CHALLENGE_MINUTES * 60_000,
    }),
  ).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

function openChallenge(secret: string, verificationId: string, ip: string): Challenge {
  const [body, mac] = verificationId.split('.');
  const invalid = new DomainError('VALIDATION_FAILED', 'This verification has expired; log in again.', {
    verificationId: 'INVALID',
  });
  if (
    !body ||
    !mac ||
    // The shape of our signature (43 base64url characters) before comparing bytes: other text, of any length in
    // bytes, is simply not ours.
    !/^[A-Za-z0-9_-]{43}$/.test(mac) ||
    !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(secret, body)))
  )
    throw invalid;
  const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    p: string;
    ip: string;
    t: SignInType;
    w: boolean;
    e: number;
  };
  if (data.e < Date.now() || data.ip !== ip) throw invalid;
  return { playerId: BigInt(data.p), ip: data.ip, type: data.t, weak: data.w };
}

interface Props {
  brand: BrandRow;
  verificationId: string;
  client: ClientInfo;
  secret: string;
}

async function load(db: Database, props: Props) {
  const challenge = openChallenge(props.secret, props.verificationId, props.client.ip);
  const player = await repo.findPlayerById(db, props.brand.id, challenge.playerId);
  if (!player || player.status !== 'active')
    throw new DomainError('ACCOUNT_FROZEN', 'This account cannot sign in.');
  return { challenge, player };
}

/** Sends the code for the sms or email method to what the account has bound. */
export async function sendVerificationCode(
  db: Database,
  props: Props & { method: 'sms' | 'email'; messages: MessageProvider },
) {
  const { player } = await load(db, props);
  const destination =
    props.method === 'sms'
      ? player.mobileNumber
        ? `+${player.mobileDialCode}${player.mobileNumber}`
        : null
      : player.email;
  if (!destination)
    throw new DomainError('VALIDATION_FAILED', 'This method is not available for the account.', {
      method: 'INVALID',
    });
  const code = await issueCode(db, {
    brandId: props.brand.id,
    purpose: 'verify',
    destination,
    ip: props.client.ip,
    secret: props.secret,
  });
  await props.messages.send(db, {
    brandId: props.brand.id,
    channel: props.method,
    to: destination,
    subject: `${props.brand.name}: your sign-in code`,
    body: `${props.brand.name} sign-in check: ${code}. If this was not you, change your password.`,
    secrets: [code],
  });
  return { expiredMinutes: CODE_MINUTES };
}

/** Checks the answer; wrong answers count towards the same lock as wrong passwords. */
export async function completeVerification(
  db: Database,
  box: SecretBox,
  props: Props & { method: VerificationMethod; value: string },
) {
  const { challenge, player } = await load(db, props);
  const key = throttleKey(`player:${props.brand.id}:${challenge.type}`, player.username, props.client.ip);
  const attempt = await reserveAttempt(db, key);
  return settlingOnError(db, attempt, async () => {
    await checkAnswer(db, box, props, player, attempt);
    return completeLogin(db, {
      brand: props.brand,
      player,
      client: props.client,
      type: challenge.type,
      weakPassword: challenge.weak,
      attempt,
    });
  });
}

async function checkAnswer(
  db: Database,
  box: SecretBox,
  props: Props & { method: VerificationMethod; value: string },
  player: repo.PlayerRow,
  attempt: SignInAttempt,
) {
  if (!verificationMethods(player).includes(props.method))
    throw new DomainError('VALIDATION_FAILED', 'This method is not available.', { method: 'INVALID' });
  const wrong = async (): Promise<never> => {
    await recordFailedAttempt(db, attempt);
    throw new DomainError('VALIDATION_FAILED', 'Please enter the correct information.', {
      value: 'INVALID',
    });
  };
  if (props.method === 'sms' || props.method === 'email') {
    const destination =
      props.method === 'sms' ? `+${player.mobileDialCode}${player.mobileNumber}` : player.email!;
    await consumeCode(db, {
      brandId: props.brand.id,
      purpose: 'verify',
      destination,
      code: props.value,
      secret: props.secret,
      field: 'value',
    }).catch(wrong);
  } else if (props.method === 'bankName') {
    const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
    if (normalize(props.value) !== normalize(player.profile.payeeName ?? '')) await wrong();
  } else {
    const step = matchTotpStep(box.open(player.totpSecret!), props.value);
    if (step === null || (player.totpLastStep !== null && step <= player.totpLastStep)) await wrong();
    await repo.updatePlayerRow(db, player.id, { totpLastStep: step! });
  }
}
