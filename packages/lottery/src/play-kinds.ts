import { type Alphabet, choose, parseSections, refuse } from './selection.ts';
import type { Fraction, GameFamily, Parsed, Payout, Play, PlayPayout, Win } from './types.ts';

/**
 * The shapes the Chinese fast games' plays take (SSC, PK10, K3 and 11x5 differ in their alphabets and in what a
 * pick wins on, not in how notes are counted): straights, one note per pick on positions, one note per pick of a
 * list, and sets of picks taken k at a time. Every note costs 2 units and is paid by prize group (DOMAIN.md).
 */

/** A draw of a Chinese fast game: its numbers in draw order (SSC's digits, PK10's places, K3's dice, 11x5's balls). */
export type Drawn = readonly number[];

export interface PlayName {
  code: string;
  family: GameFamily;
  /** A valid selection, shown to players. */
  example: string;
}

const UNITS_PER_NOTE = 2;

function groupPayout(chance: Fraction): Payout {
  return { basis: 'group', chance };
}

function winsAt(notes: number, chance: Fraction): Win[] {
  return notes > 0 ? [{ notes, payout: groupPayout(chance) }] : [];
}

function counted<S>(selection: S, notes: number): Parsed<S> {
  return notes > 0 ? { ok: true, selection, notes } : refuse('SELECTION_TOO_FEW');
}

function playOf<S>(
  name: PlayName,
  payouts: readonly PlayPayout[],
  parse: (text: string) => Parsed<S>,
  wins: (selection: S, result: Drawn) => Win[],
): Play<S, Drawn> {
  const { code, family, example } = name;
  return { code, family, example, unitsPerNote: UNITS_PER_NOTE, payouts, parse, wins };
}

/**
 * A straight: one set of picks per drawn position in `positions`, a note per arrangement of one pick from each; it
 * wins one note when every position's number is among its picks. With `distinct` (11x5, whose numbers never repeat)
 * an arrangement repeating a number is no bet: `1,2|1,2` makes two notes, not four.
 */
export function straightPlay(
  name: PlayName & {
    alphabet: Alphabet<number>;
    positions: readonly number[];
    chance: Fraction;
    distinct?: boolean;
  },
): Play<number[][], Drawn> {
  return playOf(
    name,
    [{ payout: groupPayout(name.chance) }],
    (text) => {
      const parsed = parseSections(text, { positions: name.positions.length, alphabet: name.alphabet });
      if (!parsed.ok) return parsed;
      const notes = name.distinct
        ? distinctArrangements(parsed.positions)
        : parsed.positions.reduce((product, picks) => product * picks.length, 1);
      return counted(parsed.positions, notes);
    },
    (selection, result) => {
      const hit = name.positions.every((at, index) => selection[index]!.includes(result[at]!));
      return winsAt(hit ? 1 : 0, name.chance);
    },
  );
}

function distinctArrangements(
  positions: readonly (readonly number[])[],
  used: readonly number[] = [],
): number {
  const [first, ...rest] = positions;
  if (!first) return 1;
  return first
    .filter((pick) => !used.includes(pick))
    .reduce((sum, pick) => sum + distinctArrangements(rest, [...used, pick]), 0);
}

/**
 * Picks on positions, each pick a note on its own (fixed position, big/small per position): positions may be left
 * empty, and a line needs one pick in all. A pick wins when `hits` says so of the drawn result.
 */
export function perPositionPlay<P extends number | string>(
  name: PlayName & {
    alphabet: Alphabet<P>;
    positions: number;
    chance: Fraction;
    hits: (result: Drawn, position: number, pick: P) => boolean;
  },
): Play<P[][], Drawn> {
  return playOf(
    name,
    [{ payout: groupPayout(name.chance) }],
    (text) => {
      const parsed = parseSections(text, {
        positions: name.positions,
        alphabet: name.alphabet,
        emptyPositions: true,
      });
      if (!parsed.ok) return parsed;
      return counted(
        parsed.positions,
        parsed.positions.reduce((sum, picks) => sum + picks.length, 0),
      );
    },
    (selection, result) => {
      const notes = selection.reduce(
        (sum, picks, position) => sum + picks.filter((pick) => name.hits(result, position, pick)).length,
        0,
      );
      return winsAt(notes, name.chance);
    },
  );
}

/**
 * A list of picks without positions, each pick a note; picks may pay at different chances (K3's sums), so a result
 * wins one `Win` per chance its winning picks have.
 */
export function listPlay<P extends number | string>(
  name: PlayName & {
    alphabet: Alphabet<P>;
    chanceOf: (pick: P) => Fraction;
    hits: (result: Drawn, pick: P) => boolean;
  },
): Play<P[], Drawn> {
  const byChance = new Map<string, { chance: Fraction; picks: P[] }>();
  for (const pick of name.alphabet) {
    const chance = name.chanceOf(pick);
    const entry = byChance.get(String(chance)) ?? { chance, picks: [] };
    entry.picks.push(pick);
    byChance.set(String(chance), entry);
  }
  const payouts = [...byChance.values()].map(({ chance, picks }) =>
    byChance.size === 1
      ? { payout: groupPayout(chance) }
      : { picks: picks.map(String), payout: groupPayout(chance) },
  );
  return playOf(
    name,
    payouts,
    (text) => {
      const parsed = parseSections(text, { positions: 1, alphabet: name.alphabet });
      if (!parsed.ok) return parsed;
      const picks = parsed.positions[0]!;
      return counted(picks, picks.length);
    },
    (selection, result) =>
      [...byChance.values()].flatMap(({ chance, picks }) =>
        winsAt(selection.filter((pick) => picks.includes(pick) && name.hits(result, pick)).length, chance),
      ),
  );
}

/**
 * A set of picks taken `size` at a time, each combination a note (组六, K3's two different, 11x5's any-k): C(n, size)
 * notes unless `notes` counts otherwise (组三's pair and single are ordered: n × (n − 1)); `winningNotes` counts the
 * notes a result wins.
 */
export function combinationPlay(
  name: PlayName & {
    alphabet: Alphabet<number>;
    size: number;
    chance: Fraction;
    notes?: (picks: number) => number;
    winningNotes: (picks: readonly number[], result: Drawn) => number;
  },
): Play<number[], Drawn> {
  const notesOf = name.notes ?? ((picks: number) => choose(picks, name.size));
  return playOf(
    name,
    [{ payout: groupPayout(name.chance) }],
    (text) => {
      const parsed = parseSections(text, { positions: 1, alphabet: name.alphabet });
      if (!parsed.ok) return parsed;
      const picks = parsed.positions[0]!;
      return picks.length < name.size ? refuse('SELECTION_TOO_FEW') : counted(picks, notesOf(picks.length));
    },
    (selection, result) => winsAt(name.winningNotes(selection, result), name.chance),
  );
}

/** The four picks on a number's size and parity, shared by every family. */
export const BIG_SMALL_ODD_EVEN = ['big', 'small', 'odd', 'even'] as const;
export type BigSmallOddEven = (typeof BIG_SMALL_ODD_EVEN)[number];

/** Whether `value` is `pick`, big being `bigFrom` and above. */
export function isBigSmallOddEven(value: number, bigFrom: number, pick: BigSmallOddEven): boolean {
  switch (pick) {
    case 'big':
      return value >= bigFrom;
    case 'small':
      return value < bigFrom;
    case 'odd':
      return value % 2 === 1;
    case 'even':
      return value % 2 === 0;
  }
}

export function sumOf(numbers: Drawn): number {
  return numbers.reduce((sum, value) => sum + value, 0);
}

/** Which of dragon (the first number) and tiger (the second) is higher, or a tie. */
export function dragonTigerOf(dragon: number, tiger: number): 'dragon' | 'tiger' | 'tie' {
  if (dragon === tiger) return 'tie';
  return dragon > tiger ? 'dragon' : 'tiger';
}
