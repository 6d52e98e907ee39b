import { REGISTER_METHODS, SMS_PURPOSES } from '@croupier/contracts';
import { OPTIONAL_REGISTRATION_FIELDS } from '@croupier/contracts/constants';
import { Type } from 'typebox';

const Text = (max: number) => Type.String({ maxLength: max });
const Code6 = Type.String({ pattern: '^[0-9]{6}$' });

// The answers' shapes are the site's too: they live in packages/contracts.
export {
  AffiliateCheckSchema as AffiliateCheck,
  CodeSentSchema as CodeSent,
  CountrySchema as Country,
  LoginAnswerSchema as LoginAnswer,
  PlayerUserSchema as User,
  RegisterRulesSchema as RulesAnswer,
  SessionAnswerSchema as SessionAnswer,
} from '@croupier/contracts';

const DialCode = Type.String({ pattern: '^[0-9]{1,4}$' });
const Mobile = Type.String({ minLength: 1, maxLength: 20 });

export const SmsCodeBody = Type.Object(
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

export const RegisterBody = Type.Object(
  {
    method: Type.Enum(REGISTER_METHODS),
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
