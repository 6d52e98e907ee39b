import type { Problem } from '@croupier/contracts';
import { type FieldErrors } from '@croupier/web-kit';

export interface LoginInput {
  username: string;
  password: string;
  totp: string;
}

/** Client checks before the call, so obvious mistakes never cost a rate-limited attempt. */
export function validateLogin(input: LoginInput, totpShown: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (input.username.trim() === '') errors.username = 'REQUIRED';
  if (input.password === '') errors.password = 'REQUIRED';
  if (totpShown) {
    if (input.totp.trim() === '') errors.totp = 'REQUIRED';
    else if (!/^[0-9]{6}$/.test(input.totp.trim())) errors.totp = 'TOTP_FORMAT';
  }
  return errors;
}

/**
 * Whether the server asks for the authenticator code: it answers SECOND_VERIFICATION_REQUIRED with a
 * `totp` field error, so either sign counts (the field alone also covers a wrong code).
 */
export function needsTotp(problem: Problem | null): boolean {
  if (!problem) return false;
  return problem.code === 'SECOND_VERIFICATION_REQUIRED' || problem.fields?.totp !== undefined;
}
