import type { ErrorCode, FieldErrorCode } from '@croupier/contracts';

/**
 * Situations that answer with a catalogue code under another status than the code's own, because API.md
 * fixed them so (platform/errors.ts maps each one). A command names the situation; it never names a status.
 */
export type ErrorSituation =
  /** The operator console asks for the authenticator code as part of the credentials (401, not 403). */
  | 'TOTP_REQUIRED'
  /** A transfer's receiving account is frozen: a conflict with another account's state (409, not 403). */
  | 'RECEIVER_FROZEN'
  /** A demo account has no password to reset: a conflict with the account's type (409, not 400). */
  | 'DEMO_HAS_NO_PASSWORD'
  /** A new demo account lost a race for its generated name; trying again succeeds (503, not 500). */
  | 'TRY_AGAIN';

export type DomainErrorCode = ErrorCode | ErrorSituation;

/**
 * A failure the client caused or must handle, named by a stable catalogue code (API.md). Commands and
 * repositories throw it; the error handler turns it into a problem JSON answer with the catalogue's status.
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    // A field can carry a generic reason (REQUIRED, INVALID…) or a specific catalogue code (SMS_CODE_EXPIRED…).
    readonly fields?: Record<string, FieldErrorCode | ErrorCode>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'The resource') => new DomainError('NOT_FOUND', `${what} does not exist.`);
export const forbidden = () => new DomainError('FORBIDDEN', 'You may not do this.');
export const validationFailed = (
  fields: Record<string, FieldErrorCode>,
  message = 'Some fields are not valid.',
) => new DomainError('VALIDATION_FAILED', message, fields);
export const idempotencyConflict = () =>
  new DomainError('IDEMPOTENCY_CONFLICT', 'This idempotency key was already used for a different request.');
