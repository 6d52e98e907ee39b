import { describe, expect, it } from 'vitest';
import { splitBudget } from './split.ts';

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

describe('splitBudget', () => {
  it('gives every envelope at least the minimum and sums exactly to the budget', () => {
    for (const [budget, count, minimum] of [
      [10_000n, 7, 100n],
      [1_000_003n, 1000, 1n],
      [500n, 5, 100n],
      [99_999_999_999n, 3, 1n],
      [1n, 1, 1n],
    ] as const) {
      const amounts = splitBudget(budget, count, minimum);
      expect(amounts).toHaveLength(count);
      expect(sum(amounts)).toBe(budget);
      for (const amount of amounts) expect(amount >= minimum).toBe(true);
    }
  });

  it('gives exactly the minimum to all when the budget leaves nothing over', () => {
    expect(splitBudget(500n, 5, 100n)).toEqual([100n, 100n, 100n, 100n, 100n]);
  });

  it('cuts the rest at the drawn points, in order', () => {
    const drawn = [30n, 10n];
    expect(splitBudget(100n, 3, 10n, () => drawn.shift()!)).toEqual([20n, 30n, 50n]);
  });

  it('really varies the amounts', () => {
    const amounts = splitBudget(1_000_000n, 50, 100n);
    expect(new Set(amounts.map(String)).size).toBeGreaterThan(40);
  });

  it('refuses a budget below count × minimum', () => {
    expect(() => splitBudget(499n, 5, 100n)).toThrow(RangeError);
    expect(() => splitBudget(100n, 0, 1n)).toThrow(RangeError);
  });
});
