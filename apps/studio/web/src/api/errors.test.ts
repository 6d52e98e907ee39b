import { describe, expect, it } from 'vitest';
import { codeFor, errorFromBody, fieldName, toApiError } from './errors.ts';

describe('API errors', () => {
  it('keeps the codes of API.md and maps anything else by status', () => {
    expect(codeFor('ROUND_OPEN', 409)).toBe('ROUND_OPEN');
    expect(codeFor('SOMETHING_NEW', 401)).toBe('SESSION_EXPIRED');
    expect(codeFor(undefined, 402)).toBe('INSUFFICIENT_FUNDS');
    expect(codeFor(undefined, 503)).toBe('WALLET_UNAVAILABLE');
    expect(codeFor(undefined, 500)).toBe('INTERNAL_ERROR');
  });

  it('reads field errors of VALIDATION_FAILED', () => {
    const error = errorFromBody(400, {
      code: 'VALIDATION_FAILED',
      message: 'bad',
      fields: { 'bet.stake': 'too small' },
    });
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ 'bet.stake': 'too small' });
    expect(fieldName('bet.bets.2.amount')).toBe('amount');
    expect(fieldName('/bet/target')).toBe('target');
  });

  it('turns a failed fetch into a network error', () => {
    expect(toApiError(new TypeError('Failed to fetch')).code).toBe('NETWORK');
  });
});
