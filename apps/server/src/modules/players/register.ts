import { randomBytes, randomInt } from 'node:crypto';
import {
  PROFILE_FIELDS,
  WHITELABEL_FLAGS,
  checkField,
  isFlagOn,
  normalizeMobile,
} from '@croupier/contracts/constants';
import type { FieldErrorCode } from '@croupier/contracts';
import { inTransaction, type Database, type Transaction } from '../../db/client.ts';
import { DomainError, validationFailed } from '../../platform/domain-errors.ts';
import type { BrandRow } from '../brands/index.ts';
import type { CaptchaService } from '../captcha/index.ts';
import { consumeCode } from '../messaging/index.ts';
import { hashPassword } from '../security/index.ts';
import { registrationRules } from './registration-rules.ts';
import * as repo from './repository.ts';
import { AGENT_TYPES, PLAYER_TYPES } from './schema.ts';
import { openSession, type ClientInfo } from './sessions.ts';
import { toUser } from './user.ts';

export interface RegisterInput {
  method: 'username' | 'mobile';
  username?: string;
  password: string;
  confirmPassword?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  captchaId?: string;
  captcha?: string;
  affiliateCode?: string;
  referralCode?: string;
  termsAccepted: boolean;
  ageConfirmed?: boolean;
  email?: string;
  paymentPassword?: string;
  [profileField: string]: unknown;
}

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newReferralCode = () =>
  Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('');

function ageInYears(birthday: string, now = new Date()): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

/** Field checks that need no database: the brand's rules, password confirmation, terms and age. */
function checkInput(
  brand: BrandRow,
  input: RegisterInput,
  options: { smsVerification: boolean; mobileAsked: boolean },
): { fields: Record<string, FieldErrorCode | 'PASSWORD_MISMATCH'>; mobile: string | null } {
  const rules = registrationRules(brand.registrationRules);
  const fields: Record<string, FieldErrorCode | 'PASSWORD_MISMATCH'> = {};
  const text = (name: string) => (typeof input[name] === 'string' ? (input[name] as string) : undefined);

  if (input.method === 'username') {
    const problem = checkField({ ...rules.username!, required: true }, input.username);
    if (problem) fields.username = problem;
  }
  const passwordProblem = checkField({ ...rules.password!, required: true }, input.password);
  if (passwordProblem) fields.password = passwordProblem;
  else if (input.confirmPassword !== undefined && input.password !== input.confirmPassword)
    fields.confirmPassword = 'PASSWORD_MISMATCH';

  for (const name of [...PROFILE_FIELDS, 'email', 'paymentPassword', 'affiliateCode'] as const) {
    const rule = rules[name];
    const value = text(name);
    if (!rule?.shown) {
      // A hidden field is not accepted, except the affiliate code that arrives silently from the link.
      if (value && name !== 'affiliateCode') fields[name] = 'NOT_ALLOWED';
      continue;
    }
    const problem = checkField(rule, value);
    if (problem) fields[name] = problem;
  }
  const birthday = text('birthday');
  if (birthday && !fields.birthday && ageInYears(birthday) < 18) fields.birthday = 'INVALID';
  if (input.ageConfirmed !== true) fields.ageConfirmed = 'REQUIRED';

  let mobile: string | null = null;
  // With SMS verification on, a shown mobile field is needed for the code (spec §5), in either mode.
  const mobileShown = Boolean(rules.mobileNum?.shown);
  const mobileRequired =
    input.method === 'mobile' ||
    (mobileShown && (Boolean(rules.mobileNum?.required) || options.smsVerification));
  if (!options.mobileAsked) {
    if (input.mobileNum?.trim()) fields.mobileNum = 'NOT_ALLOWED';
  } else if (input.mobileNum?.trim() || mobileRequired) {
    mobile = normalizeMobile(input.countryDialingCode ?? '', input.mobileNum ?? '');
    if (!mobile) fields.mobileNum = input.mobileNum?.trim() ? 'INVALID' : 'REQUIRED';
  }
  return { fields, mobile };
}

/**
 * A registration that a social login starts. The provider's sign-in stands in for the captcha; no mobile
 * number is taken, since none could be verified here (the security centre binds one with its code); and the
 * identity is bound inside the account's transaction, so neither exists without the other.
 */
export interface SocialRegistration {
  bind: (tx: Transaction, player: repo.PlayerRow) => Promise<void>;
}

/**
 * Registers a player by username or mobile (spec §4): rules, terms and age, captcha, SMS code, affiliate and
 * referral codes, then the account and a first session in one transaction. Nothing is stored on any failure.
 */
export async function registerPlayer(
  db: Database,
  props: {
    brand: BrandRow;
    input: RegisterInput;
    client: ClientInfo;
    captcha: CaptchaService;
    secret: string;
    social?: SocialRegistration;
  },
) {
  const { brand, input, social } = props;
  const tree = brand.whitelabel;
  const methodFlag =
    input.method === 'mobile' ? WHITELABEL_FLAGS.mobileRegistration : WHITELABEL_FLAGS.usernameRegistration;
  // An operator who switched a social provider on chose that way of registering.
  if (!social && !isFlagOn(tree, methodFlag))
    throw new DomainError('OPERATION_DISABLED', 'This way of registering is not enabled.');
  if (input.termsAccepted !== true)
    throw new DomainError('TERMS_NOT_ACCEPTED', 'Please accept the terms.', { termsAccepted: 'REQUIRED' });

  const { fields, mobile } = checkInput(brand, input, {
    smsVerification: isFlagOn(tree, WHITELABEL_FLAGS.registrationMobileVerification),
    mobileAsked: !social,
  });
  if (Object.keys(fields).length > 0) {
    if (Object.values(fields).every((f) => f === 'PASSWORD_MISMATCH')) {
      throw new DomainError('PASSWORD_MISMATCH', 'The two passwords are not the same.', {
        confirmPassword: 'PASSWORD_MISMATCH',
      });
    }
    throw validationFailed(fields as Record<string, FieldErrorCode>);
  }
  const dialCode = input.countryDialingCode ?? null;
  // The code is asked only when the brand's switch says so, in either mode.
  const needsCode = mobile !== null && isFlagOn(tree, WHITELABEL_FLAGS.registrationMobileVerification);
  // Sending the code took a solved captcha, so a consumed code stands for it: the player solves one, not two.
  if (!social && !needsCode) await props.captcha.verify(db, input.captchaId, input.captcha);
  if (needsCode) {
    if (!input.verificationCode?.trim()) throw validationFailed({ verificationCode: 'REQUIRED' });
    await consumeCode(db, {
      brandId: brand.id,
      purpose: 'register',
      destination: `+${dialCode}${mobile}`,
      code: input.verificationCode,
      secret: props.secret,
    });
  }

  let uplineId: bigint | null = null;
  if (input.affiliateCode?.trim()) {
    const agent = await repo.findPlayerByCode(db, brand.id, 'affiliateCode', input.affiliateCode);
    if (!agent || !AGENT_TYPES.includes(agent.type) || agent.status !== 'active') {
      throw new DomainError('INVITATION_CODE_INVALID', 'The invitation code is not valid.', {
        affiliateCode: 'INVITATION_CODE_INVALID',
      });
    }
    uplineId = agent.id;
  }
  let referredById: bigint | null = null;
  if (input.referralCode?.trim()) {
    const friend = await repo.findPlayerByCode(
      db,
      brand.id,
      'referralCode',
      input.referralCode.toUpperCase(),
    );
    if (!friend)
      throw new DomainError('INVITATION_CODE_INVALID', 'The referral code is not valid.', {
        referralCode: 'INVITATION_CODE_INVALID',
      });
    referredById = friend.id;
  }

  const username = input.method === 'mobile' ? `m${mobile}` : input.username!.trim();
  const profile = Object.fromEntries(
    PROFILE_FIELDS.flatMap((name) =>
      typeof input[name] === 'string' && (input[name] as string).trim()
        ? [[name, (input[name] as string).trim()]]
        : [],
    ),
  );
  const [passwordHash, paymentPasswordHash] = await Promise.all([
    hashPassword(input.password),
    input.paymentPassword ? hashPassword(input.paymentPassword) : Promise.resolve(null),
  ]);

  return inTransaction(db, async (tx) => {
    const player = await repo.insertPlayer(tx, {
      brandId: brand.id,
      username,
      type: PLAYER_TYPES.member,
      mobileDialCode: mobile ? dialCode : null,
      mobileNumber: mobile,
      email: input.email?.trim() || null,
      passwordHash,
      paymentPasswordHash,
      profile,
      uplineId,
      referredById,
      referralCode: newReferralCode(),
      registrationIp: props.client.ip,
      firstLoginAt: new Date(),
      lastLoginAt: new Date(),
      lastLoginIp: props.client.ip,
    });
    if (!player) {
      const taken: Record<string, FieldErrorCode> = {};
      if (await repo.findPlayerByUsername(tx, brand.id, username))
        taken[input.method === 'mobile' ? 'mobileNum' : 'username'] = 'NOT_ALLOWED';
      if (mobile && (await repo.findPlayerByMobile(tx, brand.id, dialCode!, mobile)))
        taken.mobileNum = 'NOT_ALLOWED';
      if (input.email && (await repo.findPlayerByEmail(tx, brand.id, input.email)))
        taken.email = 'NOT_ALLOWED';
      throw new DomainError(
        'ALREADY_EXISTS',
        'This account is already registered.',
        Object.keys(taken).length ? taken : { username: 'NOT_ALLOWED' },
      );
    }
    await social?.bind(tx, player);
    const session = await openSession(tx, player, props.client);
    await repo.recordLogin(tx, {
      playerId: player.id,
      ip: props.client.ip,
      userAgent: props.client.userAgent.slice(0, 300),
      deviceId: props.client.deviceId ?? null,
      method: social ? 'social' : 'register',
      success: true,
    });
    // A new account holds nothing yet.
    return { token: session.token, user: toUser(player, brand, 0n) };
  });
}

export const randomPassword = () => randomBytes(9).toString('base64url');
