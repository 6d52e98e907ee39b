import { type FieldErrors } from '@croupier/web-kit';

/** The server's password bounds (10–200 characters); checked here so a typo never costs a call. */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

export function validateNewPassword(password: string, confirm: string): FieldErrors {
  const errors: FieldErrors = {};
  if (password === '') errors.newPassword = 'REQUIRED';
  else if (password.length < PASSWORD_MIN) errors.newPassword = 'PASSWORD_SHORT';
  else if (password.length > PASSWORD_MAX) errors.newPassword = 'TOO_LONG';
  // A mismatch is only worth saying once the first field is filled in.
  if (confirm === '') errors.confirm = 'REQUIRED';
  else if (password !== '' && confirm !== password) errors.confirm = 'PASSWORD_MISMATCH';
  return errors;
}

export function validatePasswordChange(input: {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (input.oldPassword === '') errors.oldPassword = 'REQUIRED';
  return { ...errors, ...validateNewPassword(input.newPassword, input.confirm) };
}

/** Authenticator codes are exactly 6 digits; spaces some apps show between groups are dropped. */
export function normaliseTotp(code: string): string {
  return code.replace(/\s+/g, '');
}

export function validateTotp(code: string): FieldErrors {
  const value = normaliseTotp(code);
  if (value === '') return { code: 'REQUIRED' };
  if (!/^[0-9]{6}$/.test(value)) return { code: 'TOTP_FORMAT' };
  return {};
}
