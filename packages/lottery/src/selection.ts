import type { SelectionError } from './types.ts';

/**
 * The selection grammar, one text format for every play, so the slip, the API and the stored ticket carry the
 * same text:
 * - positions are separated by `|`, picks within a position by `,`: SSC back-three straight `1,2|3|4,5`;
 * - a play without positions is one comma list: `big,odd`;
 * - a pick is a number without leading zeros (`0`, `7`, `10`) or a lowercase word (`big`, `dragon`);
 * - no spaces; a position may be left empty only where the play says so (SSC fixed position `1,2|||9|`).
 *
 * Refusals, checked in this order so a player sees the most basic mistake first:
 * - `SELECTION_MALFORMED`: a character or an empty pick the grammar does not allow (`1,,2`, `1 2`, `07`);
 * - `SELECTION_OUT_OF_RANGE`: a well-formed pick the play does not offer (`10` in an SSC position, `big` in K3's sum);
 * - `SELECTION_DUPLICATE`: the same pick twice in one position;
 * - `SELECTION_TOO_FEW`: fewer positions than the play has, an empty position it needs, or fewer picks than one
 *   note takes (two digits for 组六);
 * - `SELECTION_TOO_MANY`: more positions than the play has.
 */

const PICK = /^(?:0|[1-9][0-9]*|[a-z]+)$/;

/** The picks a play offers, as values; a token names the value whose decimal or word text it is. */
export type Alphabet<P extends number | string> = readonly P[];

/** The whole numbers from `first` to `last`, both included. */
export function numbersFrom(first: number, last: number): Alphabet<number> {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

export type Refusal = { ok: false; error: SelectionError };
export type Sections<P> = { ok: true; positions: P[][] } | Refusal;

export function refuse(error: SelectionError): Refusal {
  return { ok: false, error };
}

/**
 * Reads `text` as `positions` positions of picks from `alphabet`; `emptyPositions` lets a position hold no pick
 * (the play then decides how many picks it needs in all).
 */
export function parseSections<P extends number | string>(
  text: string,
  shape: { positions: number; alphabet: Alphabet<P>; emptyPositions?: boolean },
): Sections<P> {
  const sections = text.split('|').map((section) => (section === '' ? [] : section.split(',')));
  if (sections.some((tokens) => tokens.some((token) => !PICK.test(token))))
    return refuse('SELECTION_MALFORMED');
  const positions = sections.map((tokens) => tokens.map((token) => pickOf(shape.alphabet, token)));
  if (positions.some((picks) => picks.includes(undefined))) return refuse('SELECTION_OUT_OF_RANGE');
  if (positions.some((picks) => new Set(picks).size !== picks.length)) return refuse('SELECTION_DUPLICATE');
  if (positions.length < shape.positions) return refuse('SELECTION_TOO_FEW');
  if (positions.length > shape.positions) return refuse('SELECTION_TOO_MANY');
  if (!shape.emptyPositions && positions.some((picks) => picks.length === 0))
    return refuse('SELECTION_TOO_FEW');
  return { ok: true, positions: positions as P[][] };
}

function pickOf<P extends number | string>(alphabet: Alphabet<P>, token: string): P | undefined {
  return alphabet.find((pick) => String(pick) === token);
}

/** C(n, k): the number of ways to choose k of n things. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let ways = 1;
  for (let taken = 0; taken < k; taken++) ways = (ways * (n - taken)) / (taken + 1);
  return ways;
}
