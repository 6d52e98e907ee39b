import { CURRENCIES, formatMoney, parseMinor, toDecimalString, type Currency } from '@croupier/money';

/**
 * Money in the UI: the API's decimal strings become bigint minor units of the session currency for every sum
 * and comparison (packages/money), and decimal strings again to send; floats never touch an amount.
 */
export function currencyFor(code: string): Currency {
  // A currency the table does not know still shows: its code stands in for a symbol, two decimals assumed.
  return CURRENCIES[code] ?? { code, symbol: `${code} `, decimals: 2 };
}

export function toMinor(text: string, currency: Currency): bigint | null {
  return parseMinor(text, currency);
}

/** Like toMinor, for amounts the server sent: a malformed one counts as zero rather than breaking a screen. */
export function minorOf(text: string | null | undefined, currency: Currency): bigint {
  return (text && parseMinor(text, currency)) || 0n;
}

export function toDecimal(minor: bigint, currency: Currency): string {
  return toDecimalString(minor, currency);
}

/** "2.50×" from "2.5", 2.5 or "2.50". Display only. */
export function formatMultiplier(value: string | number, digits = 2): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return `${value}×`;
  return `${n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}×`;
}

export interface StakeLimits {
  min: bigint;
  max: bigint;
  balance: bigint;
}

export type StakeProblem =
  | { key: 'stake.required' }
  | { key: 'stake.invalid'; decimals: number }
  | { key: 'stake.belowMin'; min: string }
  | { key: 'stake.aboveMax'; max: string }
  | { key: 'stake.overBalance' };

/** Checks a typed stake before anything is sent: a number, the currency's decimals, the game's limits, the balance. */
export function checkStake(text: string, limits: StakeLimits, currency: Currency): StakeProblem | null {
  if (text.trim() === '') return { key: 'stake.required' };
  const minor = parseMinor(text, currency);
  if (minor === null || minor <= 0n) return { key: 'stake.invalid', decimals: currency.decimals };
  return checkAmount(minor, limits, currency);
}

export function checkAmount(minor: bigint, limits: StakeLimits, currency: Currency): StakeProblem | null {
  if (minor < limits.min) return { key: 'stake.belowMin', min: formatMoney(limits.min, currency) };
  if (minor > limits.max) return { key: 'stake.aboveMax', max: formatMoney(limits.max, currency) };
  if (minor > limits.balance) return { key: 'stake.overBalance' };
  return null;
}

export function clamp(minor: bigint, min: bigint, max: bigint): bigint {
  return minor < min ? min : minor > max ? max : minor;
}

/** Half the stake (rounded down to the minor unit), kept within the limits. */
export function halve(minor: bigint, min: bigint, max: bigint): bigint {
  return clamp(minor / 2n, min, max);
}

export function double(minor: bigint, min: bigint, max: bigint): bigint {
  return clamp(minor * 2n, min, max);
}

/**
 * Chip denominations for a table between the limits: the 1-2-5 series (1, 2, 5, 10, 20, 50, …) in minor units,
 * at most `count` of them spread from the smallest to the largest, so a chip never breaks a limit by itself.
 */
export function chipValues(min: bigint, max: bigint, count = 6): bigint[] {
  const series: bigint[] = [];
  for (let power = 1n; power <= max; power *= 10n)
    for (const step of [1n, 2n, 5n]) {
      const value = step * power;
      if (value >= min && value <= max) series.push(value);
    }
  if (series.length === 0) return [min];
  if (series.length <= count) return series;
  const picked = new Set<bigint>();
  for (let i = 0; i < count; i++) picked.add(series[Math.round((i * (series.length - 1)) / (count - 1))]!);
  return [...picked];
}

/** Compact chip label: 5, 250, 1K, 2.5K, 1M (minor units shown in major units). */
export function chipLabel(minor: bigint, currency: Currency): string {
  const major = Number(minor) / 10 ** currency.decimals;
  if (major >= 1_000_000) return `${trim(major / 1_000_000)}M`;
  if (major >= 1000) return `${trim(major / 1000)}K`;
  return trim(major);
}

function trim(n: number): string {
  return n.toFixed(2).replace(/\.?0+$/, '');
}

/**
 * The stake one step down or up: the neighbouring value of the 1-2-5 series within the limits (the limits
 * themselves included), so a few presses go from the minimum to the maximum whatever their scale.
 */
export function stepStake(minor: bigint, direction: -1 | 1, min: bigint, max: bigint): bigint {
  const stops = new Set<bigint>([min, max]);
  for (let power = 1n; power <= max; power *= 10n)
    for (const step of [1n, 2n, 5n]) {
      const value = step * power;
      if (value > min && value < max) stops.add(value);
    }
  const sorted = [...stops].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (direction === 1) return sorted.find((v) => v > minor) ?? max;
  return sorted.reverse().find((v) => v < minor) ?? min;
}
