/**
 * Money in the engines: stakes and payouts are integer minor units (bigint); multipliers are exact ratios of
 * integers, and a payout is rounded down to the minor unit once, at the end, so no float ever touches money.
 */
export interface Ratio {
  num: bigint;
  den: bigint;
}

/** The largest stake an engine accepts, as the vendor wallet does: beyond it products could outgrow any column. */
export const MAX_STAKE = 10n ** 15n;

export class BetError extends Error {}

export function checkStake(stake: bigint): bigint {
  if (typeof stake !== 'bigint' || stake <= 0n || stake > MAX_STAKE) {
    throw new BetError('a stake is a positive whole number of minor units up to 10^15');
  }
  return stake;
}

/** stake × ratio, rounded down to the minor unit. */
export function applyRatio(stake: bigint, ratio: Ratio): bigint {
  return (stake * ratio.num) / ratio.den;
}

export function ratio(num: bigint | number, den: bigint | number = 1n): Ratio {
  const n = BigInt(num);
  const d = BigInt(den);
  if (d <= 0n || n < 0n) throw new RangeError('a multiplier is a non-negative ratio');
  const g = gcd(n, d);
  return { num: n / g, den: d / g };
}

export function multiply(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.num, a.den * b.den);
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}

/** A ratio as a decimal string with `digits` decimals, rounded down: for display and documents only. */
export function ratioText(value: Ratio, digits = 4): string {
  const scale = 10n ** BigInt(digits);
  const scaled = (value.num * scale) / value.den;
  const text = scaled.toString().padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
