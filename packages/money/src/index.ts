export { CURRENCIES, currencyOf, type Currency } from './currencies.ts';
export { formatMoney, parseMinor, toDecimalString, type Minor } from './minor.ts';
