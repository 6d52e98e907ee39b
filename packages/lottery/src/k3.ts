import {
  BIG_SMALL_ODD_EVEN,
  combinationPlay,
  type Drawn,
  isBigSmallOddEven,
  listPlay,
  sumOf,
} from './play-kinds.ts';
import { choose, numbersFrom } from './selection.ts';
import { fraction } from './prize.ts';
import type { Play } from './types.ts';

/** K3 (快三): three dice 1–6 in the order they are drawn (the plays do not depend on the order). */
export type K3Result = Drawn;

const FACES = numbersFrom(1, 6);
const OUTCOMES = 216;
/** How many of the 216 throws make each sum from 3 to 18. */
const SUM_WAYS = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];
/** The sum is big from 11 (11–18), small to 10 (3–10). */
const SUM_BIG_FROM = 11;

function isTriple(dice: Drawn): boolean {
  return dice[0] === dice[1] && dice[1] === dice[2];
}

function facesShown(dice: Drawn): number[] {
  return [...new Set(dice)];
}

export const K3_PLAYS: readonly Play<unknown, K3Result>[] = [
  listPlay({
    code: 'k3.sum',
    family: 'k3',
    example: '4,10,17',
    alphabet: numbersFrom(3, 18),
    chanceOf: (sum) => fraction(SUM_WAYS[sum - 3]!, OUTCOMES),
    hits: (dice, sum) => sumOf(dice) === sum,
  }),
  /** 三同号单选: a pick is a face, the note wins when all three dice show it (`6` is 666). */
  listPlay({
    code: 'k3.triple',
    family: 'k3',
    example: '1,6',
    alphabet: FACES,
    chanceOf: () => fraction(1, OUTCOMES),
    hits: (dice, face) => isTriple(dice) && dice[0] === face,
  }),
  /** 三同号通选: one note, written `any`, on any of the six triples. */
  listPlay({
    code: 'k3.any-triple',
    family: 'k3',
    example: 'any',
    alphabet: ['any'] as const,
    chanceOf: () => fraction(FACES.length, OUTCOMES),
    hits: (dice) => isTriple(dice),
  }),
  /** 二同号复选: a pick is a face, the note wins when at least two dice show it (its triple included). */
  listPlay({
    code: 'k3.pair',
    family: 'k3',
    example: '2,5',
    alphabet: FACES,
    chanceOf: () => fraction(16, OUTCOMES),
    hits: (dice, face) => dice.filter((shown) => shown === face).length >= 2,
  }),
  /** 二不同号: each two of the picked faces is a note, winning when both faces are shown. */
  combinationPlay({
    code: 'k3.two-different',
    family: 'k3',
    example: '1,3,5',
    alphabet: FACES,
    size: 2,
    chance: fraction(30, OUTCOMES),
    winningNotes: (faces, dice) => choose(facesShown(dice).filter((face) => faces.includes(face)).length, 2),
  }),
  /** 三不同号: each three of the picked faces is a note, winning when the dice show exactly those three. */
  combinationPlay({
    code: 'k3.three-different',
    family: 'k3',
    example: '1,2,3,4',
    alphabet: FACES,
    size: 3,
    chance: fraction(6, OUTCOMES),
    winningNotes: (faces, dice) =>
      facesShown(dice).length === 3 && dice.every((face) => faces.includes(face)) ? 1 : 0,
  }),
  /**
   * Big, small, odd and even of the sum. As is common in K3, a triple loses all four (豹子通杀): each then wins 105
   * of the 216 throws.
   */
  listPlay({
    code: 'k3.sum.bsoe',
    family: 'k3',
    example: 'big,even',
    alphabet: BIG_SMALL_ODD_EVEN,
    chanceOf: () => fraction(105, OUTCOMES),
    hits: (dice, pick) => !isTriple(dice) && isBigSmallOddEven(sumOf(dice), SUM_BIG_FROM, pick),
  }),
];
