import { Type, type Static } from 'typebox';
import { OPTIONAL_REGISTRATION_FIELDS } from './constants.ts';
import { PATTERN_IDS, type FieldRule } from './field-rules.ts';
import { PlayerIdentitySchema } from './players.ts';

/** The player API's accounts answers (API.md "Accounts"): the server's response schemas and the site's types. */

export const FieldRuleSchema = Type.Object({
  shown: Type.Boolean(),
  required: Type.Boolean(),
  acceptedPattern: Type.String(),
  minLength: Type.Integer(),
  maxLength: Type.Integer(),
  patternId: Type.Enum(PATTERN_IDS),
});

export const REGISTER_METHODS = ['username', 'mobile'] as const;

/** `GET /register/rules`: how this brand registers and what each field must hold. */
export const RegisterRulesSchema = Type.Object({
  method: Type.Enum(REGISTER_METHODS),
  fields: Type.Record(Type.String(), FieldRuleSchema),
});
/** A reader looks a field up by name, and a field the brand does not set has no rule. */
export type RegisterRules = Omit<Static<typeof RegisterRulesSchema>, 'fields'> & {
  fields: Partial<Record<string, FieldRule>>;
};

export const CountrySchema = Type.Object({
  countryCode: Type.String(),
  countryDialingCode: Type.String(),
  minDigits: Type.Integer(),
  maxDigits: Type.Integer(),
});
export type Country = Static<typeof CountrySchema>;

/** The signed-in player as `GET /me` answers. */
export const PlayerUserSchema = Type.Object({
  ...PlayerIdentitySchema.properties,
  currency: Type.String(),
  balance: Type.String(),
  vip: Type.Object({ level: Type.Integer(), name: Type.String() }),
  unreadMessages: Type.Integer(),
  availablePromos: Type.Integer(),
  /** Missions whose reward waits for the caller's claim: the member menu's missions badge. */
  claimableMissions: Type.Integer(),
  referralEnabled: Type.Boolean(),
});
export type PlayerUser = Static<typeof PlayerUserSchema>;

/** A new session without a login's notices: registration, trial, a social sign-in's binding. */
export const SessionAnswerSchema = Type.Object({ token: Type.String(), user: PlayerUserSchema });
export type SessionAnswer = Static<typeof SessionAnswerSchema>;

export const LoginAnswerSchema = Type.Object({
  token: Type.String(),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
  user: PlayerUserSchema,
});
export type LoginAnswer = Static<typeof LoginAnswerSchema>;

export const SMS_PURPOSES = ['login', 'register', 'reset', 'verify'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** The ways to pass second verification after a password. */
export const SECOND_METHODS = ['sms', 'email', 'bankName', 'totp'] as const;
export type SecondMethod = (typeof SECOND_METHODS)[number];

/** `GET /api/v1/captcha`: a one-use picture (a data URL) and the id to answer it with. */
export const CaptchaSchema = Type.Object({ captchaId: Type.String(), image: Type.String() });
export type Captcha = Static<typeof CaptchaSchema>;

/** `POST /sms/code` and `/auth/login/verify/send`: the code is on its way and lives this long. */
export const CodeSentSchema = Type.Object({ expiredMinutes: Type.Integer() });
export type CodeSent = Static<typeof CodeSentSchema>;

/** `GET /api/v1/affiliates/{code}`: whether the invite code is one of this brand's agents on this domain. */
export const AffiliateCheckSchema = Type.Object({ valid: Type.Boolean() });
export type AffiliateCheck = Static<typeof AffiliateCheckSchema>;

// The player's requests (API.md "Accounts"): what the server validates and the site sends.

const Text = (max: number) => Type.String({ maxLength: max });
const Code6 = Type.String({ pattern: '^[0-9]{6}$' });
const DialCode = Type.String({ pattern: '^[0-9]{1,4}$' });
const Mobile = Type.String({ minLength: 1, maxLength: 20 });

export const SmsCodeRequestSchema = Type.Object(
  {
    purpose: Type.Enum(SMS_PURPOSES),
    mobileNum: Mobile,
    countryDialingCode: DialCode,
    captchaId: Type.Optional(Text(64)),
    captcha: Type.Optional(Text(16)),
  },
  { additionalProperties: false },
);

const profileFields = Object.fromEntries(
  [...OPTIONAL_REGISTRATION_FIELDS, 'domain', 'firebaseChannel', 'firebaseIdToken'].map((name) => [
    name,
    Type.Optional(Text(200)),
  ]),
);

export const RegisterRequestSchema = Type.Object(
  {
    method: Type.Enum(REGISTER_METHODS),
    username: Type.Optional(Text(64)),
    password: Text(200),
    /** Older forms ask the password twice; the site shows it instead (issue 17), so this is optional. */
    confirmPassword: Type.Optional(Text(200)),
    mobileNum: Type.Optional(Text(20)),
    countryDialingCode: Type.Optional(DialCode),
    verificationCode: Type.Optional(Text(10)),
    captchaId: Type.Optional(Text(64)),
    captcha: Type.Optional(Text(16)),
    affiliateCode: Type.Optional(Text(32)),
    referralCode: Type.Optional(Text(32)),
    termsAccepted: Type.Boolean(),
    ageConfirmed: Type.Optional(Type.Boolean()),
    ...profileFields,
  },
  { additionalProperties: false },
);

export const LoginRequestSchema = Type.Object(
  {
    type: Type.Enum(['username', 'sms']),
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
    countryDialingCode: Type.Optional(DialCode),
    captchaId: Type.Optional(Text(64)),
    captcha: Type.Optional(Text(16)),
    portal: Type.Optional(Type.Enum(['player', 'agent'])),
  },
  { additionalProperties: false },
);

export const PasswordChangeSchema = Type.Object(
  {
    oldPassword: Type.String({ minLength: 1, maxLength: 200 }),
    newPassword: Text(200),
    confirmNewPassword: Text(200),
  },
  { additionalProperties: false },
);
export const PasswordForgotSchema = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    email: Type.String({ minLength: 3, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export const PasswordResetSchema = Type.Object(
  { resetToken: Type.String({ minLength: 20, maxLength: 200 }), newPassword: Text(200) },
  { additionalProperties: false },
);
export const PasswordResetByPhoneSchema = Type.Object(
  { mobileNum: Mobile, countryDialingCode: DialCode, verificationCode: Code6, newPassword: Text(200) },
  { additionalProperties: false },
);

const VerificationId = Type.String({ minLength: 10, maxLength: 600 });
export const SecondCodeSendSchema = Type.Object(
  { verificationId: VerificationId, method: Type.Enum(['sms', 'email']) },
  { additionalProperties: false },
);
export const SecondVerifySchema = Type.Object(
  {
    verificationId: VerificationId,
    method: Type.Enum(SECOND_METHODS),
    value: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);

export type SmsCodeRequest = Static<typeof SmsCodeRequestSchema>;
export type RegisterRequest = Static<typeof RegisterRequestSchema>;
export type LoginRequest = Static<typeof LoginRequestSchema>;
export type PasswordChange = Static<typeof PasswordChangeSchema>;
export type PasswordForgot = Static<typeof PasswordForgotSchema>;
export type PasswordResetByPhone = Static<typeof PasswordResetByPhoneSchema>;
export type PasswordReset = Static<typeof PasswordResetSchema>;
export type SecondCodeSend = Static<typeof SecondCodeSendSchema>;
export type SecondVerify = Static<typeof SecondVerifySchema>;
