import { currencyOf, parseMinor, toDecimalString } from '@croupier/money';

/** Minor units as the decimal string every amount travels as: 1250n in THB → "12.50". */
export const money = (minor: bigint, currency: string): string =>
  toDecimalString(minor, currencyOf(currency));

/** A decimal string of the currency, or null (too many decimals, not a number): the caller names the field. */
export const parseMoney = (text: unknown, currency: string): bigint | null =>
  typeof text === 'string' && text.length <= 24 ? parseMinor(text, currencyOf(currency)) : null;

export interface StakeLimits {
  /** The smallest stake a round takes. */
  min: bigint;
  /** The largest stake a round takes (403 LIMIT_REACHED above). */
  max: bigint;
  /**
   * The most one round pays: mines and hi-lo multipliers grow without bound and a crash reaches 1,000,000×, so
   * a payout is capped here (far below the wallet's 10^15 minor units per call).
   */
  maxWin: bigint;
}

/**
 * Stakes in every currency: 0.10 to 10,000.00 with two decimals; 100 to 10,000,000 in currencies without
 * minor units (VND, KRW, JPY are worth far less per unit). At most 100 times the largest stake is paid.
 */
export function stakeLimits(currency: string): StakeLimits {
  const { decimals } = currencyOf(currency);
  const min = decimals >= 1 ? 10n ** BigInt(decimals - 1) : 100n;
  const max = min * 100_000n;
  return { min, max, maxWin: max * 100n };
}
