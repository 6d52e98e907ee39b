import { consoleErrorCode, createApiClient, type Method } from '@croupier/web-kit';

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

let unauthorizedHandler: (() => void) | null = null;

/** Called on a 401 to an authenticated call: the session ended, so the app goes back to login. */
export function onUnauthorized(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

const client = createApiClient({
  baseUrl: '/admin-api/v1',
  token: getToken,
  codeFor: consoleErrorCode,
  onSessionEnded() {
    setToken(null);
    unauthorizedHandler?.();
  },
});

/** `headers` carries extras such as the `Idempotency-Key` of money-moving calls. */
export function api<T>(
  method: Method,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  return client.request<T>(method, path, { body, headers: extraHeaders });
}

/** Bytes behind the bearer token (proof images), which an <img src> cannot fetch itself. */
export function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  return client.blob(path, signal);
}
