import { WHITELABEL_FLAGS, isFlagOn, normalizeMobile } from '@croupier/contracts/constants';
import { inTransaction, type Database } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { countryOf } from '../../platform/geo.ts';
import type { BrandRow } from '../brands/index.ts';
import type { CaptchaService } from '../captcha/index.ts';
import { consumeCode } from '../messaging/index.ts';
import {
  dummyPasswordHash,
  hashPassword,
  recordFailedAttempt,
  reserveAttempt,
  settlingOnError,
  throttleKey,
  verifyPassword,
  type SignInAttempt,
} from '../security/index.ts';
import { newReferralCode, randomPassword } from './register.ts';
import * as repo from './repository.ts';
import { teamFreezesOf } from './team-controls.ts';
import { AGENT_TYPES, PLAYER_TYPES } from './schema.ts';
import { signChallenge, verificationMethods } from './second-verification.ts';
import { completeLogin, type SignedIn } from './complete-login.ts';
import { openSession, type ClientInfo } from './sessions.ts';
import { toUser } from './user.ts';

/** Failures (per name and IP) after which the login form must show a captcha. */
const CAPTCHA_AFTER_FAILURES = 3;
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
  const { player, attempt } =
    input.type === 'sms'
      ? await checkSmsCode(db, props)
      : await checkPassword(db, {
          brand,
          username: input.username,
          password: input.password,
          captchaId: input.captchaId,
          captchaValue: input.captcha,
          client,
          captcha: props.captcha,
        });
  return admitPlayer(db, {
    brand,
    player,
    client,
    type: input.type,
    portal: input.portal,
    weakPassword: input.type === 'username' && input.password === DEFAULT_WEAK_PASSWORD,
    attempt,
    secret: props.secret,
  });
}

async function checkSmsCode(db: Database, props: LoginProps) {
  const { brand, input, client } = props;
  const name = input.username.trim();
  const attempt = await reserveAttempt(db, throttleKey(`player:${brand.id}:sms`, name, client.ip));
  // The code counts its own wrong guesses: a refused code only ends the reservation.
  const player = await settlingOnError(db, attempt, () => playerBySmsCode(db, props, name));
  return { player, attempt };
}

async function playerBySmsCode(db: Database, props: LoginProps, name: string) {
  const { brand, input } = props;
  if (!isFlagOn(brand.whitelabel, WHITELABEL_FLAGS.mobileCodeLogin))
    throw new DomainError('OPERATION_DISABLED', 'SMS login is not enabled.');
  const mobile = normalizeMobile(input.countryDialingCode ?? '', name);
  if (!mobile)
    throw new DomainError('PHONE_INVALID', 'The mobile number is not valid.', {
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
  const player = await repo.findPlayerByMobile(db, brand.id, input.countryDialingCode!, mobile);
  if (!player) throw new DomainError('WRONG_CREDENTIALS', 'No account uses this mobile number.');
  return player;
}

/**
 * Checks a username and password as the login form does, for the login itself and for binding a social
 * login to an account: the per-(name, IP) lock, a captcha after a few failures, failures in the history.
 */
export async function checkPassword(
  db: Database,
  props: {
    brand: BrandRow;
    username: string;
    password: string;
    captchaId?: string | undefined;
    captchaValue?: string | undefined;
    client: ClientInfo;
    captcha: CaptchaService;
  },
) {
  const { brand, client } = props;
  const name = props.username.trim();
  // Reserved before the captcha and the hash: concurrent guesses cannot all see the count below a threshold.
  const attempt = await reserveAttempt(db, throttleKey(`player:${brand.id}:username`, name, client.ip));
  const player = await settlingOnError(db, attempt, () => checkPasswordAttempt(db, props, name, attempt));
  return { player, attempt };
}

async function checkPasswordAttempt(
  db: Database,
  props: Parameters<typeof checkPassword>[1],
  name: string,
  attempt: SignInAttempt,
) {
  const { brand, client } = props;
  if (attempt.earlier >= CAPTCHA_AFTER_FAILURES)
    await props.captcha.verify(db, props.captchaId, props.captchaValue);
  const player = await repo.findPlayerByUsername(db, brand.id, name);
  const passwordOk = await verifyPassword(
    player?.passwordHash ?? (await dummyPasswordHash()),
    props.password,
  );
  if (!player || !passwordOk || player.type === PLAYER_TYPES.trial) {
    const locked = await recordFailedAttempt(db, attempt);
    if (player)
      await repo.recordLogin(db, {
        playerId: player.id,
        ip: client.ip,
        country: countryOf(client.ip),
        userAgent: client.userAgent.slice(0, 300),
        deviceId: client.deviceId ?? null,
        method: 'password',
        success: false,
        reason: locked ? 'ACCOUNT_LOCKED' : 'WRONG_CREDENTIALS',
      });
    throw new DomainError('WRONG_CREDENTIALS', 'Wrong username or password.', undefined, {
      captchaRequired: props.captcha.enabled && attempt.earlier + 1 >= CAPTCHA_AFTER_FAILURES,
    });
  }
  return player;
}

/**
 * Lets a player whose credentials checked out in: frozen accounts and non-agents at the agent portal are
 * refused, a new place asks for the second verification when the brand wants it, else the session opens.
 * Whatever refuses the player ends the sign-in attempt without counting it either way.
 */
export async function admitPlayer(
  db: Database,
  props: SignedIn & { portal?: 'player' | 'agent' | undefined; secret: string },
) {
  const admit = () => admitChecked(db, props);
  return props.attempt ? settlingOnError(db, props.attempt, admit) : admit();
}

async function admitChecked(
  db: Database,
  props: SignedIn & { portal?: 'player' | 'agent' | undefined; secret: string },
) {
  const { brand, player, client } = props;
  if (player.status === 'frozen')
    throw new DomainError('ACCOUNT_FROZEN', 'This account is frozen; contact customer service.');
  if (props.portal === 'agent' && !AGENT_TYPES.includes(player.type))
    throw new DomainError('NOT_AN_AGENT', 'Only agents can log in here.');
  if ((await teamFreezesOf(db, player.id)).loginFrozen)
    throw new DomainError('ACCOUNT_FROZEN', "This team's sign-in is frozen; contact customer service.");

  if (
    isFlagOn(brand.whitelabel, WHITELABEL_FLAGS.secondVerification) &&
    !(await repo.isKnownIp(db, player, client.ip))
  ) {
    const methods = verificationMethods(player);
    // An account with nothing to verify against cannot be asked; it signs in as before.
    if (methods.length > 0) {
      throw new DomainError(
        'SECOND_VERIFICATION_REQUIRED',
        'This is a new place to sign in from; please verify it is you.',
        undefined,
        {
          verificationId: signChallenge(props.secret, {
            playerId: player.id,
            ip: client.ip,
            type: props.type,
            weak: props.weakPassword,
          }),
          methods,
        },
      );
    }
  }
  return completeLogin(db, props);
}

/** Free play (spec §4): a demo account of type 4 that can play demo games only. */
export async function startTrial(db: Database, props: { brand: BrandRow; client: ClientInfo }) {
  if (!isFlagOn(props.brand.whitelabel, WHITELABEL_FLAGS.freePlay))
    throw new DomainError('OPERATION_DISABLED', 'Free play is not enabled.');
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
    if (!player) throw new DomainError('TRY_AGAIN', 'Please try again.');
    const session = await openSession(tx, player, props.client);
    // A new demo account holds nothing.
    return { token: session.token, user: toUser(player, props.brand, 0n) };
  });
}
