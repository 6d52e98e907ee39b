import { normalTag, tagError } from '@croupier/contracts/player-tags';

/** The freeze / unfreeze reason limit, as the server checks it. */
export const REASON_MAX = 200;

/**
 * The reason length as the counter shows it. UTF-16 units, like the textarea's maxLength, so an
 * emoji counts two: never less than the server's count, so a reason the console accepts is accepted.
 */
export function reasonLength(reason: string): number {
  return reason.trim().length;
}

/** A field error code for the reason (fieldErrors.*), or null when it may be sent. */
export function validateReason(reason: string): 'REQUIRED' | 'TOO_LONG' | null {
  const length = reasonLength(reason);
  if (length === 0) return 'REQUIRED';
  if (length > REASON_MAX) return 'TOO_LONG';
  return null;
}

/** One typed tag for the chip editor: normalised as the server stores it, or why it is refused. */
export function parseTag(raw: string, existing: readonly string[]): { value: string } | { error: string } {
  const error = tagError(raw);
  if (error) return { error };
  const value = normalTag(raw);
  return existing.includes(value) ? { error: 'DUPLICATE' } : { value };
}
