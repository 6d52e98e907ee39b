/**
 * The error codes of the studio API (API.md) the UI translates under `errors.<CODE>`. Anything else (a proxy's
 * bare 502, an unknown code from a newer server) falls back to the nearest one by HTTP status, so no raw server
 * text ever reaches the player.
 */
export const STUDIO_ERROR_CODES = [
  'SESSION_EXPIRED',
  'GAME_NOT_FOUND',
  'GAME_MAINTENANCE',
  'PLAYER_BLOCKED',
  'VALIDATION_FAILED',
  'INSUFFICIENT_FUNDS',
  'ROUND_OPEN',
  'ROUND_NOT_FOUND',
  'ROUND_FINISHED',
  'LIMIT_REACHED',
  'WALLET_UNAVAILABLE',
  'ROUND_STARTED',
  'ROUND_CRASHED',
  'NETWORK',
  'INTERNAL_ERROR',
] as const;

export type StudioErrorCode = (typeof STUDIO_ERROR_CODES)[number];

const KNOWN = new Set<string>(STUDIO_ERROR_CODES);

export class ApiError extends Error {
  readonly status: number;
  readonly code: StudioErrorCode;
  /** VALIDATION_FAILED: field path → the server's (untranslated) reason. */
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, code: StudioErrorCode, message = '', fields: Record<string, string> = {}) {
    super(message || code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function codeFor(value: unknown, status: number): StudioErrorCode {
  if (typeof value === 'string' && KNOWN.has(value)) return value as StudioErrorCode;
  if (status === 401) return 'SESSION_EXPIRED';
  if (status === 402) return 'INSUFFICIENT_FUNDS';
  if (status === 400 || status === 422) return 'VALIDATION_FAILED';
  if (status === 404) return 'ROUND_NOT_FOUND';
  if (status === 503 || status === 502 || status === 504) return 'WALLET_UNAVAILABLE';
  return 'INTERNAL_ERROR';
}

/** Reads `{ code, message, fields? }` (or an RFC 9457 problem with `detail`) from a failed answer. */
export function errorFromBody(status: number, body: unknown): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const fields: Record<string, string> = {};
  if (record.fields && typeof record.fields === 'object') {
    for (const [key, value] of Object.entries(record.fields as Record<string, unknown>))
      fields[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  const message = typeof record.message === 'string' ? record.message : String(record.detail ?? '');
  return new ApiError(status, codeFor(record.code, status), message, fields);
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // fetch rejects with a TypeError when the network (or CORS) fails before any answer.
  if (error instanceof TypeError) return new ApiError(0, 'NETWORK', error.message);
  return new ApiError(0, 'INTERNAL_ERROR', error instanceof Error ? error.message : '');
}

/**
 * The UI name of a field the server refused: the last segment of its path ("bet.bets.2.amount" → "amount"),
 * which `fields.<name>` translates when the UI knows it.
 */
export function fieldName(path: string): string {
  const parts = path.split(/[./[\]]+/).filter((p) => p !== '' && !/^\d+$/.test(p));
  return parts.at(-1) ?? path;
}
