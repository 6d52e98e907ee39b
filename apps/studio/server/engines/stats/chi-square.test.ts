import { describe, expect, it } from 'vitest';
import { chiSquareCdf, chiSquareCritical, chiSquareTest, combineChiSquare, uniform } from './chi-square.ts';

describe('chi-square critical values', () => {
  // Published 99% points (NIST/SEMATECH e-Handbook, table 1.3.6.7.4).
  it.each([
    [1, 6.635],
    [5, 15.086],
    [10, 23.209],
    [36, 58.619],
    [51, 77.386],
    [100, 135.807],
  ])('df %i → %f', (df, value) => {
    expect(chiSquareCritical(df, 0.99)).toBeCloseTo(value, 2);
  });

  it('inverts its own distribution function', () => {
    expect(chiSquareCdf(chiSquareCritical(415, 0.99), 415)).toBeCloseTo(0.99, 9);
    expect(chiSquareCdf(chiSquareCritical(9999, 0.99), 9999)).toBeCloseTo(0.99, 9);
  });

  it('accepts a fair table of counts and rejects a lopsided one', () => {
    expect(chiSquareTest([1010, 990, 1003, 997], uniform(4)).pass).toBe(true);
    expect(chiSquareTest([1100, 900, 1000, 1000], uniform(4)).pass).toBe(false);
  });

  it('pools categories expected fewer than five times', () => {
    const result = chiSquareTest([50, 30, 15, 3, 2], [0.5, 0.3, 0.15, 0.03, 0.02]);
    expect(result.degreesOfFreedom).toBe(3);
    expect(result.statistic).toBeCloseTo(0, 10);
  });

  it('adds independent tests into one', () => {
    const a = chiSquareTest([1010, 990], uniform(2));
    const b = chiSquareTest([480, 520, 500], uniform(3));
    const both = combineChiSquare([a, b]);
    expect(both.degreesOfFreedom).toBe(3);
    expect(both.statistic).toBeCloseTo(a.statistic + b.statistic, 12);
    expect(both.critical).toBeCloseTo(11.345, 3);
  });
});
