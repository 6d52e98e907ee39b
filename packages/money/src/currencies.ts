export interface Currency {
  code: string;
  symbol: string;
  decimals: number;
}

/** The currencies a brand may be configured with. Decimals follow ISO 4217 minor units. */
export const CURRENCIES: Readonly<Record<string, Currency>> = Object.freeze({
  THB: { code: 'THB', symbol: '฿', decimals: 2 },
  CNY: { code: 'CNY', symbol: '¥', decimals: 2 },
  USD: { code: 'USD', symbol: '$', decimals: 2 },
  EUR: { code: 'EUR', symbol: '€', decimals: 2 },
  PHP: { code: 'PHP', symbol: '₱', decimals: 2 },
  MYR: { code: 'MYR', symbol: 'RM', decimals: 2 },
  IDR: { code: 'IDR', symbol: 'Rp', decimals: 2 },
  INR: { code: 'INR', symbol: '₹', decimals: 2 },
  BRL: { code: 'BRL', symbol: 'R$', decimals: 2 },
  VND: { code: 'VND', symbol: '₫', decimals: 0 },
  KRW: { code: 'KRW', symbol: '₩', decimals: 0 },
  JPY: { code: 'JPY', symbol: '¥', decimals: 0 },
});

export function currencyOf(code: string): Currency {
  const currency = CURRENCIES[code];
  if (!currency) throw new RangeError(`Unknown currency ${code}`);
  return currency;
}
