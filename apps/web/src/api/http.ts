import { ERROR_CODES, type ErrorCode } from '@croupier/contracts/constants';
import { readToken } from '../session/storage.ts';

/** A failed call, carrying the problem `code` the UI translates via `errors.<CODE>`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, code: ErrorCode, detail: string, fields: Record<string, string> = {}) {
    super(detail || code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
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

export async function apiGet<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`/api/v1${path}`, { headers, signal: init.signal ?? null });
  if (!response.ok) {
    let body: { code?: unknown; detail?: unknown; fields?: unknown } = {};
    try {
      body = (await response.json()) as typeof body;
    } catch {
      // Not a problem document; the status alone decides the code.
    }
    const fields =
      body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : {};
    throw new ApiError(
      response.status,
      toCode(body.code, response.status),
      String(body.detail ?? ''),
      fields,
    );
  }
  return (await response.json()) as T;
}

/** The translation key for any thrown value, so no raw server text reaches the player. */
export function errorKey(error: unknown): `errors.${ErrorCode}` {
  if (error instanceof ApiError) return `errors.${error.code}`;
  return 'errors.INTERNAL_ERROR';
}
