import { ERROR_CODES, type ErrorCode } from '@croupier/contracts/constants';
import { readToken } from '../session/storage.ts';

/**
 * A failed call, carrying the problem `code` the UI translates via `errors.<CODE>`. Problem documents
 * may add top-level members (captchaRequired, retryAfterSeconds, verificationId, methods): kept in `extra`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Readonly<Record<string, string>>;
  readonly extra: Readonly<Record<string, unknown>>;

  constructor(
    status: number,
    code: ErrorCode,
    detail: string,
    fields: Record<string, string> = {},
    extra: Record<string, unknown> = {},
  ) {
    super(detail || code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.extra = extra;
  }
}

const KNOWN = new Set<string>(ERROR_CODES);

function toCode(value: unknown, status: number): ErrorCode {
  if (typeof value === 'string' && KNOWN.has(value)) return value as ErrorCode;
  // Proxies and crashed servers answer without a problem body; map them to the nearest stable code.
  if (status === 401) return 'LOGIN_REQUIRED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return 'INTERNAL_ERROR';
}

export async function toApiError(response: Response): Promise<ApiError> {
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    // Not a problem document; the status alone decides the code.
  }
  const { code, detail, fields, type: _type, title: _title, status: _status, ...extra } = body;
  return new ApiError(
    response.status,
    toCode(code, response.status),
    String(detail ?? ''),
    fields && typeof fields === 'object' ? (fields as Record<string, string>) : {},
    extra,
  );
}

async function send(
  method: string,
  path: string,
  body: unknown,
  signal?: AbortSignal,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ?? null,
  });
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function call<T>(
  method: string,
  path: string,
  body: unknown,
  signal?: AbortSignal,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const response = await send(method, path, body, signal, extraHeaders);
  // 202 and 204 answers carry no body worth reading.
  if (response.status === 204 || response.status === 202) return undefined as T;
  return (await response.json()) as T;
}

export function apiGet<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  return call<T>('GET', path, undefined, init.signal);
}

/** POST; money-moving calls pass their `Idempotency-Key` in `headers`. */
export function apiPost<T>(
  path: string,
  body: unknown = {},
  init: { headers?: Record<string, string> } = {},
): Promise<T> {
  return call<T>('POST', path, body, undefined, init.headers);
}

/**
 * POST answering the status with the body, for calls whose 202 carries one: a vendor-wallet transfer the vendor
 * has not confirmed yet answers 202 with the transfer as it stands.
 */
export async function apiPostAnswer<T>(
  path: string,
  body: unknown,
  init: { headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const response = await send('POST', path, body, undefined, init.headers);
  return { status: response.status, body: (await response.json()) as T };
}

/** DELETE, with a body where the endpoint wants proof (turning the authenticator off takes a code). */
export function apiDelete<T>(path: string, body?: unknown): Promise<T> {
  return call<T>('DELETE', path, body);
}

/** The translation key for any thrown value, so no raw server text reaches the player. */
export function errorKey(error: unknown): `errors.${ErrorCode}` {
  if (error instanceof ApiError) return `errors.${error.code}`;
  return 'errors.INTERNAL_ERROR';
}
