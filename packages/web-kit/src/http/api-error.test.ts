import { describe, expect, it } from 'vitest';
import { apiErrorFromBody, toApiError } from './api-error.ts';
import { consoleErrorCode, playerErrorCode, studioErrorCode } from './codes.ts';
import { fieldName } from './form-errors.ts';

const studioError = (status: number, body: unknown) => apiErrorFromBody(status, body, studioErrorCode);

describe('API errors of the studio', () => {
  it('keeps the codes of API.md and maps anything else by status', () => {
    expect(studioErrorCode('ROUND_OPEN', 409)).toBe('ROUND_OPEN');
    expect(studioErrorCode('SOMETHING_NEW', 401)).toBe('SESSION_EXPIRED');
    expect(studioErrorCode(undefined, 402)).toBe('INSUFFICIENT_FUNDS');
    expect(studioErrorCode(undefined, 503)).toBe('WALLET_UNAVAILABLE');
    expect(studioErrorCode(undefined, 500)).toBe('INTERNAL_ERROR');
  });

  it('reads field errors of VALIDATION_FAILED', () => {
    const error = studioError(400, {
      code: 'VALIDATION_FAILED',
      message: 'bad',
      fields: { 'bet.stake': 'too small' },
    });
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ 'bet.stake': 'too small' });
    expect(error.detail).toBe('bad');
    expect(fieldName('bet.bets.2.amount')).toBe('amount');
    expect(fieldName('/bet/target')).toBe('target');
  });

  it('turns a failed fetch into a network error', () => {
    expect(toApiError(new TypeError('Failed to fetch'), studioErrorCode).code).toBe('NETWORK');
    expect(toApiError(new Error('a bug'), studioErrorCode).code).toBe('INTERNAL_ERROR');
  });
});

describe('API errors of the platform', () => {
  const problem = {
    type: 'about:blank',
    title: 'Locked',
    status: 429,
    code: 'ACCOUNT_LOCKED',
    detail: 'Try later.',
    retryAfterSeconds: 600,
  };

  it('keeps a problem document, its detail and its extra members', () => {
    const error = apiErrorFromBody(429, problem, playerErrorCode);
    expect(error.code).toBe('ACCOUNT_LOCKED');
    expect(error.detail).toBe('Try later.');
    expect(error.extra).toEqual({ retryAfterSeconds: 600 });
    expect(error.problem).toEqual(problem);
  });

  it('maps unknown codes and bodiless answers to a stable code for players', () => {
    expect(apiErrorFromBody(401, undefined, playerErrorCode).code).toBe('LOGIN_REQUIRED');
    expect(apiErrorFromBody(502, { code: 'SOMETHING_NEW' }, playerErrorCode).code).toBe('INTERNAL_ERROR');
    expect(toApiError(new TypeError('Failed to fetch'), playerErrorCode).code).toBe('INTERNAL_ERROR');
  });

  it('shows operators the code as sent, NETWORK without an answer and UNKNOWN without a problem', () => {
    expect(apiErrorFromBody(409, { ...problem, code: 'CONFLICT' }, consoleErrorCode).code).toBe('CONFLICT');
    expect(apiErrorFromBody(502, undefined, consoleErrorCode).code).toBe('UNKNOWN');
    expect(apiErrorFromBody(502, undefined, consoleErrorCode).problem).toBeNull();
    expect(toApiError(new TypeError('Failed to fetch'), consoleErrorCode).code).toBe('NETWORK');
  });
});
