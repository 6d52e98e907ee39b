import { type DigitPicks, notePerPick, oddsPayouts, oddsWin } from './digit-picks.ts';
import type { FourDResult } from './results.ts';
import type { Play } from './types.ts';

/**
 * 4D Big and Small: each pick is a four-digit number, one note of 1 unit. The draw's 23 numbers are distinct,
 * so a pick wins at one tier at most; a line of several picks can win at several tiers (one Win per tier).
 */

type FourDPlay = Play<DigitPicks, FourDResult>;

type Tier = 'first' | 'second' | 'third' | 'starter' | 'consolation';

/** Typical odds per unit (Magnum, Da Ma Cai, Sports Toto for RM1). */
export const FOUR_D_ODDS: Readonly<Record<string, number>> = {
  '4d.big.first': 2500,
  '4d.big.second': 1000,
  '4d.big.third': 500,
  '4d.big.starter': 180,
  '4d.big.consolation': 60,
  '4d.small.first': 3500,
  '4d.small.second': 2000,
  '4d.small.third': 1000,
};

function numbersOf(result: FourDResult, tier: Tier): readonly string[] {
  const numbers = result[tier];
  return typeof numbers === 'string' ? [numbers] : numbers;
}

function fourDPlay(size: 'big' | 'small', tiers: readonly Tier[]): FourDPlay {
  return {
    code: `4d.${size}`,
    family: '4d',
    example: '1234,0075',
    unitsPerNote: 1,
    payouts: oddsPayouts(...tiers.map((tier) => `4d.${size}.${tier}`)),
    parse: notePerPick(4),
    wins(picks, result) {
      return tiers.flatMap((tier) => {
        const drawn = numbersOf(result, tier);
        return oddsWin(picks.filter((pick) => drawn.includes(pick)).length, `4d.${size}.${tier}`);
      });
    },
  };
}

export const FOUR_D_PLAYS: readonly FourDPlay[] = [
  fourDPlay('big', ['first', 'second', 'third', 'starter', 'consolation']),
  fourDPlay('small', ['first', 'second', 'third']),
];
