import { describe, expect, it } from 'vitest';
import { normaliseTotp, validateNewPassword, validatePasswordChange, validateTotp } from './validate.ts';

describe('validateNewPassword', () => {
  it('requires both fields', () => {
    expect(validateNewPassword('', '')).toEqual({ newPassword: 'REQUIRED', confirm: 'REQUIRED' });
  });
  it('needs at least 10 and at most 200 characters', () => {
    expect(validateNewPassword('short', 'short')).toEqual({ newPassword: 'PASSWORD_SHORT' });
    expect(validateNewPassword('x'.repeat(201), 'x'.repeat(201))).toEqual({ newPassword: 'TOO_LONG' });
    expect(validateNewPassword('x'.repeat(10), 'x'.repeat(10))).toEqual({});
    expect(validateNewPassword('x'.repeat(200), 'x'.repeat(200))).toEqual({});
  });
  it('needs the confirmation to match', () => {
    expect(validateNewPassword('long enough 1', 'long enough 2')).toEqual({ confirm: 'PASSWORD_MISMATCH' });
  });
});

describe('validatePasswordChange', () => {
  it('also requires the current password', () => {
    expect(
      validatePasswordChange({ oldPassword: '', newPassword: 'long enough', confirm: 'long enough' }),
    ).toEqual({
      oldPassword: 'REQUIRED',
    });
    expect(
      validatePasswordChange({ oldPassword: 'old', newPassword: 'long enough', confirm: 'long enough' }),
    ).toEqual({});
  });
});

describe('validateTotp', () => {
  it('wants exactly six digits, spaces ignored', () => {
    expect(validateTotp('')).toEqual({ code: 'REQUIRED' });
    expect(validateTotp('12345')).toEqual({ code: 'TOTP_FORMAT' });
    expect(validateTotp('12a456')).toEqual({ code: 'TOTP_FORMAT' });
    expect(validateTotp('123 456')).toEqual({});
    expect(normaliseTotp(' 123 456 ')).toBe('123456');
  });
});
