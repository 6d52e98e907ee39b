import { describe, expect, it } from 'vitest';
import type { Problem } from '@croupier/contracts';
import { fieldsUnder, normaliseFieldPath, problemToFormErrors, retryAfterMinutes } from './form-errors.ts';

const problem = (over: { code: string; status?: number; fields?: Record<string, string> }): Problem =>
  ({ type: 'about:blank', title: 't', status: 400, detail: 'd', ...over }) as Problem;

describe('normaliseFieldPath', () => {
  it('turns JSON pointers, brackets and dots into one dotted form', () => {
    expect(normaliseFieldPath('/customerService/0/url')).toBe('customerService.0.url');
    expect(normaliseFieldPath('customerService[1].title')).toBe('customerService.1.title');
    expect(normaliseFieldPath('name')).toBe('name');
  });
});

describe('problemToFormErrors', () => {
  it('puts VALIDATION_FAILED fields under their fields with no banner', () => {
    const out = problemToFormErrors(
      problem({ code: 'VALIDATION_FAILED', fields: { '/accentColor': 'INVALID' } }),
    );
    expect(out).toEqual({ fields: { accentColor: 'INVALID' }, form: null });
  });

  it('keeps the banner for codes that are not about fields', () => {
    expect(problemToFormErrors(problem({ code: 'FORBIDDEN', status: 403 }))).toEqual({
      fields: {},
      form: 'FORBIDDEN',
    });
  });

  it('maps a 409 conflict onto the named field', () => {
    const out = problemToFormErrors(problem({ code: 'CONFLICT', status: 409 }), {
      conflictField: 'username',
    });
    expect(out).toEqual({ fields: { username: 'TAKEN' }, form: null });
  });

  it('shows a taken username (409 ALREADY_EXISTS) on the username field', () => {
    const out = problemToFormErrors(
      problem({ code: 'ALREADY_EXISTS', status: 409, fields: { username: 'NOT_ALLOWED' } }),
      { conflictField: 'username' },
    );
    expect(out).toEqual({ fields: { username: 'TAKEN' }, form: null });
  });

  it('falls back to UNKNOWN without a problem body', () => {
    expect(problemToFormErrors(null).form).toBe('UNKNOWN');
  });
});

describe('fieldsUnder', () => {
  it('re-keys a list section’s errors relative to it', () => {
    expect(
      fieldsUnder(
        { 'customerService.0.url': 'INVALID', customerService: 'TOO_LONG', name: 'REQUIRED' },
        'customerService',
      ),
    ).toEqual({
      '0.url': 'INVALID',
      '': 'TOO_LONG',
    });
  });
});

describe('retryAfterMinutes', () => {
  const locked = (retryAfterSeconds: unknown) =>
    ({ ...problem({ code: 'ACCOUNT_LOCKED', status: 429 }), retryAfterSeconds }) as Problem;
  it('rounds the wait up to whole minutes', () => {
    expect(retryAfterMinutes(locked(900))).toBe(15);
    expect(retryAfterMinutes(locked(61))).toBe(2);
    expect(retryAfterMinutes(locked(5))).toBe(1);
  });
  it('is null without a usable figure', () => {
    expect(retryAfterMinutes(locked(undefined))).toBeNull();
    expect(retryAfterMinutes(locked('900'))).toBeNull();
    expect(retryAfterMinutes(locked(0))).toBeNull();
    expect(retryAfterMinutes(null)).toBeNull();
  });
});
