import {
  checkField,
  normalizeMobile,
  type FieldRule,
  OPTIONAL_REGISTRATION_FIELDS,
  type FieldRuleError,
} from '@croupier/contracts/constants';

/** A message as a translation key plus its values, so the checks stay pure and testable. */
export interface Msg {
  key: string;
  values?: Record<string, string | number>;
}
export type Errors = Partial<Record<string, Msg>>;

export const REQUIRED: Msg = { key: 'accounts.v.required' };
const MISMATCH: Msg = { key: 'accounts.v.mismatch' };

/** Used when the server sends no rule for a password (older servers, change password before rules load). */
export const DEFAULT_PASSWORD_RULE: FieldRule = {
  shown: true,
  required: true,
  acceptedPattern: '*',
  minLength: 6,
  maxLength: 20,
  patternId: 'NO_SPACES',
};

export function ruleMessage(rule: FieldRule, error: FieldRuleError | 'NOT_ALLOWED'): Msg {
  if (error === 'REQUIRED') return REQUIRED;
  if (error === 'NOT_ALLOWED') return { key: 'accounts.v.notAllowed' };
  return { key: `fieldRules.${rule.patternId}`, values: { min: rule.minLength, max: rule.maxLength } };
}

export function checkRule(rule: FieldRule, value: string, forceRequired = false): Msg | null {
  const error = checkField(forceRequired ? { ...rule, required: true } : rule, value);
  return error ? ruleMessage(rule, error) : null;
}

export function checkMobile(dialCode: string, mobile: string, required = true): Msg | null {
  if (!mobile.trim()) return required ? REQUIRED : null;
  return normalizeMobile(dialCode, mobile) ? null : { key: 'accounts.v.mobile' };
}

export function checkSmsCode(code: string): Msg | null {
  if (!code.trim()) return REQUIRED;
  return /^\d{6}$/.test(code.trim()) ? null : { key: 'accounts.v.code' };
}

function checkConfirm(password: string, confirm: string): Msg | null {
  if (!confirm) return REQUIRED;
  return confirm === password ? null : MISMATCH;
}

function compact(errors: Record<string, Msg | null>): Errors {
  return Object.fromEntries(Object.entries(errors).filter(([, msg]) => msg !== null)) as Errors;
}

export interface LoginInput {
  type: 'username' | 'sms';
  username: string;
  password: string;
  dialCode: string;
  mobileNum: string;
  verificationCode: string;
  captchaShown: boolean;
  captcha: string;
}

/** Spec §5 login: username and password (trimmed) required; captcha when shown; sms: mobile rule and code. */
export function validateLogin(input: LoginInput): Errors {
  if (input.type === 'sms') {
    return compact({
      mobileNum: checkMobile(input.dialCode, input.mobileNum),
      verificationCode: checkSmsCode(input.verificationCode),
    });
  }
  return compact({
    username: input.username.trim() ? null : REQUIRED,
    password: input.password.trim() ? null : REQUIRED,
    captcha: input.captchaShown && !input.captcha.trim() ? REQUIRED : null,
  });
}

/** Profile fields the rules may switch on; username, password, mobile and affiliate code are handled apart. */
export const OPTIONAL_FIELDS = OPTIONAL_REGISTRATION_FIELDS;

export type RegisterMethod = 'username' | 'mobile';
type Rules = Partial<Record<string, FieldRule>>;

export interface RegisterLayout {
  mobile: { shown: boolean; required: boolean };
  smsCode: boolean;
  optional: string[];
}

/**
 * Which fields a registration form shows (spec §5): the mobile tab always asks the mobile number, the
 * username tab only when the rules show it; the code comes with a shown mobile number when the brand's SMS
 * switch is on, and the captcha then guards the send, so the submit needs none (the code stands for it).
 */
export function registerLayout(
  method: RegisterMethod,
  rules: Rules,
  smsVerification: boolean,
): RegisterLayout {
  const mobileRule = rules.mobileNum;
  const shown = method === 'mobile' || Boolean(mobileRule?.shown);
  return {
    mobile: {
      shown,
      required: method === 'mobile' || (shown && (Boolean(mobileRule?.required) || smsVerification)),
    },
    smsCode: shown && smsVerification,
    optional: OPTIONAL_FIELDS.filter((name) => rules[name]?.shown),
  };
}

/** The newest birthday the date picker offers: an 18th birthday today (the server refuses anyone younger). */
export function latestAdultBirthday(today: Date): string {
  const y = today.getFullYear() - 18;
  const md = `${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return `${String(y).padStart(4, '0')}-${md}`;
}

export interface RegisterInput {
  method: RegisterMethod;
  rules: Rules;
  smsVerification: boolean;
  values: Readonly<Record<string, string>>;
  dialCode: string;
  captchaShown: boolean;
  /** The invitation field shows; the affiliate rule, when shown, checks the format of what is typed. */
  invitationShown: boolean;
  /** The one tick for the terms and the age of 18. */
  agreed: boolean;
}

export function validateRegister(input: RegisterInput): Errors {
  const { rules, values } = input;
  const value = (name: string) => values[name] ?? '';
  const layout = registerLayout(input.method, rules, input.smsVerification);
  const errors: Record<string, Msg | null> = {};
  if (input.method === 'username') {
    errors.username = rules.username ? checkRule(rules.username, value('username'), true) : null;
    if (!rules.username && !value('username').trim()) errors.username = REQUIRED;
  }
  if (layout.mobile.shown) {
    errors.mobileNum = checkMobile(input.dialCode, value('mobileNum'), layout.mobile.required);
  }
  if (layout.smsCode) errors.verificationCode = checkSmsCode(value('verificationCode'));
  errors.password = checkRule(rules.password ?? DEFAULT_PASSWORD_RULE, value('password'), true);
  for (const name of layout.optional) {
    const rule = rules[name]!;
    // A payment password is only worth asking for when it is then required (spec §5).
    errors[name] = checkRule(rule, value(name), name === 'paymentPassword');
  }
  if (input.invitationShown && rules.affiliateCode?.shown) {
    errors.invitationCode = checkRule(rules.affiliateCode, value('invitationCode'));
  }
  if (input.captchaShown && !layout.smsCode && !value('captcha').trim()) errors.captcha = REQUIRED;
  if (!input.agreed) errors.termsAccepted = { key: 'accounts.v.terms' };
  return compact(errors);
}

export function validateChangePassword(input: {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
  rule?: FieldRule | undefined;
}): Errors {
  return compact({
    oldPassword: input.oldPassword ? null : REQUIRED,
    newPassword: checkRule(input.rule ?? DEFAULT_PASSWORD_RULE, input.newPassword, true),
    confirmNewPassword: checkConfirm(input.newPassword, input.confirmNewPassword),
  });
}

const EMAIL_RULE: FieldRule = {
  shown: true,
  required: true,
  acceptedPattern: '*',
  minLength: 3,
  maxLength: 254,
  patternId: 'EMAIL',
};

export function validateForgotByEmail(input: { username: string; email: string }): Errors {
  return compact({
    username: input.username.trim() ? null : REQUIRED,
    email: checkRule(EMAIL_RULE, input.email),
  });
}

export function validateForgotByPhone(input: {
  dialCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
  rule?: FieldRule | undefined;
}): Errors {
  return compact({
    mobileNum: checkMobile(input.dialCode, input.mobileNum),
    verificationCode: checkSmsCode(input.verificationCode),
    newPassword: checkRule(input.rule ?? DEFAULT_PASSWORD_RULE, input.newPassword, true),
    confirmNewPassword: checkConfirm(input.newPassword, input.confirmNewPassword),
  });
}

/** The reset-link page asks only for the new password twice. */
export function validateNewPassword(input: {
  newPassword: string;
  confirmNewPassword: string;
  rule?: FieldRule | undefined;
}): Errors {
  return compact({
    newPassword: checkRule(input.rule ?? DEFAULT_PASSWORD_RULE, input.newPassword, true),
    confirmNewPassword: checkConfirm(input.newPassword, input.confirmNewPassword),
  });
}
