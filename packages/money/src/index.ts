export { CURRENCIES, currencyOf, type Currency } from './currencies.ts';
export { formatAmount, formatMoney, parseMinor, toDecimalString, type Minor } from './minor.ts';
