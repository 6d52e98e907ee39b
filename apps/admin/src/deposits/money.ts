import { formatMoney, parseMinor, type Currency } from '@croupier/money';

/** A wire amount ("1500.00") as the console shows money: symbol, separators, the currency's decimals. */
export function displayAmount(wire: string, currency: Currency): string {
  const minor = parseMinor(wire, currency);
  return minor === null ? wire : formatMoney(minor, currency);
}
