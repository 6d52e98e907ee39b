import type { FieldRule, PatternId } from '@croupier/contracts';

const rule = (
  patternId: PatternId,
  minLength: number,
  maxLength: number,
  extra: Partial<FieldRule> = {},
): FieldRule => ({
  shown: true,
  required: true,
  acceptedPattern: '*',
  minLength,
  maxLength,
  patternId,
  ...extra,
});
const optional = (patternId: PatternId, minLength: number, maxLength: number, shown = false): FieldRule =>
  rule(patternId, minLength, maxLength, { shown, required: false });

/**
 * The rules a brand starts with. Operators override any of them per field (brands.registration_rules);
 * a field whose rule is not shown is neither asked for nor accepted.
 */
export const DEFAULT_REGISTRATION_RULES: Readonly<Record<string, FieldRule>> = {
  username: rule('LETTER_FIRST_ALNUM', 5, 16),
  password: rule('NO_SPACES', 6, 20),
  mobileNum: optional('DIGITS', 8, 12, true),
  payeeName: optional('LENGTH', 2, 60, true),
  email: optional('EMAIL', 6, 100, true),
  birthday: optional('DATE_YMD', 10, 10, true),
  affiliateCode: optional('ALNUM', 4, 16, true),
  paymentPassword: optional('DIGITS', 6, 6),
  nickname: optional('LENGTH', 2, 20),
  qqNum: optional('DIGITS', 5, 12),
  line: optional('NO_SPACES', 2, 40),
  whatsapp: optional('DIGITS', 8, 15),
  facebook: optional('NO_SPACES', 2, 60),
  wechat: optional('NO_SPACES', 2, 40),
  telegram: optional('NO_SPACES', 2, 40),
  zalo: optional('DIGITS', 8, 15),
  idNumber: optional('ALNUM', 6, 20),
  recommenderId: optional('ALNUM', 4, 16),
  address: optional('LENGTH', 5, 200),
  nationality: optional('LENGTH', 2, 60),
  occupation: optional('LENGTH', 2, 60),
  sourceOfIncome: optional('LENGTH', 2, 60),
  placeOfBirth: optional('LENGTH', 2, 60),
};

/**
 * The short form a fresh install's brand starts with, as modern lobbies ask: username or mobile, password,
 * the SMS code when the brand's switch asks for it, captcha and an optional invitation code. The profile
 * fields stay available for operators to switch on; the mobile field shows in the mobile tab only.
 */
export const SHORT_FORM_REGISTRATION_RULES: Readonly<Record<string, FieldRule>> = {
  mobileNum: optional('DIGITS', 8, 12),
  payeeName: optional('LENGTH', 2, 60),
  email: optional('EMAIL', 6, 100),
  birthday: optional('DATE_YMD', 10, 10),
};

export function registrationRules(overrides: Record<string, FieldRule>): Record<string, FieldRule> {
  return { ...DEFAULT_REGISTRATION_RULES, ...overrides };
}
