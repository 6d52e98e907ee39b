import { expect, it } from 'vitest';
import type { Play, SelectionError } from './types.ts';

/**
 * Checks shared by the families' tests: a play's notes and chances against every result its family can draw, and
 * hand vectors. `exact` accumulates fractions in bigint so no rounding hides a wrong count.
 */

type Result = readonly number[];

/** Every sequence of `length` numbers from `first` to `last`, repeats allowed (SSC's digits, K3's dice). */
export function sequences(length: number, first: number, last: number): Result[] {
  if (length === 0) return [[]];
  const shorter = sequences(length - 1, first, last);
  const numbers = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return shorter.flatMap((start) => numbers.map((number) => [...start, number]));
}

/** Every ordered draw of `length` different numbers from `numbers` (11x5's five of eleven). */
export function arrangements(numbers: readonly number[], length: number): Result[] {
  if (length === 0) return [[]];
  return numbers.flatMap((number) =>
    arrangements(
      numbers.filter((other) => other !== number),
      length - 1,
    ).map((rest) => [number, ...rest]),
  );
}

/**
 * Permutations of `numbers` that give the places in `places` every arrangement exactly once, the other places
 * taking the numbers left in ascending order: for a play that reads only those places, this is the full set of
 * permutations with each class counted once (PK10's 10! is too many to walk).
 */
export function permutationsOver(numbers: readonly number[], places: readonly number[]): Result[] {
  return arrangements(numbers, places.length).map((chosen) => {
    const rest = numbers.filter((number) => !chosen.includes(number));
    return numbers.map((_, place) => {
      const index = places.indexOf(place);
      return index >= 0 ? chosen[index]! : rest.shift()!;
    });
  });
}

/**
 * Each note wins with its chance p, so over every equally likely result the winning notes divided by their p add
 * up to notes × |results|: this pins a selection's note count and its chances together, exactly.
 */
export function expectExactChances(
  play: Play<unknown, Result>,
  text: string,
  results: readonly Result[],
): void {
  const parsed = play.parse(text);
  if (!parsed.ok) throw new Error(`${play.code} refused ${text}: ${parsed.error}`);
  const winsByChance = new Map<string, { chance: readonly [number, number]; notes: number }>();
  for (const result of results) {
    for (const win of play.wins(parsed.selection, result)) {
      if (win.payout.basis !== 'group') throw new Error(`${play.code} pays at odds`);
      const key = win.payout.chance.join('/');
      const entry = winsByChance.get(key) ?? { chance: win.payout.chance, notes: 0 };
      entry.notes += win.notes;
      winsByChance.set(key, entry);
    }
  }
  let numerator = 0n;
  let denominator = 1n;
  for (const { chance, notes } of winsByChance.values()) {
    numerator = numerator * BigInt(chance[0]) + BigInt(notes) * BigInt(chance[1]) * denominator;
    denominator *= BigInt(chance[0]);
  }
  expect(numerator, `${play.code} ${text}`).toBe(BigInt(parsed.notes * results.length) * denominator);
}

export function playOf<R>(plays: readonly Play<unknown, R>[], code: string): Play<unknown, R> {
  const play = plays.find((candidate) => candidate.code === code);
  if (!play) throw new Error(`no play ${code}`);
  return play;
}

/** The notes `text` makes, or the error it is refused with. */
export function notesOf(play: Play<unknown, Result>, text: string): number | SelectionError {
  const parsed = play.parse(text);
  return parsed.ok ? parsed.notes : parsed.error;
}

/** The winning notes of `text` on `result`, as `notes@numerator/denominator` per payout. */
export function winsOf(play: Play<unknown, Result>, text: string, result: Result): string[] {
  const parsed = play.parse(text);
  if (!parsed.ok) throw new Error(`${play.code} refused ${text}: ${parsed.error}`);
  return play.wins(parsed.selection, result).map(({ notes, payout }) => {
    if (payout.basis !== 'group') throw new Error(`${play.code} pays at odds`);
    return `${notes}@${payout.chance.join('/')}`;
  });
}

/** Selections per play code, each with the notes counted by hand. */
export type NoteCases = Record<string, readonly (readonly [text: string, notes: number])[]>;

/** Big, small, odd and even each on its own (to pin each one's chance), then all four. */
export const EACH_BIG_SMALL_ODD_EVEN = [
  ['big', 1],
  ['small', 1],
  ['odd', 1],
  ['even', 1],
  ['big,small,odd,even', 4],
] as const;

/**
 * The enumeration tests of a family: every play has hand-counted selections, and its example and each of them
 * win exactly their chances over `resultsFor(selection)` (every result, or every class of results that matters).
 */
export function itCountsEveryPlayExactly(
  plays: readonly Play<unknown, Result>[],
  cases: NoteCases,
  resultsFor: (play: Play<unknown, Result>, text: string) => readonly Result[],
): void {
  it('has hand-counted selections for every play', () => {
    expect(Object.keys(cases).sort()).toEqual(plays.map((play) => play.code).sort());
  });
  it('names every play apart, under its family, at 2 units a note', () => {
    expect(new Set(plays.map((play) => play.code)).size).toBe(plays.length);
    for (const play of plays) {
      expect(play.code.startsWith(`${play.family}.`), play.code).toBe(true);
      expect(Object.keys(play).sort()).toEqual([
        'code',
        'example',
        'family',
        'parse',
        'payouts',
        'unitsPerNote',
        'wins',
      ]);
      expect(play.unitsPerNote).toBe(2);
    }
  });
  for (const play of plays) {
    it(`${play.code}: notes as counted by hand, chances exact over every result`, () => {
      const selections = cases[play.code] ?? [];
      expect(selections.map(([text]) => notesOf(play, text))).toEqual(selections.map(([, notes]) => notes));
      for (const text of [play.example, ...selections.map(([selection]) => selection)]) {
        expectExactChances(play, text, resultsFor(play, text));
      }
    });
  }
}

/** Each row's selection is refused by its play with its error. */
export function itRefuses(
  plays: readonly Play<unknown, Result>[],
  rows: readonly (readonly [code: string, text: string, error: SelectionError])[],
): void {
  it.each(rows)('%s refuses %j with %s', (code, text, error) => {
    expect(notesOf(playOf(plays, code), text)).toBe(error);
  });
}
