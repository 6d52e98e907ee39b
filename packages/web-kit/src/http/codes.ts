import {
  ERROR_CODES,
  STUDIO_ERROR_CODES,
  type ErrorCode,
  type StudioErrorCode,
} from '@croupier/contracts/constants';
import type { ClientErrorCode } from '../error-texts/codes.ts';
import type { CodeFor } from './api-error.ts';

const PLATFORM = new Set<string>(ERROR_CODES);
const STUDIO = new Set<string>(STUDIO_ERROR_CODES);

/**
 * The player site's reading: a code of the catalogue, else the nearest stable one by status, so no raw
 * server text reaches a player (proxies and crashed servers answer without a problem body).
 */
export const playerErrorCode: CodeFor<ErrorCode> = (code, status) => {
  if (typeof code === 'string' && PLATFORM.has(code)) return code as ErrorCode;
  if (status === 401) return 'LOGIN_REQUIRED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return 'INTERNAL_ERROR';
};

/**
 * The console's reading: the server's code as sent (operators see codes newer than their console as the
 * generic text), NETWORK without an answer and UNKNOWN for an answer without a problem body.
 */
export const consoleErrorCode: CodeFor<string> = (code, status) => {
  if (typeof code === 'string') return code;
  const missing: ClientErrorCode = status === 0 ? 'NETWORK' : 'UNKNOWN';
  return missing;
};

/** The studio game window's reading of its own API's codes (apps/studio/API.md). */
export const studioErrorCode: CodeFor<StudioErrorCode | 'NETWORK'> = (code, status) => {
  if (typeof code === 'string' && STUDIO.has(code)) return code as StudioErrorCode;
  if (status === 0) return 'NETWORK';
  if (status === 401) return 'SESSION_EXPIRED';
  if (status === 402) return 'INSUFFICIENT_FUNDS';
  if (status === 400 || status === 422) return 'VALIDATION_FAILED';
  if (status === 404) return 'ROUND_NOT_FOUND';
  if (status === 503 || status === 502 || status === 504) return 'WALLET_UNAVAILABLE';
  return 'INTERNAL_ERROR';
};
