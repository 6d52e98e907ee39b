import { WHITELABEL_FLAGS, isFlagOn, normalizeMobile } from '@croupier/contracts/constants';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { countryOf } from '../../platform/geo.ts';
import type { BrandRow } from '../brands/index.ts';
import type { CaptchaService } from '../captcha/index.ts';
import { consumeCode } from '../messaging/index.ts';
import {
  assertNotLocked,
  clearLoginFailures,
  currentFailures,
  dummyPasswordHash,
  hashPassword,
  recordLoginFailure,
  throttleKey,
  verifyPassword,
} from '../security/index.ts';
import { newReferralCode, randomPassword } from './register.ts';
import * as repo from './repository.ts';
import { AGENT_TYPES, PLAYER_TYPES } from './schema.ts';
import { signChallenge, verificationMethods } from './second-verification.ts';
import { openSession, type ClientInfo } from './sessions.ts';
import { toUser, toUserWithBalance } from './user.ts';

/** Failures (per name and IP) after which the login form must show a captcha. */
const CAPTCHA_AFTER_FAILURES = 3;
const PASSWORD_MAX_AGE_DAYS = 90;
/** Spec §9: the default weak password; signing in with it forces a change. */
export const DEFAULT_WEAK_PASSWORD = '123456';

export interface LoginInput {
  type: 'username' | 'sms';
  username: string;
  password: string;
  countryDialingCode?: string;
  captchaId?: string;
  captcha?: string;
  portal?: 'player' | 'agent';
}

interface LoginProps {
  brand: BrandRow;
  input: LoginInput;
  client: ClientInfo;
  captcha: CaptchaService;
  secret: string;
}

/** Signs a player in by username and password or by mobile and SMS code (spec §4 login flow). */
export async function loginPlayer(db: Database, props: LoginProps) {
  const { brand, input, client } = props;
  const name = input.username.trim();
  const key = throttleKey(`player:${brand.id}:${input.type}`, name, client.ip);
  await assertNotLocked(db, key);

  let player: repo.PlayerRow | undefined;
  if (input.type === 'sms') {
    if (!isFlagOn(brand.whitelabel, WHITELABEL_FLAGS.mobileCodeLogin))
      throw new AppError(403, 'OPERATION_DISABLED', 'SMS login is not enabled.');
    const mobile = normalizeMobile(input.countryDialingCode ?? '', name);
    if (!mobile)
      throw new AppError(400, 'PHONE_INVALID', 'The mobile number is not valid.', {
        username: 'PHONE_INVALID',
      });
    // The code is checked before the account lookup, so the answer does not tell which numbers are registered.
    await consumeCode(db, {
      brandId: brand.id,
      purpose: 'login',
      destination: `+${input.countryDialingCode}${mobile}`,
      code: input.password,
      secret: props.secret,
      field: 'password',
    });
    player = await repo.findPlayerByMobile(db, brand.id, input.countryDialingCode!, mobile);
    if (!player) throw new AppError(401, 'WRONG_CREDENTIALS', 'No account uses this mobile number.');
  } else {
    const failures = await currentFailures(db, key);
    if (failures >= CAPTCHA_AFTER_FAILURES) await props.captcha.verify(db, input.captchaId, input.captcha);
    player = await repo.findPlayerByUsername(db, brand.id, name);
    const passwordOk = await verifyPassword(
      player?.passwordHash ?? (await dummyPasswordHash()),
      input.password,
    );
    if (!player || !passwordOk || player.type === PLAYER_TYPES.trial) {
      const locked = await recordLoginFailure(db, key);
      if (player)
        await repo.recordLogin(db, {
          playerId: player.id,
          ip: client.ip,
          country: countryOf(client.ip),
          userAgent: client.userAgent.slice(0, 300),
          method: 'password',
          success: false,
          reason: locked ? 'ACCOUNT_LOCKED' : 'WRONG_CREDENTIALS',
        });
      throw new AppError(401, 'WRONG_CREDENTIALS', 'Wrong username or password.', undefined, {
        captchaRequired: props.captcha.enabled && failures + 1 >= CAPTCHA_AFTER_FAILURES,
      });
    }
  }
  if (player.status === 'frozen')
    throw new AppError(403, 'ACCOUNT_FROZEN', 'This account is frozen; contact customer service.');
  if (input.portal === 'agent' && !AGENT_TYPES.includes(player.type))
    throw new AppError(403, 'NOT_AN_AGENT', 'Only agents can log in here.');

  if (
    isFlagOn(brand.whitelabel, WHITELABEL_FLAGS.secondVerification) &&
    !(await repo.isKnownIp(db, player, client.ip))
  ) {
    const methods = verificationMethods(player);
    // An account with nothing to verify against cannot be asked; it signs in as before.
    if (methods.length > 0) {
      throw new AppError(
        403,
        'SECOND_VERIFICATION_REQUIRED',
        'This is a new place to sign in from; please verify it is you.',
        undefined,
        {
          verificationId: signChallenge(props.secret, {
            playerId: player.id,
            ip: client.ip,
            type: input.type,
            weak: input.type === 'username' && input.password === DEFAULT_WEAK_PASSWORD,
          }),
          methods,
        },
      );
    }
  }
  return completeLogin(db, {
    brand,
    player,
    client,
    type: input.type,
    weakPassword: input.type === 'username' && input.password === DEFAULT_WEAK_PASSWORD,
    throttle: key,
  });
}

/** The second half of every sign-in: clear the failures, open the session, record it, answer the flags. */
export async function completeLogin(
  db: Database,
  props: {
    brand: BrandRow;
    player: repo.PlayerRow;
    client: ClientInfo;
    type: 'username' | 'sms';
    weakPassword: boolean;
    throttle: string;
  },
) {
  const { brand, client, type } = props;
  const signedIn = props.player;
  const passwordExpired =
    isFlagOn(brand.whitelabel, WHITELABEL_FLAGS.passwordExpiry) &&
    Date.now() - signedIn.passwordChangedAt.getTime() > PASSWORD_MAX_AGE_DAYS * 86_400_000;
  return inTransaction(db, async (tx) => {
    await clearLoginFailures(tx, props.throttle);
    const updated = await repo.updatePlayerRow(tx, signedIn.id, {
      lastLoginAt: new Date(),
      lastLoginIp: client.ip,
      ...(signedIn.firstLoginAt ? {} : { firstLoginAt: new Date() }),
      ...(props.weakPassword ? { mustChangePassword: true } : {}),
    });
    const session = await openSession(tx, updated, client);
    await repo.recordLogin(tx, {
      playerId: updated.id,
      ip: client.ip,
      country: countryOf(client.ip),
      userAgent: client.userAgent.slice(0, 300),
      method: type === 'sms' ? 'sms' : 'password',
      success: true,
    });
    return {
      token: session.token,
      firstTimeLogin: signedIn.firstLoginAt === null,
      // Forced changes do not apply to SMS login (spec §4): the player proved the phone, not the password.
      passwordExpired: type === 'username' && passwordExpired,
      mustChangePassword: type === 'username' && updated.mustChangePassword,
      user: await toUserWithBalance(tx, updated, brand),
    };
  });
}

/** Free play (spec §4): a demo account of type 4 that can play demo games only. */
export async function startTrial(db: Database, props: { brand: BrandRow; client: ClientInfo }) {
  if (!isFlagOn(props.brand.whitelabel, WHITELABEL_FLAGS.freePlay))
    throw new AppError(403, 'OPERATION_DISABLED', 'Free play is not enabled.');
  const passwordHash = await hashPassword(randomPassword());
  return inTransaction(db, async (tx) => {
    const player = await repo.insertPlayer(tx, {
      brandId: props.brand.id,
      username: `guest${newReferralCode().toLowerCase()}`,
      type: PLAYER_TYPES.trial,
      passwordHash,
      referralCode: newReferralCode(),
      registrationIp: props.client.ip,
      firstLoginAt: new Date(),
      lastLoginAt: new Date(),
      lastLoginIp: props.client.ip,
    });
    if (!player) throw new AppError(503, 'INTERNAL_ERROR', 'Please try again.');
    const session = await openSession(tx, player, props.client);
    // A new demo account holds nothing.
    return { token: session.token, user: toUser(player, props.brand, 0n) };
  });
}
