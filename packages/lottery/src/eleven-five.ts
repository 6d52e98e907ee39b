import { combinationPlay, type Drawn, listPlay, perPositionPlay, straightPlay } from './play-kinds.ts';
import { fraction } from './prize.ts';
import { choose, numbersFrom } from './selection.ts';
import type { Play } from './types.ts';

/**
 * 11x5 (11选5): five different numbers of 1–11 in the order they are drawn. Selections follow the shared grammar
 * (selection.ts); positional plays write the draw's positions in order, the first drawn first.
 */
export type ElevenFiveResult = Drawn;

const NUMBERS = numbersFrom(1, 11);
const DRAWN = 5;

function picked(picks: readonly number[], numbers: Drawn): number {
  return numbers.filter((number) => picks.includes(number)).length;
}

/**
 * 任选 k: each k of the picks is a note. Up to five, a note wins when its k numbers are all drawn (k = 2 with the
 * numbers 3, 7 drawn among the five); from six, when the five drawn are all among its k.
 */
function anyOf(size: number) {
  const covered = size <= DRAWN;
  return combinationPlay({
    code: `11x5.any${size}`,
    family: '11x5',
    example: NUMBERS.slice(0, size + 1).join(','),
    alphabet: NUMBERS,
    size,
    chance: covered
      ? fraction(choose(DRAWN, size), choose(NUMBERS.length, size))
      : fraction(choose(size, DRAWN), choose(NUMBERS.length, DRAWN)),
    winningNotes: (picks, result) => {
      const hits = picked(picks, result);
      if (covered) return choose(hits, size);
      return hits === DRAWN ? choose(picks.length - DRAWN, size - DRAWN) : 0;
    },
  });
}

/** 前n组选: the first `size` numbers drawn, in any order; each `size` of the picks is a note. */
function frontGroup(size: number) {
  return combinationPlay({
    code: `11x5.front${size}.group`,
    family: '11x5',
    example: NUMBERS.slice(0, size + 1).join(','),
    alphabet: NUMBERS,
    size,
    chance: fraction(1, choose(NUMBERS.length, size)),
    winningNotes: (picks, result) => (picked(picks, result.slice(0, size)) === size ? 1 : 0),
  });
}

/** 前n直选: the first `size` numbers drawn in order; an arrangement repeating a number is no note. */
function frontStraight(size: number, example: string) {
  return straightPlay({
    code: `11x5.front${size}.straight`,
    family: '11x5',
    example,
    alphabet: NUMBERS,
    positions: Array.from({ length: size }, (_, position) => position),
    chance: fraction(1, choose(NUMBERS.length, size) * factorial(size)),
    distinct: true,
  });
}

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

export const ELEVEN_FIVE_PLAYS: readonly Play<unknown, ElevenFiveResult>[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(anyOf),
  frontStraight(3, '1,2|3|4,11'),
  frontGroup(3),
  frontStraight(2, '1,2|2,3'),
  frontGroup(2),
  /** 定位胆: a number on any of the first three positions, each pick a note. */
  perPositionPlay({
    code: '11x5.fixed',
    family: '11x5',
    example: '1,2||11',
    alphabet: NUMBERS,
    positions: 3,
    chance: fraction(1, NUMBERS.length),
    hits: (result, position, number) => result[position] === number,
  }),
  /** 前一: the first number drawn. */
  listPlay({
    code: '11x5.first',
    family: '11x5',
    example: '1,11',
    alphabet: NUMBERS,
    chanceOf: () => fraction(1, NUMBERS.length),
    hits: (result, number) => result[0] === number,
  }),
];
