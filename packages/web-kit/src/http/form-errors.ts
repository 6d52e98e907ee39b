import type { Problem } from '@croupier/contracts';
import { ApiError } from './api-error.ts';

/** Field name → error code, keyed with dots: `customerService.0.url`. */
export type FieldErrors = Record<string, string>;

/** What a failed call boils down to for a form: errors per field, and one message for the rest. */
export interface FormErrors {
  fields: FieldErrors;
  /** An error code (ERROR_CODES, or NETWORK / UNKNOWN) shown above the form, or null. */
  form: string | null;
}

export const NO_ERRORS: FormErrors = { fields: {}, form: null };

/**
 * Servers name fields either plainly (`name`), as JSON pointers from schema validation
 * (`/customerService/0/url`) or with dots; forms key their inputs one way, so normalise here.
 */
export function normaliseFieldPath(path: string): string {
  return path
    .replace(/^\/+/, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .split(/[/.]/)
    .filter((part) => part !== '')
    .join('.');
}

/**
 * Maps a problem to form errors. Field errors replace the generic banner when present, because
 * VALIDATION_FAILED above a form whose fields are already marked only repeats itself; codes the
 * server sends for a field without a `fields` entry (CONFLICT on a username) go to `conflictField`.
 */
export function problemToFormErrors(
  problem: Problem | null,
  options: { conflictField?: string } = {},
): FormErrors {
  if (!problem) return { fields: {}, form: 'UNKNOWN' };
  const fields: FieldErrors = {};
  for (const [path, code] of Object.entries(problem.fields ?? {})) {
    fields[normaliseFieldPath(path)] = typeof code === 'string' && code !== '' ? code : 'INVALID';
  }
  const code: string = problem.code;
  if (options.conflictField && (code === 'CONFLICT' || problem.status === 409)) {
    fields[options.conflictField] = 'TAKEN';
  }
  const hasFields = Object.keys(fields).length > 0;
  if (hasFields && (code === 'VALIDATION_FAILED' || problem.status === 409)) return { fields, form: null };
  return { fields, form: code };
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

/**
 * The UI name of a field the server refused: the last segment of its path ("bet.bets.2.amount" → "amount"),
 * which a `fields.<name>` text translates when the UI knows it.
 */
export function fieldName(path: string): string {
  const parts = path.split(/[./[\]]+/).filter((p) => p !== '' && !/^\d+$/.test(p));
  return parts.at(-1) ?? path;
}

/** Errors for entries under `prefix` (`customerService`), re-keyed relative to it (`0.url`). */
export function fieldsUnder(fields: FieldErrors, prefix: string): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, code] of Object.entries(fields)) {
    if (key === prefix) out[''] = code;
    else if (key.startsWith(prefix + '.')) out[key.slice(prefix.length + 1)] = code;
  }
  return out;
}

/**
 * Whole minutes to wait from a problem's `retryAfterSeconds` (ACCOUNT_LOCKED, RATE_LIMITED), rounded up
 * so "try again in 1 min" never turns out too early; null when the server gave no usable figure.
 */
export function retryAfterMinutes(problem: Problem | null): number | null {
  const seconds: unknown = (problem as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.max(1, Math.ceil(seconds / 60));
}
