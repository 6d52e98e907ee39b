import type { Currency } from './currencies.ts';

/** An amount of money in integer minor units (cents, satang, fen). Floats never touch money. */
export type Minor = bigint;

const DECIMAL = /^(-)?(\d{1,18})(?:\.(\d+))?$/;

/**
 * Parses a decimal string such as "1234.50" into minor units.
 * Returns null when the text is not a plain decimal or has more fraction digits than the currency allows,
 * so callers can answer a validation error instead of silently rounding a player's money.
 */
export function parseMinor(text: string, currency: Pick<Currency, 'decimals'>): Minor | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > currency.decimals) return null;
  const scale = 10n ** BigInt(currency.decimals);
  const minor = BigInt(whole!) * scale + BigInt(fraction.padEnd(currency.decimals, '0') || '0');
  return sign ? -minor : minor;
}

/** Minor units as the decimal string that JSON carries: 123450n with 2 decimals → "1234.50". */
export function toDecimalString(amount: Minor, currency: Pick<Currency, 'decimals'>): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(currency.decimals + 1, '0');
  const cut = digits.length - currency.decimals;
  const text = currency.decimals === 0 ? digits : `${digits.slice(0, cut)}.${digits.slice(cut)}`;
  return negative ? `-${text}` : text;
}

/**
 * Display form: thousands separators, the currency's decimals, symbol before the amount and a minus sign
 * in front of it ("-฿1,234.50"), as UI.md asks for money in tables.
 */
export function formatMoney(amount: Minor, currency: Currency, options: { symbol?: boolean } = {}): string {
  const plain = toDecimalString(amount < 0n ? -amount : amount, currency);
  const [whole, fraction] = plain.split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  const withSymbol = options.symbol === false ? body : `${currency.symbol}${body}`;
  return amount < 0n ? `-${withSymbol}` : withSymbol;
}

/**
 * A decimal string from the wire as people read money ("฿1,234.50"); with `sign`, credits get a plus so a
 * column of movements reads both ways ("+฿50.00", "-฿20.00"). Text the currency cannot hold is shown as sent.
 */
export function formatAmount(
  text: string,
  currency: Currency,
  options: { symbol?: boolean; sign?: boolean } = {},
): string {
  const minor = parseMinor(text, currency);
  if (minor === null) return text;
  const shown = formatMoney(minor, currency, options);
  return options.sign && minor > 0n ? `+${shown}` : shown;
}
