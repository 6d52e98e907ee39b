import { describe, expect, it } from 'vitest';
import { formatAmount } from '@croupier/money';
import { checkStake, chipLabel, chipValues, currencyFor, double, halve, stepStake } from './money.ts';

const cny = currencyFor('CNY');
const limits = { min: 100n, max: 500_000n, balance: 10_000n };

describe('stakes', () => {
  it('checks typed stakes against decimals, limits and balance', () => {
    expect(checkStake('', limits, cny)).toEqual({ key: 'stake.required' });
    expect(checkStake('1.005', limits, cny)).toEqual({ key: 'stake.invalid', decimals: 2 });
    expect(checkStake('abc', limits, cny)).toEqual({ key: 'stake.invalid', decimals: 2 });
    expect(checkStake('0.50', limits, cny)).toEqual({ key: 'stake.belowMin', min: '¥1.00' });
    expect(checkStake('6000', limits, cny)).toEqual({ key: 'stake.aboveMax', max: '¥5,000.00' });
    expect(checkStake('200', limits, cny)).toEqual({ key: 'stake.overBalance' });
    expect(checkStake('12.5', limits, cny)).toBeNull();
  });

  it('steps along 1-2-5 within the limits', () => {
    expect(stepStake(100n, 1, 100n, 500_000n)).toBe(200n);
    expect(stepStake(250n, -1, 100n, 500_000n)).toBe(200n);
    expect(stepStake(100n, -1, 100n, 500_000n)).toBe(100n);
    expect(stepStake(500_000n, 1, 100n, 500_000n)).toBe(500_000n);
    expect(stepStake(350n, 1, 350n, 1_200n)).toBe(500n);
    expect(halve(150n, 100n, 1000n)).toBe(100n);
    expect(double(600n, 100n, 1000n)).toBe(1000n);
  });

  it('offers chips between the limits', () => {
    expect(chipValues(100n, 500_000n)).toEqual([100n, 500n, 2000n, 20_000n, 100_000n, 500_000n]);
    expect(chipValues(100n, 500n)).toEqual([100n, 200n, 500n]);
    expect(chipValues(150n, 180n)).toEqual([150n]);
    expect(chipLabel(250_000n, cny)).toBe('2.5K');
    expect(chipLabel(50n, cny)).toBe('0.5');
  });

  it('formats amounts from the API, and shows unknown currencies by code', () => {
    expect(formatAmount('1234.5', cny)).toBe('¥1,234.50');
    expect(formatAmount('x', cny)).toBe('x');
    expect(formatAmount('3.00', currencyFor('XYZ'))).toBe('XYZ 3.00');
  });
});
