import { Type, type Static } from 'typebox';

/** Authenticator (TOTP) enrolment, the same for players (security centre) and operators (their account page). */

/** `POST …/me/totp`: the secret to type in, and the same as an `otpauth://` URL for a QR code. */
export const TotpEnrolmentSchema = Type.Object({ secret: Type.String(), otpauthUrl: Type.String() });
export type TotpEnrolment = Static<typeof TotpEnrolmentSchema>;

/** `POST …/me/totp/confirm` and `DELETE …/me/totp`: a code the authenticator shows now. */
export const TotpCodeSchema = Type.Object(
  { code: Type.String({ pattern: '^[0-9]{6}$' }) },
  { additionalProperties: false },
);
export type TotpCode = Static<typeof TotpCodeSchema>;
