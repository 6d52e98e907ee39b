import { Type, type Static } from 'typebox';
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

export interface LoginRequest {
  type: 'username' | 'sms';
  username: string;
  password: string;
  countryDialingCode?: string;
  captchaId?: string;
  captcha?: string;
  portal?: 'agent';
}
