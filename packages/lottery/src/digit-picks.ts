import type { Parsed, PlayPayout, SelectionError, Win } from './types.ts';

/**
 * Selections of the Vietnamese, Thai and 4D plays: numbers of a fixed count of digits, separated by `,` (one
 * position, so no `|`). Leading zeros are part of the number: `05` is a two-digit pick, `5` is malformed.
 */

export type DigitPicks = readonly string[];

export interface PickLimits {
  /** Fewest picks (1 when absent). */
  min?: number;
  /** Most picks (no limit beyond distinctness when absent). */
  max?: number;
}

export function parseDigitPicks(
  text: string,
  digits: number,
  limits: PickLimits = {},
): { ok: true; picks: DigitPicks } | { ok: false; error: SelectionError } {
  if (text === '') return { ok: false, error: 'SELECTION_TOO_FEW' };
  const picks = text.split(',');
  const shape = new RegExp(`^\\d{${digits}}$`);
  if (!picks.every((pick) => shape.test(pick))) return { ok: false, error: 'SELECTION_MALFORMED' };
  if (new Set(picks).size !== picks.length) return { ok: false, error: 'SELECTION_DUPLICATE' };
  if (picks.length < (limits.min ?? 1)) return { ok: false, error: 'SELECTION_TOO_FEW' };
  if (limits.max !== undefined && picks.length > limits.max)
    return { ok: false, error: 'SELECTION_TOO_MANY' };
  return { ok: true, picks };
}

/** The parser of a play where every pick is one note. */
export function notePerPick(digits: number, limits?: PickLimits): (text: string) => Parsed<DigitPicks> {
  return (text) => {
    const parsed = parseDigitPicks(text, digits, limits);
    return parsed.ok ? { ok: true, selection: parsed.picks, notes: parsed.picks.length } : parsed;
  };
}

/** `notes` winning notes paid at the brand's odds under `oddsKey` (nothing when none won). */
/** A play paid at the brand's odds under each of `oddsKeys` (one per prize tier it can win). */
export const oddsPayouts = (...oddsKeys: readonly string[]): PlayPayout[] =>
  oddsKeys.map((oddsKey) => ({ payout: { basis: 'odds', oddsKey } }));

export function oddsWin(notes: number, oddsKey: string): Win[] {
  return notes > 0 ? [{ notes, payout: { basis: 'odds', oddsKey } }] : [];
}
