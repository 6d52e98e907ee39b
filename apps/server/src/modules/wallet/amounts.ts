import { currencyOf, parseMinor, toDecimalString, type Currency } from '@croupier/money';
import { validationFailed } from '../../platform/domain-errors.ts';

/**
 * A decimal string from a request in minor units of the brand's currency. More decimals than the currency has
 * is refused rather than rounded: a player's money is never changed silently.
 */
export function parseAmount(
  text: string,
  currencyCode: string,
  field = 'amount',
  options: { allowNegative?: boolean } = {},
): bigint {
  const amount = parseMinor(text, currencyOf(currencyCode));
  if (amount === null || amount === 0n || (amount < 0n && !options.allowNegative))
    throw validationFailed({ [field]: 'INVALID' }, 'The amount is not valid.');
  return amount;
}

export const money = (amount: bigint, currency: Currency | string) =>
  toDecimalString(amount, typeof currency === 'string' ? currencyOf(currency) : currency);
