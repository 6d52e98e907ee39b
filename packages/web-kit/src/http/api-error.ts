import type { Problem } from '@croupier/contracts';

/** How an SPA reads the code of a failed answer: its body's code when known, else the nearest by status. */
export type CodeFor<C extends string> = (code: unknown, status: number) => C;

/**
 * A failed call. `status` 0 means no answer at all. `code` is what the UI translates (`errors.<CODE>`);
 * `fields` maps a request field to its reason; top-level members a problem document adds (captchaRequired,
 * retryAfterSeconds, verificationId, ...) are kept in `extra`; `problem` is the body when it was one.
 */
export class ApiError<C extends string = string> extends Error {
  readonly status: number;
  readonly code: C;
  readonly detail: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly extra: Readonly<Record<string, unknown>>;
  readonly problem: Problem | null;

  constructor(
    status: number,
    code: C,
    detail = '',
    fields: Record<string, string> = {},
    extra: Record<string, unknown> = {},
    problem: Problem | null = null,
  ) {
    super(detail || code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.fields = fields;
    this.extra = extra;
    this.problem = problem;
  }
}

export function isProblem(value: unknown): value is Problem {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { status?: unknown }).status === 'number'
  );
}

/**
 * The error a failed answer's body stands for: an RFC 9457 problem (`detail`) or the studio API's
 * `{ code, message, fields? }`; no body at all leaves the status to decide the code.
 */
export function apiErrorFromBody<C extends string>(
  status: number,
  body: unknown,
  codeFor: CodeFor<C>,
): ApiError<C> {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const {
    code,
    detail,
    message,
    fields: rawFields,
    type: _type,
    title: _title,
    status: _status,
    ...extra
  } = record;
  const fields: Record<string, string> = {};
  if (rawFields && typeof rawFields === 'object') {
    for (const [path, reason] of Object.entries(rawFields as Record<string, unknown>))
      fields[path] = typeof reason === 'string' ? reason : JSON.stringify(reason);
  }
  const text = detail ?? message ?? '';
  return new ApiError(
    status,
    codeFor(code, status),
    typeof text === 'string' ? text : String(text),
    fields,
    extra,
    isProblem(body) ? body : null,
  );
}

/**
 * Any thrown value as an ApiError. fetch rejects with a TypeError when the network fails before any answer
 * (status 0); anything else went wrong in the page itself and reads like a server fault.
 */
export function toApiError<C extends string>(error: unknown, codeFor: CodeFor<C>): ApiError<C> {
  if (error instanceof ApiError) return error as ApiError<C>;
  const detail = error instanceof Error ? error.message : '';
  return new ApiError(0, codeFor(undefined, error instanceof TypeError ? 0 : 500), detail);
}
