import { describe, expect, it } from 'vitest';
import { currencyOf } from './currencies.ts';
import { formatAmount, formatMoney, parseMinor, toDecimalString } from './minor.ts';

const THB = currencyOf('THB');
const VND = currencyOf('VND');

describe('parseMinor', () => {
  it('reads decimal strings into minor units', () => {
    expect(parseMinor('1234.50', THB)).toBe(123450n);
    expect(parseMinor('0.01', THB)).toBe(1n);
    expect(parseMinor('7', THB)).toBe(700n);
    expect(parseMinor('-3.5', THB)).toBe(-350n);
    expect(parseMinor('25000', VND)).toBe(25000n);
  });

  it('refuses text that is not plain money instead of rounding it', () => {
    for (const bad of ['', 'abc', '1.234', '1e3', '1,000.00', '0x10', '.5', '1.']) {
      expect(parseMinor(bad, THB), bad).toBeNull();
    }
    expect(parseMinor('1.5', VND)).toBeNull();
  });
});

describe('toDecimalString and formatMoney', () => {
  it('round-trips through the JSON form', () => {
    for (const text of ['0.00', '0.01', '1234.50', '-99.99', '1000000.00']) {
      expect(toDecimalString(parseMinor(text, THB)!, THB)).toBe(text);
    }
    expect(toDecimalString(5n, VND)).toBe('5');
  });

  it('groups thousands, keeps two decimals and puts the minus before the symbol', () => {
    expect(formatMoney(123456789n, THB)).toBe('฿1,234,567.89');
    expect(formatMoney(-150n, THB)).toBe('-฿1.50');
    expect(formatMoney(1234567n, VND)).toBe('₫1,234,567');
    expect(formatMoney(100000n, THB, { symbol: false })).toBe('1,000.00');
  });
});

describe('formatAmount', () => {
  it('shows a wire amount as money, with a plus on credits when asked', () => {
    expect(formatAmount('1234567.5', THB)).toBe('฿1,234,567.50');
    expect(formatAmount('100.00', THB, { sign: true })).toBe('+฿100.00');
    expect(formatAmount('-20.00', THB, { sign: true })).toBe('-฿20.00');
    expect(formatAmount('0.00', THB, { sign: true })).toBe('฿0.00');
    expect(formatAmount('25000', VND, { symbol: false })).toBe('25,000');
  });

  it('shows text the currency cannot hold as sent, never a rounded figure', () => {
    expect(formatAmount('1.005', THB)).toBe('1.005');
    expect(formatAmount('n/a', THB)).toBe('n/a');
  });
});
