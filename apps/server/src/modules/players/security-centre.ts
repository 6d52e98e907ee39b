import { checkField, normalizeMobile } from '@croupier/contracts/constants';
import { inTransaction, type Database } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import { matchTotpStep, newTotpSecret } from '../../platform/totp.ts';
import type { BrandRow } from '../brands/index.ts';
import { consumeCode, issueCode, type MessageProvider } from '../messaging/index.ts';
import { hashPassword, verifyPassword, type SecretBox } from '../security/index.ts';
import { registrationRules } from './registration-rules.ts';
import * as repo from './repository.ts';

interface Me {
  brand: BrandRow;
  player: repo.PlayerRow;
  sessionId: bigint;
  ip: string;
  secret: string;
  messages: MessageProvider;
}

const mask = (text: string, keepStart: number, keepEnd: number) =>
  text.length <= keepStart + keepEnd
    ? text
    : `${text.slice(0, keepStart)}${'*'.repeat(text.length - keepStart - keepEnd)}${text.slice(-keepEnd)}`;

/** What the security centre shows: what is bound (masked), sessions and the sign-in history. */
export async function securityOverview(db: Database, me: Me) {
  const [sessions, history] = await Promise.all([
    repo.listLiveSessions(db, me.player.id),
    repo.listLoginHistory(db, me.player.id, 20),
  ]);
  const [local, domain] = (me.player.email ?? '').split('@');
  return {
    mobile: me.player.mobileNumber
      ? `+${me.player.mobileDialCode} ${mask(me.player.mobileNumber, 2, 3)}`
      : null,
    email: me.player.email ? `${mask(local!, 1, 1)}@${domain}` : null,
    paymentPasswordSet: me.player.paymentPasswordHash !== null,
    totpEnabled: me.player.totpSecret !== null,
    sessions: sessions.map((s) => ({
      id: s.id.toString(),
      ip: s.ip,
      country: s.country,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      current: s.id === me.sessionId,
    })),
    loginHistory: history.map((h) => ({
      at: h.createdAt.toISOString(),
      ip: h.ip,
      country: h.country,
      userAgent: h.userAgent,
      method: h.method,
      success: h.success,
    })),
  };
}

/** Sets the payment (fund) password: the first time with the login password, later with the old one. */
export async function setPaymentPassword(
  db: Database,
  me: Pick<Me, 'brand' | 'player'>,
  input: { currentPassword: string; newPaymentPassword: string },
) {
  const rule = {
    ...registrationRules(me.brand.registrationRules).paymentPassword!,
    shown: true,
    required: true,
  };
  const problem = checkField(rule, input.newPaymentPassword);
  if (problem) throw validationFailed({ newPaymentPassword: problem });
  const against = me.player.paymentPasswordHash ?? me.player.passwordHash;
  if (!(await verifyPassword(against, input.currentPassword)))
    throw validationFailed({ currentPassword: 'INVALID' }, 'The current password is not right.');
  await repo.updatePlayerRow(db, me.player.id, {
    paymentPasswordHash: await hashPassword(input.newPaymentPassword),
  });
}

export async function sendBindCode(
  db: Database,
  me: Me,
  target:
    { channel: 'sms'; countryDialingCode: string; mobileNum: string } | { channel: 'email'; email: string },
) {
  let destination: string;
  if (target.channel === 'sms') {
    const mobile = normalizeMobile(target.countryDialingCode, target.mobileNum);
    if (!mobile)
      throw new DomainError('PHONE_INVALID', 'The mobile number is not valid.', {
        mobileNum: 'PHONE_INVALID',
      });
    destination = `+${target.countryDialingCode}${mobile}`;
    if (await repo.findPlayerByMobile(db, me.brand.id, target.countryDialingCode, mobile))
      throw new DomainError('ALREADY_EXISTS', 'This number is already used.', { mobileNum: 'NOT_ALLOWED' });
  } else {
    if (checkField({ ...registrationRules({}).email!, required: true }, target.email))
      throw validationFailed({ email: 'INVALID' });
    destination = target.email.trim().toLowerCase();
    if (await repo.findPlayerByEmail(db, me.brand.id, destination))
      throw new DomainError('ALREADY_EXISTS', 'This e-mail is already used.', { email: 'NOT_ALLOWED' });
  }
  const code = await issueCode(db, {
    brandId: me.brand.id,
    purpose: 'bind',
    destination,
    ip: me.ip,
    secret: me.secret,
  });
  await me.messages.send(db, {
    brandId: me.brand.id,
    channel: target.channel,
    to: destination,
    subject: `${me.brand.name}: confirm this address`,
    body: `${me.brand.name} code to confirm this ${target.channel === 'sms' ? 'number' : 'address'}: ${code}`,
    secrets: [code],
  });
}

export async function bindMobile(
  db: Database,
  me: Me,
  input: { countryDialingCode: string; mobileNum: string; verificationCode: string },
) {
  const mobile = normalizeMobile(input.countryDialingCode, input.mobileNum);
  if (!mobile)
    throw new DomainError('PHONE_INVALID', 'The mobile number is not valid.', {
      mobileNum: 'PHONE_INVALID',
    });
  await consumeCode(db, {
    brandId: me.brand.id,
    purpose: 'bind',
    destination: `+${input.countryDialingCode}${mobile}`,
    code: input.verificationCode,
    secret: me.secret,
  });
  await inTransaction(db, async (tx) => {
    if (await repo.findPlayerByMobile(tx, me.brand.id, input.countryDialingCode, mobile))
      throw new DomainError('ALREADY_EXISTS', 'This number is already used.', { mobileNum: 'NOT_ALLOWED' });
    await repo.updatePlayerRow(tx, me.player.id, {
      mobileDialCode: input.countryDialingCode,
      mobileNumber: mobile,
    });
  });
}

export async function bindEmail(db: Database, me: Me, input: { email: string; verificationCode: string }) {
  const email = input.email.trim().toLowerCase();
  await consumeCode(db, {
    brandId: me.brand.id,
    purpose: 'bind',
    destination: email,
    code: input.verificationCode,
    secret: me.secret,
  });
  await inTransaction(db, async (tx) => {
    if (await repo.findPlayerByEmail(tx, me.brand.id, email))
      throw new DomainError('ALREADY_EXISTS', 'This e-mail is already used.', { email: 'NOT_ALLOWED' });
    await repo.updatePlayerRow(tx, me.player.id, { email });
  });
}

/** Authenticator for players, as for operators: a pending key until a code confirms it. */
export async function startPlayerTotp(db: Database, box: SecretBox, me: Me) {
  if (me.player.totpSecret) throw new DomainError('ALREADY_EXISTS', 'An authenticator is already set up.');
  const secret = newTotpSecret();
  await repo.updatePlayerRow(db, me.player.id, { totpPending: box.seal(secret) });
  const label = encodeURIComponent(`${me.brand.name}:${me.player.username}`);
  return {
    secret,
    otpauthUrl: `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(me.brand.name)}&digits=6&period=30`,
  };
}

export async function confirmPlayerTotp(db: Database, box: SecretBox, me: Me, code: string) {
  const pending = me.player.totpPending;
  if (!pending) throw validationFailed({ code: 'INVALID' }, 'Start the authenticator set-up first.');
  const step = matchTotpStep(box.open(pending), code);
  if (step === null) throw validationFailed({ code: 'INVALID' }, 'The code is not right.');
  await repo.updatePlayerRow(db, me.player.id, {
    totpSecret: pending,
    totpPending: null,
    totpLastStep: step,
  });
}

export async function disablePlayerTotp(db: Database, box: SecretBox, me: Me, code: string) {
  if (!me.player.totpSecret) throw validationFailed({ code: 'INVALID' }, 'No authenticator is set up.');
  const step = matchTotpStep(box.open(me.player.totpSecret), code);
  if (step === null || (me.player.totpLastStep !== null && step <= me.player.totpLastStep))
    throw validationFailed({ code: 'INVALID' }, 'The code is not right.');
  await repo.updatePlayerRow(db, me.player.id, { totpSecret: null, totpLastStep: null });
}

export async function endOwnSession(db: Database, me: Me, sessionId: bigint): Promise<bigint[]> {
  const sessions = await repo.listLiveSessions(db, me.player.id);
  if (!sessions.some((s) => s.id === sessionId)) throw notFound('The session');
  return repo.endSessions(db, { sessionId });
}
