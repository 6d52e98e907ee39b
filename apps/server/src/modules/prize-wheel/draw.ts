import { randomBelow } from '../../platform/random.ts';

/**
 * The segment a spin lands on: a uniform ticket in [0, total weight) by rejection sampling (node:crypto, no
 * modulo bias), then the segment whose weight range holds it. Segment i is drawn with chance weight_i / Σ weight.
 */
export function drawSegment(
  weights: readonly number[],
  below: (bound: bigint) => bigint = randomBelow,
): number {
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (weights.length === 0 || weights.some((weight) => !Number.isInteger(weight) || weight <= 0))
    throw new RangeError('drawSegment: every weight must be a positive integer');
  let ticket = below(total);
  for (const [index, weight] of weights.entries()) {
    if (ticket < BigInt(weight)) return index;
    ticket -= BigInt(weight);
  }
  throw new Error('drawSegment: the ticket fell outside the weights');
}

/** Σ weight × prize / Σ weight in minor units, rounded down: what a spin costs the brand on average. */
export function expectedCostPerSpin(segments: readonly { weight: number; prize: bigint | null }[]): bigint {
  const total = segments.reduce((sum, segment) => sum + BigInt(segment.weight), 0n);
  if (total === 0n) return 0n;
  const weighted = segments.reduce(
    (sum, segment) => sum + BigInt(segment.weight) * (segment.prize ?? 0n),
    0n,
  );
  return weighted / total;
}

/** weight / Σ weight as a percent with two decimals (rounded half up). */
export function probabilityPercent(weight: number, total: number): string {
  const hundredths = (BigInt(weight) * 20_000n + BigInt(total)) / (2n * BigInt(total));
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}
