import { describe, expect, it } from 'vitest';
import type { Problem } from '@croupier/contracts';
import { needsTotp, validateLogin } from './validate.ts';

describe('validateLogin', () => {
  it('requires username and password, and 6 digits once the code is asked for', () => {
    expect(validateLogin({ username: ' ', password: '', totp: '' }, false)).toEqual({
      username: 'REQUIRED',
      password: 'REQUIRED',
    });
    expect(validateLogin({ username: 'a', password: 'b', totp: '12345' }, true)).toEqual({
      totp: 'TOTP_FORMAT',
    });
    expect(validateLogin({ username: 'a', password: 'b', totp: '123456' }, true)).toEqual({});
    expect(validateLogin({ username: 'a', password: 'b', totp: '' }, false)).toEqual({});
  });
});

describe('needsTotp', () => {
  const p = (code: string, fields?: Record<string, string>) =>
    ({ type: 'x', title: 'x', status: 401, code, detail: '', fields }) as Problem;
  it('recognises every way the server asks for the code', () => {
    expect(needsTotp(p('SECOND_VERIFICATION_REQUIRED'))).toBe(true);
    expect(needsTotp(p('VALIDATION_FAILED', { totp: 'REQUIRED' }))).toBe(true);
    expect(needsTotp(p('WRONG_CREDENTIALS'))).toBe(false);
    expect(needsTotp(null)).toBe(false);
  });
});
