import { describe, expect, it } from 'vitest';
import { drawSegment, expectedCostPerSpin, probabilityPercent } from './draw.ts';

describe('drawSegment', () => {
  it('maps the ticket onto the weight ranges in order', () => {
    const weights = [1, 3, 6];
    const at = (ticket: bigint) => drawSegment(weights, () => ticket);
    expect([0n, 1n, 3n, 4n, 9n].map(at)).toEqual([0, 1, 1, 2, 2]);
  });

  it('asks for a ticket below the total weight', () => {
    let asked = 0n;
    drawSegment([5, 7], (bound) => {
      asked = bound;
      return 0n;
    });
    expect(asked).toBe(12n);
  });

  it('refuses weights that are not positive integers', () => {
    expect(() => drawSegment([])).toThrow(RangeError);
    expect(() => drawSegment([1, 0])).toThrow(RangeError);
    expect(() => drawSegment([1.5])).toThrow(RangeError);
  });

  it('draws each segment at its weight over 100,000 spins (chi-square at 99%)', () => {
    const weights = [1, 2, 5, 10, 20, 62];
    const total = weights.reduce((a, b) => a + b, 0);
    const spins = 100_000;
    const counts = new Array<number>(weights.length).fill(0);
    for (let spin = 0; spin < spins; spin++) counts[drawSegment(weights)]!++;
    const chiSquare = counts.reduce((sum, observed, index) => {
      const expected = (spins * weights[index]!) / total;
      return sum + (observed - expected) ** 2 / expected;
    }, 0);
    // The 99th percentile of chi-square with 5 degrees of freedom.
    expect(chiSquare).toBeLessThan(15.086);
  });
});

describe('expected cost and probability', () => {
  it('weighs each prize by its chance, rounding down to the minor unit', () => {
    expect(
      expectedCostPerSpin([
        { weight: 1, prize: 1000n },
        { weight: 2, prize: null },
        { weight: 1, prize: 201n },
      ]),
    ).toBe(300n);
  });

  it('shows the chance as a percent with two decimals', () => {
    expect(probabilityPercent(1, 3)).toBe('33.33');
    expect(probabilityPercent(2, 3)).toBe('66.67');
    expect(probabilityPercent(5, 5)).toBe('100.00');
  });
});
