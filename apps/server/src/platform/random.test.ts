import { describe, expect, it } from 'vitest';
import { randomBelow } from './random.ts';

/** A byte source that answers the given bytes in order. */
const fixedBytes = (values: number[]) => {
  let next = 0;
  return (size: number) => Uint8Array.from({ length: size }, () => values[next++]!);
};

describe('randomBelow', () => {
  it('rejects the values past the largest multiple of the bound and keeps the next one', () => {
    // Bound 100 in one byte: 200..255 would favour 0..55, so 250 and 200 are thrown away and 123 gives 23.
    expect(randomBelow(100n, fixedBytes([250, 200, 123]))).toBe(23n);
    expect(randomBelow(100n, fixedBytes([199]))).toBe(99n);
  });

  it('reads as many bytes as the bound needs, big-endian', () => {
    expect(randomBelow(65_536n, fixedBytes([1, 2]))).toBe(258n);
    expect(randomBelow(1n << 60n, fixedBytes([0, 0, 0, 0, 0, 0, 0, 7]))).toBe(7n);
  });

  it('answers 0 for a bound of 1 and refuses an empty range', () => {
    expect(randomBelow(1n)).toBe(0n);
    expect(() => randomBelow(0n)).toThrow(RangeError);
  });

  it('stays inside the bound with the real source', () => {
    for (let index = 0; index < 1000; index++) {
      const value = randomBelow(7n);
      expect(value >= 0n && value < 7n).toBe(true);
    }
  });
});
