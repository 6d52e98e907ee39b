import type { ErrorCode } from '@croupier/contracts/constants';
import { ApiError, createApiClient, playerErrorCode } from '@croupier/web-kit';
import { deviceId, readToken } from '../session/storage.ts';
import { takeInlinedAnswer } from './inlined.ts';

const client = createApiClient({
  baseUrl: '/api/v1',
  token: readToken,
  codeFor: playerErrorCode,
  headers: () => ({ 'X-Device-Id': deviceId() }),
});

export function apiGet<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  // The page's answers were read as a guest: a member asks for their own.
  if (!readToken()) {
    const inlined = takeInlinedAnswer(path);
    if (inlined.found) return Promise.resolve(inlined.value as T);
  }
  return client.request<T>('GET', path, init);
}

/** POST; money-moving calls pass their `Idempotency-Key` in `headers`. */
export function apiPost<T>(
  path: string,
  body: unknown = {},
  init: { headers?: Record<string, string> } = {},
): Promise<T> {
  return client.request<T>('POST', path, { body, ...init });
}

/**
 * POST answering the status with the body, for calls whose 202 carries one: a vendor-wallet transfer the vendor
 * has not confirmed yet answers 202 with the transfer as it stands.
 */
export function apiPostAnswer<T>(
  path: string,
  body: unknown,
  init: { headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  return client.answer<T>('POST', path, { body, ...init });
}

/** DELETE, with a body where the endpoint wants proof (turning the authenticator off takes a code). */
export function apiDelete<T>(path: string, body?: unknown): Promise<T> {
  return client.request<T>('DELETE', path, { body });
}

/** A multipart upload (a withdrawal receipt): the browser sets the boundary. */
export function apiUpload<T>(path: string, form: FormData): Promise<T> {
  return client.upload<T>('POST', path, form);
}

/** The translation key for any thrown value, so no raw server text reaches the player. */
export function errorKey(error: unknown): `errors.${ErrorCode}` {
  // playerErrorCode reads every answer of this client as a code of the catalogue.
  if (error instanceof ApiError) return `errors.${error.code as ErrorCode}`;
  return 'errors.INTERNAL_ERROR';
}
