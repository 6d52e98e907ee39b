import { Type, type Static } from 'typebox';

/** Stable machine codes of the error catalogue (API.md). The SPAs translate them; never rename one. */
export const ERROR_CODES = [
  'WRONG_CREDENTIALS',
  'USER_NOT_FOUND',
  'NOT_A_MEMBER',
  'NOT_AN_AGENT',
  'LOGIN_REQUIRED',
  'TRIAL_NOT_ALLOWED',
  'DOMAIN_CHECK_FAILED',
  'REGION_BLOCKED',
  'MAINTENANCE',
  'GAME_MAINTENANCE',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'PHONE_INVALID',
  'SMS_TOO_MANY_REQUESTS',
  'SMS_CODE_INVALID',
  'SMS_CODE_EXPIRED',
  'SMS_QUOTA_EXCEEDED',
  'OPERATION_DISABLED',
  'VALIDATION_FAILED',
  'INVITATION_CODE_INVALID',
  'TERMS_NOT_ACCEPTED',
  'PASSWORD_MISMATCH',
  'SECOND_VERIFICATION_REQUIRED',
  'INSUFFICIENT_FUNDS',
  'IDEMPOTENCY_CONFLICT',
  'RATE_LIMITED',
  'ACCOUNT_LOCKED',
  'ACCOUNT_FROZEN',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'MALFORMED_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Field-level reasons in `fields` of a problem; the SPAs translate these too. */
export const FIELD_ERROR_CODES = ['REQUIRED', 'INVALID', 'TOO_SHORT', 'TOO_LONG', 'NOT_ALLOWED'] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** RFC 9457 problem details, as every non-vendor error body. */
export const ProblemSchema = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    code: Type.String(),
    detail: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  },
  { additionalProperties: true },
);
export type Problem = Static<typeof ProblemSchema> & { code: ErrorCode };
