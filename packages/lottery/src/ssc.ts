import {
  BIG_SMALL_ODD_EVEN,
  combinationPlay,
  type Drawn,
  dragonTigerOf,
  isBigSmallOddEven,
  listPlay,
  perPositionPlay,
  straightPlay,
  sumOf,
} from './play-kinds.ts';
import { fraction } from './prize.ts';
import { numbersFrom } from './selection.ts';
import type { Play } from './types.ts';

/**
 * SSC (时时彩): five digits 0–9 drawn with replacement, in positions 1st to 5th (万 千 百 十 个). Selections follow
 * the shared grammar (selection.ts); a straight's positions are written in draw order.
 */
export type SscResult = Drawn;

const DIGITS = numbersFrom(0, 9);
/** The five digits' sum runs 0–45 and is symmetric about 22.5: big is 23–45, small 0–22, each half the results. */
const SUM_BIG_FROM = 23;
/** A digit is big from 5 (5–9), small to 4 (0–4). */
const DIGIT_BIG_FROM = 5;

const THREES = [
  { part: 'front3', positions: [0, 1, 2] },
  { part: 'middle3', positions: [1, 2, 3] },
  { part: 'back3', positions: [2, 3, 4] },
] as const;

function straight(code: string, positions: readonly number[], example: string) {
  return straightPlay({
    code,
    family: 'ssc',
    example,
    alphabet: DIGITS,
    positions,
    chance: fraction(1, 10 ** positions.length),
  });
}

/** 组三: a pair and a single; each ordered choice of pair digit and single digit among the picks is a note. */
function groupThree(part: string, positions: readonly number[]) {
  return combinationPlay({
    code: `ssc.${part}.group3`,
    family: 'ssc',
    example: '1,2,3',
    alphabet: DIGITS,
    size: 2,
    notes: (picks) => picks * (picks - 1),
    chance: fraction(3, 1000),
    winningNotes: (picks, result) => {
      const digits = positions.map((at) => result[at]!);
      const distinct = new Set(digits);
      return distinct.size === 2 && [...distinct].every((digit) => picks.includes(digit)) ? 1 : 0;
    },
  });
}

/** 组六: three different digits in any order; each three of the picks is a note. */
function groupSix(part: string, positions: readonly number[]) {
  return combinationPlay({
    code: `ssc.${part}.group6`,
    family: 'ssc',
    example: '1,2,3,4',
    alphabet: DIGITS,
    size: 3,
    chance: fraction(6, 1000),
    winningNotes: (picks, result) => {
      const digits = positions.map((at) => result[at]!);
      return new Set(digits).size === 3 && digits.every((digit) => picks.includes(digit)) ? 1 : 0;
    },
  });
}

const DRAGON_TIGER = ['dragon', 'tiger', 'tie'] as const;

export const SSC_PLAYS: readonly Play<unknown, SscResult>[] = [
  straight('ssc.star5.straight', [0, 1, 2, 3, 4], '1|2|3|4|5,6'),
  straight('ssc.star4.straight', [1, 2, 3, 4], '2|3|4|5,6'),
  ...THREES.map(({ part, positions }) => straight(`ssc.${part}.straight`, positions, '1,2|3|4,5')),
  ...THREES.map(({ part, positions }) => groupThree(part, positions)),
  ...THREES.map(({ part, positions }) => groupSix(part, positions)),
  straight('ssc.front2.straight', [0, 1], '1,2|3'),
  straight('ssc.back2.straight', [3, 4], '4|5,6'),
  perPositionPlay({
    code: 'ssc.fixed',
    family: 'ssc',
    example: '1,2|||9|',
    alphabet: DIGITS,
    positions: 5,
    chance: fraction(1, 10),
    hits: (result, position, digit) => result[position] === digit,
  }),
  perPositionPlay({
    code: 'ssc.bsoe',
    family: 'ssc',
    example: 'big||||odd,small',
    alphabet: BIG_SMALL_ODD_EVEN,
    positions: 5,
    chance: fraction(1, 2),
    hits: (result, position, pick) => isBigSmallOddEven(result[position]!, DIGIT_BIG_FROM, pick),
  }),
  listPlay({
    code: 'ssc.sum.bsoe',
    family: 'ssc',
    example: 'big,odd',
    alphabet: BIG_SMALL_ODD_EVEN,
    chanceOf: () => fraction(1, 2),
    hits: (result, pick) => isBigSmallOddEven(sumOf(result), SUM_BIG_FROM, pick),
  }),
  /**
   * Dragon when the 1st digit beats the 5th, tiger when the 5th beats it, tie when equal: dragon and tiger each
   * have 45 of the 100 pairs and lose on a tie, which pays at its own chance of 1 in 10.
   */
  listPlay({
    code: 'ssc.dragon-tiger',
    family: 'ssc',
    example: 'dragon,tie',
    alphabet: DRAGON_TIGER,
    chanceOf: (pick) => (pick === 'tie' ? fraction(1, 10) : fraction(45, 100)),
    hits: (result, pick) => dragonTigerOf(result[0]!, result[4]!) === pick,
  }),
];
