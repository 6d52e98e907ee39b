import { WHITELABEL_FLAGS, checkField, isFlagOn, normalizeMobile } from '@croupier/contracts/constants';
import { inTransaction, type Database } from '../../db/client.ts';
import { DomainError, validationFailed } from '../../platform/domain-errors.ts';
import { hashToken, newSessionToken } from '../../platform/tokens.ts';
import type { BrandRow } from '../brands/index.ts';
import { consumeCode, type MessageProvider } from '../messaging/index.ts';
import { hashPassword, verifyPassword } from '../security/index.ts';
import { registrationRules } from './registration-rules.ts';
import * as repo from './repository.ts';
import { openSession, type ClientInfo } from './sessions.ts';
import { toUserWithBalance } from './user.ts';

const RESET_LINK_MINUTES = 30;

function checkNewPassword(brand: BrandRow, password: string, field = 'newPassword') {
  const problem = checkField(
    { ...registrationRules(brand.registrationRules).password!, required: true },
    password,
  );
  if (problem) throw validationFailed({ [field]: problem });
}

/** Changes the signed-in player's password; every other session of theirs ends (answered for the socket). */
export async function changePassword(
  db: Database,
  props: {
    brand: BrandRow;
    player: repo.PlayerRow;
    sessionId: bigint;
    oldPassword: string;
    newPassword: string;
    confirmNewPassword: string;
  },
): Promise<bigint[]> {
  checkNewPassword(props.brand, props.newPassword);
  if (props.newPassword !== props.confirmNewPassword) {
    throw new DomainError('PASSWORD_MISMATCH', 'The two passwords are not the same.', {
      confirmNewPassword: 'PASSWORD_MISMATCH',
    });
  }
  if (!(await verifyPassword(props.player.passwordHash, props.oldPassword)))
    throw validationFailed({ oldPassword: 'INVALID' }, 'The current password is not right.');
  if (props.oldPassword === props.newPassword)
    throw validationFailed({ newPassword: 'INVALID' }, 'Choose a password you have not used here.');
  const passwordHash = await hashPassword(props.newPassword);
  return inTransaction(db, async (tx) => {
    await repo.updatePlayerRow(tx, props.player.id, {
      passwordHash,
      mustChangePassword: false,
      passwordChangedAt: new Date(),
    });
    return repo.endSessions(tx, { playerId: props.player.id, exceptSessionId: props.sessionId });
  });
}

/**
 * Forgot password by e-mail: when the username and e-mail belong together a single-use link goes out. The
 * answer is the same either way, so the form cannot be used to find out who is registered.
 */
export async function requestPasswordReset(
  db: Database,
  props: { brand: BrandRow; username: string; email: string; origin: string; messages: MessageProvider },
) {
  const player = await repo.findPlayerByUsername(db, props.brand.id, props.username);
  if (
    !player?.email ||
    player.email.toLowerCase() !== props.email.trim().toLowerCase() ||
    player.status !== 'active'
  )
    return;
  const token = newSessionToken();
  await inTransaction(db, async (tx) => {
    await repo.insertPasswordReset(tx, {
      tokenHash: hashToken(token),
      playerId: player.id,
      expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
    });
    await props.messages.send(tx, {
      brandId: props.brand.id,
      channel: 'email',
      to: player.email!,
      subject: `${props.brand.name}: reset your password`,
      body: `${props.brand.name}: reset your password within ${RESET_LINK_MINUTES} minutes at ${props.origin}/resetPassword?token=${token} — if you did not ask for this, ignore this message.`,
      secrets: [token],
    });
  });
}

export async function resetPasswordWithLink(
  db: Database,
  props: { brand: BrandRow; resetToken: string; newPassword: string },
) {
  checkNewPassword(props.brand, props.newPassword);
  const passwordHash = await hashPassword(props.newPassword);
  return inTransaction(db, async (tx) => {
    const playerId = await repo.consumePasswordReset(tx, hashToken(props.resetToken));
    if (!playerId)
      throw new DomainError('VALIDATION_FAILED', 'This reset link is no longer valid; ask for a new one.', {
        resetToken: 'INVALID',
      });
    await repo.updatePlayerRow(tx, playerId, {
      passwordHash,
      mustChangePassword: false,
      passwordChangedAt: new Date(),
    });
    return repo.endSessions(tx, { playerId });
  });
}

/** Forgot password by phone: mobile + SMS code + new password, then signed in (spec §4). */
export async function resetPasswordByPhone(
  db: Database,
  props: {
    brand: BrandRow;
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
    newPassword: string;
    client: ClientInfo;
    secret: string;
  },
) {
  if (!isFlagOn(props.brand.whitelabel, WHITELABEL_FLAGS.phoneVerification))
    throw new DomainError('OPERATION_DISABLED', 'Phone verification is not enabled.');
  const mobile = normalizeMobile(props.countryDialingCode, props.mobileNum);
  if (!mobile)
    throw new DomainError('PHONE_INVALID', 'The mobile number is not valid.', {
      mobileNum: 'PHONE_INVALID',
    });
  checkNewPassword(props.brand, props.newPassword);
  await consumeCode(db, {
    brandId: props.brand.id,
    purpose: 'reset',
    destination: `+${props.countryDialingCode}${mobile}`,
    code: props.verificationCode,
    secret: props.secret,
  });
  const player = await repo.findPlayerByMobile(db, props.brand.id, props.countryDialingCode, mobile);
  if (!player)
    throw new DomainError('USER_NOT_FOUND', 'No account uses this mobile number.', {
      mobileNum: 'USER_NOT_FOUND',
    });
  if (player.status !== 'active')
    throw new DomainError('ACCOUNT_FROZEN', 'This account is frozen; contact customer service.');
  const passwordHash = await hashPassword(props.newPassword);
  return inTransaction(db, async (tx) => {
    const updated = await repo.updatePlayerRow(tx, player.id, {
      passwordHash,
      mustChangePassword: false,
      passwordChangedAt: new Date(),
    });
    const ended = await repo.endSessions(tx, { playerId: player.id });
    const session = await openSession(tx, updated, props.client);
    return {
      ended,
      answer: { token: session.token, user: await toUserWithBalance(tx, updated, props.brand) },
    };
  });
}
