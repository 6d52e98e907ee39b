import { diceMultiplier, MAX_WINNING, MIN_WINNING, ROLLS } from '../../../../server/engines/mini/dice.ts';
import { ratioNumber } from '../../lib/result.ts';

export type Direction = 'under' | 'over';

/**
 * Dice as the engine plays it: a roll 0–9999 in hundredths (00.00–99.99); "under t" wins below t, "over t"
 * above it. Targets here are in hundredths too, as the Bet carries them.
 */
export function winning(direction: Direction, target: number): number {
  return direction === 'under' ? target : ROLLS - 1 - target;
}

/** The targets a direction allows: a 1% to 98% win chance. */
export function targetRange(direction: Direction): { min: number; max: number } {
  return direction === 'under'
    ? { min: MIN_WINNING, max: MAX_WINNING }
    : { min: ROLLS - 1 - MAX_WINNING, max: ROLLS - 1 - MIN_WINNING };
}

export function isValidTarget(direction: Direction, target: number): boolean {
  const { min, max } = targetRange(direction);
  return Number.isInteger(target) && target >= min && target <= max;
}

export function clampTarget(direction: Direction, target: number): number {
  const { min, max } = targetRange(direction);
  return Math.min(max, Math.max(min, Math.round(target)));
}

/** Win chance in percent (hundredths of a percent are exact: winning rolls out of 10,000). */
export function winChance(direction: Direction, target: number): number {
  return winning(direction, target) / 100;
}

/** The payout multiplier, from the engine's own exact ratio (99% return). */
export function multiplierOf(direction: Direction, target: number): number {
  return ratioNumber(diceMultiplier({ direction, target })) ?? 0;
}

/** The target that gives a typed win chance, for the chosen direction. */
export function targetForChance(direction: Direction, chancePercent: number): number {
  const rolls = Math.round(chancePercent * 100);
  return clampTarget(direction, direction === 'under' ? rolls : ROLLS - 1 - rolls);
}

/** Switching direction keeps the win chance: the mirrored target. */
export function flip(direction: Direction, target: number): { direction: Direction; target: number } {
  const next: Direction = direction === 'under' ? 'over' : 'under';
  return { direction: next, target: ROLLS - 1 - target };
}

/** "50.50" for 5050. */
export const hundredths = (n: number) => (n / 100).toFixed(2);

/** Parses "50.5" / "50.50" into 5050; null when it is not a number with at most two decimals. */
export function parseHundredths(text: string): number | null {
  if (!/^\d{1,2}(\.\d{0,2})?$/.test(text.trim())) return null;
  return Math.round(Number(text.trim()) * 100);
}
