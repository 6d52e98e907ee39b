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
