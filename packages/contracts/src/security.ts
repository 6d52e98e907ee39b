import { Type, type Static } from 'typebox';

/**
 * The player's security centre (API.md "Accounts", member centre `securityCenter`), and the authenticator (TOTP)
 * enrolment, the same for players and operators (their account page).
 */

const DialCode = Type.String({ pattern: '^[0-9]{1,4}$' });
const Code6 = Type.String({ pattern: '^[0-9]{6}$' });
const strict = { additionalProperties: false } as const;

/** A device signed in to the account, as the security centre lists it. */
export const SecuritySessionSchema = Type.Object({
  id: Type.String(),
  ip: Type.String(),
  country: Type.Union([Type.String(), Type.Null()]),
  userAgent: Type.String(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  current: Type.Boolean(),
});
export type SecuritySession = Static<typeof SecuritySessionSchema>;

export const SignInSchema = Type.Object({
  at: Type.String(),
  ip: Type.String(),
  country: Type.Union([Type.String(), Type.Null()]),
  userAgent: Type.String(),
  method: Type.String(),
  success: Type.Boolean(),
});
export type SignIn = Static<typeof SignInSchema>;

/** `GET /api/v1/me/security`: bindings shown masked, the live sessions and the latest sign-ins. */
export const SecurityOverviewSchema = Type.Object({
  mobile: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  paymentPasswordSet: Type.Boolean(),
  totpEnabled: Type.Boolean(),
  sessions: Type.Array(SecuritySessionSchema),
  loginHistory: Type.Array(SignInSchema),
});
export type SecurityOverview = Static<typeof SecurityOverviewSchema>;

/** `POST /api/v1/me/payment-password`: the first time with the login password, later with the old one. */
export const PaymentPasswordSetSchema = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
    newPaymentPassword: Type.String({ maxLength: 200 }),
  },
  strict,
);
export type PaymentPasswordSet = Static<typeof PaymentPasswordSetSchema>;

/** `POST /api/v1/me/mobile/code`: the number to send a bind code to. */
export const MobileBindCodeSchema = Type.Object(
  { countryDialingCode: DialCode, mobileNum: Type.String({ maxLength: 20 }) },
  strict,
);
export type MobileBindCode = Static<typeof MobileBindCodeSchema>;

/** `POST /api/v1/me/mobile`: the number with the code it received. */
export const MobileBindSchema = Type.Object(
  { countryDialingCode: DialCode, mobileNum: Type.String({ maxLength: 20 }), verificationCode: Code6 },
  strict,
);
export type MobileBind = Static<typeof MobileBindSchema>;

/** `POST /api/v1/me/email/code`: the address to send a bind code to. */
export const EmailBindCodeSchema = Type.Object({ email: Type.String({ maxLength: 200 }) }, strict);
export type EmailBindCode = Static<typeof EmailBindCodeSchema>;

/** `POST /api/v1/me/email`: the address with the code it received. */
export const EmailBindSchema = Type.Object(
  { email: Type.String({ maxLength: 200 }), verificationCode: Code6 },
  strict,
);
export type EmailBind = Static<typeof EmailBindSchema>;

/** `POST …/me/totp`: the secret to type in, and the same as an `otpauth://` URL for a QR code. */
export const TotpEnrolmentSchema = Type.Object({ secret: Type.String(), otpauthUrl: Type.String() });
export type TotpEnrolment = Static<typeof TotpEnrolmentSchema>;

/** `POST …/me/totp/confirm` and `DELETE …/me/totp`: a code the authenticator shows now. */
export const TotpCodeSchema = Type.Object({ code: Code6 }, strict);
export type TotpCode = Static<typeof TotpCodeSchema>;
