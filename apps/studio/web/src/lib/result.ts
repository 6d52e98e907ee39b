/**
 * Readers for a Round's `result`, the engine's result as JSON (bigints as decimal strings). The server is built
 * in parallel, so every reader tolerates a missing or oddly typed member instead of breaking the screen.
 */
export function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function numberArray(value: unknown): number[] | null {
  if (!Array.isArray(value)) return null;
  const numbers = value.map(Number);
  return numbers.every(Number.isFinite) ? numbers : null;
}

/**
 * An engine multiplier as a number for display: a Ratio `{ num, den }` (bigints as strings), a decimal string or
 * a number. Null when it is none of these.
 */
export function ratioNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const n = Number(value);
    return value.trim() !== '' && Number.isFinite(n) ? n : null;
  }
  const record = asRecord(value);
  if (record.num === undefined || record.den === undefined) return null;
  try {
    const num = BigInt(record.num as string);
    const den = BigInt(record.den as string);
    if (den === 0n) return null;
    // Four decimals in integers first, so huge ratios do not lose their integer part in a float division.
    return Number((num * 10_000n) / den) / 10_000;
  } catch {
    return null;
  }
}
