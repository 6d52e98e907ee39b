import type { RandomSource } from '../fairness/stream.ts';
import { applyRatio, BetError, checkStake, ratio, type Ratio } from '../money.ts';

/**
 * Dice: a roll of 00.00–99.99 (an integer 0–9999 in hundredths). "Under t" wins when roll < t, "over t" when
 * roll > t; a win pays stake × (1 − edge) × 10000 / (winning rolls), so every target returns 99% exactly before
 * the payout is rounded down to the minor unit.
 */
export const ROLLS = 10_000;
export const DICE_EDGE_BP = 100;
/** Win chances from 1% to 98%. */
export const MIN_WINNING = 100;
export const MAX_WINNING = 9_800;

export interface DiceBet {
  stake: bigint;
  direction: 'under' | 'over';
  /** In hundredths: 5050 is 50.50. */
  target: number;
}

export interface DiceResult {
  roll: number;
  won: boolean;
  multiplier: Ratio;
  payout: bigint;
}

export function winningRolls(bet: Pick<DiceBet, 'direction' | 'target'>): number {
  if (!Number.isInteger(bet.target) || bet.target < 0 || bet.target >= ROLLS)
    throw new BetError('target out of range');
  if (bet.direction !== 'under' && bet.direction !== 'over') throw new BetError('roll under or over');
  const winning = bet.direction === 'under' ? bet.target : ROLLS - 1 - bet.target;
  if (winning < MIN_WINNING || winning > MAX_WINNING)
    throw new BetError('win chance must be between 1% and 98%');
  return winning;
}

export function diceMultiplier(bet: Pick<DiceBet, 'direction' | 'target'>): Ratio {
  return ratio(ROLLS * (10_000 - DICE_EDGE_BP), 10_000 * winningRolls(bet));
}

export function rollDice(random: RandomSource, bet: DiceBet): DiceResult {
  checkStake(bet.stake);
  const multiplier = diceMultiplier(bet);
  const roll = random.int(ROLLS);
  const won = bet.direction === 'under' ? roll < bet.target : roll > bet.target;
  return { roll, won, multiplier, payout: won ? applyRatio(bet.stake, multiplier) : 0n };
}
