import type { Problem } from '@croupier/contracts';
import { isProblem, problemToFormErrors, type FormErrors } from './problem.ts';

const TOKEN_KEY = 'adminToken';

// The token lives in sessionStorage (API.md conventions): it dies with the tab, and a shared
// operator workstation does not keep a session alive after the browser is closed.
export function getToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string | null): void {
  try {
    if (token === null) sessionStorage.removeItem(TOKEN_KEY);
    else sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage can be disabled; the session then lasts only until the next reload.
  }
}

/** A failed call: the HTTP status and the problem body when the server sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | null;

  constructor(status: number, problem: Problem | null) {
    super(problem ? `${problem.code}: ${problem.detail}` : `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
  }

  /** The code to translate: the problem's, or NETWORK / UNKNOWN when there is none. */
  get code(): string {
    if (this.problem) return this.problem.code;
    return this.status === 0 ? 'NETWORK' : 'UNKNOWN';
  }
}

/**
 * Any thrown error as form errors: a problem body maps onto fields, while a network failure or a
 * body-less answer becomes one banner code, so it is never mistaken for a field mistake.
 */
export function toFormErrors(error: unknown, options: { conflictField?: string } = {}): FormErrors {
  if (error instanceof ApiError) {
    return error.problem ? problemToFormErrors(error.problem, options) : { fields: {}, form: error.code };
  }
  return { fields: {}, form: 'UNKNOWN' };
}

let unauthorizedHandler: (() => void) | null = null;

/** Called on a 401 to an authenticated call: the session ended, so the app goes back to login. */
export function onUnauthorized(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

/** `headers` carries extras such as the `Idempotency-Key` of money-moving calls. */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const token = getToken();
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/admin-api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, null);
  }

  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    // Only a call that carried a token can lose its session; a failed login stays on its page.
    if (response.status === 401 && token) {
      setToken(null);
      unauthorizedHandler?.();
    }
    throw new ApiError(response.status, isProblem(data) ? data : null);
  }
  return data as T;
}
