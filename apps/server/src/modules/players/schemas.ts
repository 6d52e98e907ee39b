import { PlayerIdentitySchema } from '@croupier/contracts';
import { OPTIONAL_REGISTRATION_FIELDS, PATTERN_IDS } from '@croupier/contracts/constants';
import { Type } from 'typebox';

const Text = (max: number) => Type.String({ maxLength: max });
const Code6 = Type.String({ pattern: '^[0-9]{6}$' });

export const FieldRuleSchema = Type.Object({
  shown: Type.Boolean(),
  required: Type.Boolean(),
  acceptedPattern: Type.String(),
  minLength: Type.Integer(),
  maxLength: Type.Integer(),
  patternId: Type.Enum(PATTERN_IDS),
});
export const RulesAnswer = Type.Object({
  method: Type.Enum(['username', 'mobile']),
  fields: Type.Record(Type.String(), FieldRuleSchema),
});
export const Country = Type.Object({
  countryCode: Type.String(),
  countryDialingCode: Type.String(),
  minDigits: Type.Integer(),
  maxDigits: Type.Integer(),
});

export const User = Type.Object({
  ...PlayerIdentitySchema.properties,
  currency: Type.String(),
  balance: Type.String(),
  vip: Type.Object({ level: Type.Integer(), name: Type.String() }),
  unreadMessages: Type.Integer(),
  availablePromos: Type.Integer(),
  referralEnabled: Type.Boolean(),
});
export const SessionAnswer = Type.Object({ token: Type.String(), user: User });
export const LoginAnswer = Type.Object({
  token: Type.String(),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
  user: User,
});

const DialCode = Type.String({ pattern: '^[0-9]{1,4}$' });
const Mobile = Type.String({ minLength: 1, maxLength: 20 });

export const SmsCodeBody = Type.Object(
  {
    purpose: Type.Enum(['login', 'register', 'reset', 'verify']),
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

export const RegisterBody = Type.Object(
  {
    method: Type.Enum(['username', 'mobile']),
    username: Type.Optional(Text(64)),
    password: Text(200),
    confirmPassword: Text(200),
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

export const LoginBody = Type.Object(
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

export const ChangePasswordBody = Type.Object(
  {
    oldPassword: Type.String({ minLength: 1, maxLength: 200 }),
    newPassword: Text(200),
    confirmNewPassword: Text(200),
  },
  { additionalProperties: false },
);
export const ForgotBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    email: Type.String({ minLength: 3, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export const ResetBody = Type.Object(
  { resetToken: Type.String({ minLength: 20, maxLength: 200 }), newPassword: Text(200) },
  { additionalProperties: false },
);
export const ResetByPhoneBody = Type.Object(
  { mobileNum: Mobile, countryDialingCode: DialCode, verificationCode: Code6, newPassword: Text(200) },
  { additionalProperties: false },
);

const VerificationId = Type.String({ minLength: 10, maxLength: 600 });
export const VerifySendBody = Type.Object(
  { verificationId: VerificationId, method: Type.Enum(['sms', 'email']) },
  { additionalProperties: false },
);
export const VerifyBody = Type.Object(
  {
    verificationId: VerificationId,
    method: Type.Enum(['sms', 'email', 'bankName', 'totp']),
    value: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);
