import type { Play } from './types.ts';

/** Helpers of the plays' tests: every number of a length, and what one selection wins on a result. */

export function allNumbers(digits: number): string[] {
  return Array.from({ length: 10 ** digits }, (_, i) => String(i).padStart(digits, '0'));
}

/** Winning notes of a selection on a result, across all its payouts; a refused selection fails the test. */
export function winningNotes<S, R>(play: Play<S, R>, selection: string, result: R): number {
  const parsed = play.parse(selection);
  if (!parsed.ok) throw new Error(`${play.code} ${selection}: ${parsed.error}`);
  return play.wins(parsed.selection, result).reduce((notes, win) => notes + win.notes, 0);
}
