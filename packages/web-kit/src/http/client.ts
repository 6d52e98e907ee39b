import { apiErrorFromBody, toApiError, type CodeFor } from './api-error.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientOptions<C extends string> {
  /** Prefix of every path: `/api/v1`, `/admin-api/v1`, `/studio-api/v1`. */
  baseUrl: string;
  /** The bearer credential to send, read at each call. */
  token?: () => string | null;
  codeFor: CodeFor<C>;
  /** A call that carried a token was answered 401: the session is over (a failed sign-in is not). */
  onSessionEnded?: () => void;
  /** Headers every call carries, read at each call (the player site's device id). */
  headers?: () => Record<string, string>;
}

export interface RequestInit {
  body?: unknown;
  /** Extras such as the `Idempotency-Key` of money-moving calls. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClient {
  /** The answer's body (undefined when it has none); a failed answer throws an ApiError. */
  request<T>(method: Method, path: string, init?: RequestInit): Promise<T>;
  /** With the status too, for calls whose 202 carries a body that means something else than 200's. */
  answer<T>(method: Method, path: string, init?: RequestInit): Promise<{ status: number; body: T }>;
  /** A body of another kind (multipart uploads): the browser sets its content type. */
  upload<T>(method: Method, path: string, form: FormData): Promise<T>;
  /** Bytes an <img src> cannot fetch itself, because they need the bearer token. */
  blob(path: string, signal?: AbortSignal): Promise<Blob>;
}

/** The one HTTP client of the SPAs: JSON in and out, bearer token, problem answers as ApiError. */
export function createApiClient<C extends string>(options: ApiClientOptions<C>): ApiClient {
  async function send(
    method: Method,
    path: string,
    payload: BodyInit | null,
    headers: Record<string, string>,
    signal: AbortSignal | undefined,
    read: (response: Response) => Promise<unknown> = readBody,
  ): Promise<{ status: number; body: unknown }> {
    const token = options.token?.() ?? null;
    const allHeaders: Record<string, string> = {
      Accept: 'application/json',
      ...options.headers?.(),
      ...headers,
    };
    if (token) allHeaders.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: allHeaders,
        body: payload,
        signal: signal ?? null,
      });
    } catch (error) {
      // The caller gave up: that is not a failure to show.
      if (signal?.aborted) throw error;
      throw toApiError(error, options.codeFor);
    }
    if (!response.ok) {
      if (response.status === 401 && token) options.onSessionEnded?.();
      throw apiErrorFromBody(response.status, await readBody(response), options.codeFor);
    }
    return { status: response.status, body: await read(response) };
  }

  function json(method: Method, path: string, init: RequestInit) {
    const headers = { ...init.headers };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const payload = init.body === undefined ? null : JSON.stringify(init.body);
    return send(method, path, payload, headers, init.signal);
  }

  return {
    async request<T>(method: Method, path: string, init: RequestInit = {}) {
      return (await json(method, path, init)).body as T;
    },
    async answer<T>(method: Method, path: string, init: RequestInit = {}) {
      const { status, body } = await json(method, path, init);
      return { status, body: body as T };
    },
    async upload<T>(method: Method, path: string, form: FormData) {
      return (await send(method, path, form, {}, undefined)).body as T;
    },
    async blob(path: string, signal?: AbortSignal) {
      const read = (response: Response) => response.blob();
      return (await send('GET', path, null, { Accept: '*/*' }, signal, read)).body as Blob;
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON (a proxy's error page): the status alone decides what went wrong.
    return undefined;
  }
}
