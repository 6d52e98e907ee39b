/**
 * Registration field rules (spec §5), shared by the server (which enforces them) and the SPAs (which check
 * them as the player types). A rule names one pattern kind; its message is a per-kind text with the min and
 * max substituted, translated by the SPA under `fieldRules.<patternId>`.
 */
export const PATTERN_IDS = [
  'LENGTH',
  'LETTER_FIRST_ALNUM',
  'LETTERS',
  'LETTERS_CHINESE',
  'KANJI_DIGITS',
  'EMAIL',
  'ALNUM',
  'ALNUM_NO_CHINESE',
  'DIGITS',
  'ALNUM_UPPER',
  'LETTERS_SPACES',
  'NO_SPACES',
  'CHINESE_PUNCTUATION',
  'FULL_NAME',
  'LETTERS_SPACES_MIN2',
  'JAPANESE',
  'UPPERCASE',
  'THAI',
  'KOREAN',
  'STRONG_PASSWORD',
  'DATE_YMD',
  'DATE_MDY',
] as const;
export type PatternId = (typeof PATTERN_IDS)[number];

const HAN = '\\p{Script=Han}';

/** Each kind as a whole-value test. Unicode property escapes keep Chinese, Thai, Korean and Japanese exact. */
export const PATTERNS: Readonly<Record<PatternId, RegExp>> = {
  LENGTH: /^[\s\S]*$/u,
  LETTER_FIRST_ALNUM: /^[A-Za-z][A-Za-z0-9]*$/u,
  LETTERS: /^[A-Za-z]+$/u,
  LETTERS_CHINESE: new RegExp(`^[A-Za-z${HAN}]+$`, 'u'),
  KANJI_DIGITS: new RegExp(`^[${HAN}0-9]+$`, 'u'),
  EMAIL:
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/u,
  ALNUM: /^[A-Za-z0-9]+$/u,
  ALNUM_NO_CHINESE: /^(?=[^\d]*\d)(?=[^A-Za-z]*[A-Za-z])[A-Za-z0-9]+$/u,
  DIGITS: /^[0-9]+$/u,
  ALNUM_UPPER: /^(?=[^A-Z]*[A-Z])[A-Za-z0-9]+$/u,
  LETTERS_SPACES: /^[A-Za-z]+(?: [A-Za-z]+)*$/u,
  NO_SPACES: /^\S+$/u,
  CHINESE_PUNCTUATION: new RegExp(`^[${HAN}\\p{P}·]+$`, 'u'),
  FULL_NAME: /^\p{L}[\p{L}\p{M}'.-]* \p{L}[\p{L}\p{M}'.-]*$/u,
  LETTERS_SPACES_MIN2: /^(?=(?:[^A-Za-z]*[A-Za-z]){2})[A-Za-z ]+$/u,
  JAPANESE: /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]+$/u,
  UPPERCASE: /^[A-Z]+$/u,
  THAI: /^[\p{Script=Thai} ]+$/u,
  KOREAN: /^[\p{Script=Hangul} ]+$/u,
  STRONG_PASSWORD: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S+$/u,
  DATE_YMD: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/u,
  DATE_MDY: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/u,
};

/**
 * Registration fields the rules may switch on besides username, password, mobile and codes (spec §3).
 * The profile ones are kept on the account under these names; email and paymentPassword have columns.
 */
export const PROFILE_FIELDS = [
  'payeeName',
  'birthday',
  'nickname',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'idNumber',
  'recommenderId',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
] as const;
export const OPTIONAL_REGISTRATION_FIELDS = [...PROFILE_FIELDS, 'email', 'paymentPassword'] as const;

export interface FieldRule {
  shown: boolean;
  required: boolean;
  /** A regular expression the value must match in full, or a lone `*` for anything. */
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  patternId: PatternId;
}

export type FieldRuleError = 'REQUIRED' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID';

function isRealDate(value: string, patternId: PatternId): boolean {
  const parts = value.split('-').map(Number);
  const [y, m, d] = patternId === 'DATE_YMD' ? parts : [parts[2], parts[0], parts[1]];
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** Checks one value against its rule; the same function runs in the browser and on the server. */
export function checkField(rule: FieldRule, raw: string | undefined | null): FieldRuleError | null {
  const value = (raw ?? '').trim();
  if (value === '') return rule.required ? 'REQUIRED' : null;
  const length = [...value].length;
  if (length < rule.minLength) return 'TOO_SHORT';
  if (length > rule.maxLength) return 'TOO_LONG';
  if (!PATTERNS[rule.patternId].test(value)) return 'INVALID';
  if ((rule.patternId === 'DATE_YMD' || rule.patternId === 'DATE_MDY') && !isRealDate(value, rule.patternId))
    return 'INVALID';
  if (rule.acceptedPattern !== '*' && rule.acceptedPattern !== '') {
    let custom: RegExp;
    try {
      custom = new RegExp(`^(?:${rule.acceptedPattern})$`, 'u');
    } catch {
      return null;
    }
    if (!custom.test(value)) return 'INVALID';
  }
  return null;
}

/** Mobile numbers per country: the national number's digit count, without the trunk 0. */
export const COUNTRIES = [
  { countryCode: 'TH', countryDialingCode: '66', minDigits: 9, maxDigits: 9 },
  { countryCode: 'CN', countryDialingCode: '86', minDigits: 11, maxDigits: 11 },
  { countryCode: 'VN', countryDialingCode: '84', minDigits: 9, maxDigits: 10 },
  { countryCode: 'MY', countryDialingCode: '60', minDigits: 9, maxDigits: 10 },
  { countryCode: 'PH', countryDialingCode: '63', minDigits: 10, maxDigits: 10 },
  { countryCode: 'ID', countryDialingCode: '62', minDigits: 9, maxDigits: 12 },
  { countryCode: 'SG', countryDialingCode: '65', minDigits: 8, maxDigits: 8 },
  { countryCode: 'IN', countryDialingCode: '91', minDigits: 10, maxDigits: 10 },
  { countryCode: 'US', countryDialingCode: '1', minDigits: 10, maxDigits: 10 },
  { countryCode: 'GB', countryDialingCode: '44', minDigits: 10, maxDigits: 10 },
] as const;

/** The national number as stored (trunk 0 dropped), or null when it cannot be a mobile of that country. */
export function normalizeMobile(countryDialingCode: string, mobileNum: string): string | null {
  const country = COUNTRIES.find((c) => c.countryDialingCode === countryDialingCode);
  if (!country) return null;
  const digits = mobileNum.trim().replace(/^0+/, '');
  if (!/^\d+$/.test(digits)) return null;
  return digits.length >= country.minDigits && digits.length <= country.maxDigits ? digits : null;
}
