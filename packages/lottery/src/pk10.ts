import {
  BIG_SMALL_ODD_EVEN,
  type Drawn,
  dragonTigerOf,
  isBigSmallOddEven,
  listPlay,
  perPositionPlay,
} from './play-kinds.ts';
import { fraction } from './prize.ts';
import { numbersFrom } from './selection.ts';
import type { Play } from './types.ts';

/**
 * PK10 (北京赛车): the numbers 1–10 in the order they finish, places 1st to 10th, a permutation. Selections follow
 * the shared grammar (selection.ts); positional plays write the places in order, 1st first.
 */
export type Pk10Result = Drawn;

const PLACES = 10;
const NUMBERS = numbersFrom(1, PLACES);
/** A number is big from 6 (6–10), small to 5 (1–5). */
const BIG_FROM = 6;

/** Ordered pairs of different numbers 1–10 adding up to `sum`, of the 90 the first two places can be. */
function firstTwoWays(sum: number): number {
  return NUMBERS.filter((first) => sum - first !== first && NUMBERS.includes(sum - first)).length;
}

export const PK10_PLAYS: readonly Play<unknown, Pk10Result>[] = [
  perPositionPlay({
    code: 'pk10.positions',
    family: 'pk10',
    example: '1,2|||||||||10',
    alphabet: NUMBERS,
    positions: PLACES,
    chance: fraction(1, PLACES),
    hits: (result, place, number) => result[place] === number,
  }),
  listPlay({
    code: 'pk10.top2.sum',
    family: 'pk10',
    example: '3,11,19',
    alphabet: numbersFrom(3, 19),
    chanceOf: (sum) => fraction(firstTwoWays(sum), PLACES * (PLACES - 1)),
    hits: (result, sum) => result[0]! + result[1]! === sum,
  }),
  perPositionPlay({
    code: 'pk10.bsoe',
    family: 'pk10',
    example: 'big,odd|small||||||||even',
    alphabet: BIG_SMALL_ODD_EVEN,
    positions: PLACES,
    chance: fraction(1, 2),
    hits: (result, place, pick) => isBigSmallOddEven(result[place]!, BIG_FROM, pick),
  }),
  /**
   * Five duels, written in this order: 1st against 10th, 2nd against 9th, 3rd against 8th, 4th against 7th, 5th
   * against 6th; dragon wins when the earlier place holds the higher number (never a tie: the numbers differ).
   */
  perPositionPlay({
    code: 'pk10.dragon-tiger',
    family: 'pk10',
    example: 'dragon||tiger||',
    alphabet: ['dragon', 'tiger'] as const,
    positions: PLACES / 2,
    chance: fraction(1, 2),
    hits: (result, duel, pick) => dragonTigerOf(result[duel]!, result[PLACES - 1 - duel]!) === pick,
  }),
];
