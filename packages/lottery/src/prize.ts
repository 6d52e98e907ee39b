import type { Fraction } from './types.ts';

/**
 * Stakes and prizes of the Chinese fast games (DOMAIN.md "Prize groups"): a line costs notes × 2 × unit × multiple;
 * at prize group g a winning 2-unit note pays g / (1000 × p) units, p being the note's chance. Exact arithmetic:
 * fractions of whole numbers for units, bigint minor units for money.
 */

/** `numerator / denominator` in lowest terms. */
export function fraction(numerator: number, denominator: number): Fraction {
  const divisor = greatestCommonDivisor(numerator, denominator);
  return [numerator / divisor, denominator / divisor];
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** Units one winning 2-unit note pays at prize group `group`: g / (1000 × chance), e.g. 1800 at g = 1800, p = 1/1000. */
export function groupPrizeUnits(group: number, chance: Fraction): Fraction {
  return fraction(group * chance[1], 1000 * chance[0]);
}

/** A fraction as a decimal with at most four places, cut (never rounded up), trailing zeros dropped: 421.2. */
export function fractionText([numerator, denominator]: Fraction): string {
  const tenThousandths = Math.floor((numerator * 10_000) / denominator);
  const whole = Math.floor(tenThousandths / 10_000);
  const places = String(tenThousandths % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return places ? `${whole}.${places}` : String(whole);
}

/**
 * The rebate of a line bought at group `group` under the brand's maximum `max`, in percent of its stake: (G − g)
 * / 20, exact in two places (1950 against 1800: 7.5). The platform pays stake × (G − g) / 2000 at settle.
 */
export function groupRebatePercent(max: number, group: number): string {
  return fractionText(fraction(Math.max(0, max - group), 20));
}

/** The bet units a player chooses: one yuan, one jiao, one fen of the brand's currency. */
export type BetUnit = '1' | '0.1' | '0.01';

const UNIT_DECIMALS: Record<BetUnit, number> = { '1': 0, '0.1': 1, '0.01': 2 };

/** Minor units of one bet unit in a currency of `decimals` decimals; null when it cannot hold it (0.1 of a dong). */
export function unitMinor(unit: BetUnit, decimals: number): bigint | null {
  const shift = decimals - UNIT_DECIMALS[unit];
  return shift < 0 ? null : 10n ** BigInt(shift);
}

/** Stake of a ticket line in minor units: notes × units per note × unit × multiple. */
export function lineStakeMinor(line: {
  notes: number;
  unitsPerNote: number;
  unitMinor: bigint;
  multiple: number;
}): bigint {
  return BigInt(line.notes) * BigInt(line.unitsPerNote) * line.unitMinor * BigInt(line.multiple);
}

/**
 * Prize of `notes` winning notes at prize group `group`, in minor units: notes × g / (1000 × chance) × unit ×
 * multiple, floored to the minor unit once for the whole win, so a player is never paid more than the exact prize
 * and loses less than one minor unit per win: at g = 1800 a K3 sum of 4 (p = 1/72) pays 129.6 units, so 129.60 at
 * unit 1 and 1.29 (1.296 floored) at unit 0.01 in a currency of two decimals.
 */
export function groupPrizeMinor(win: {
  group: number;
  chance: Fraction;
  notes: number;
  unitMinor: bigint;
  multiple: number;
}): bigint {
  const [numerator, denominator] = win.chance;
  const exact =
    BigInt(win.notes) * BigInt(win.group) * BigInt(denominator) * win.unitMinor * BigInt(win.multiple);
  return exact / (1000n * BigInt(numerator));
}
