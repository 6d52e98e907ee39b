import { randomBelow } from '../../platform/random.ts';

/**
 * Splits a budget into `count` random amounts, each at least `minimum`, summing exactly to the budget: every
 * envelope gets the minimum and the rest is cut at `count − 1` uniform random points (node:crypto, unbiased),
 * the pieces between the cuts going one to each envelope. Nothing is rounded, so nothing is lost or made up.
 */
export function splitBudget(
  budget: bigint,
  count: number,
  minimum: bigint,
  below: (bound: bigint) => bigint = randomBelow,
): bigint[] {
  if (count < 1 || minimum <= 0n || budget < minimum * BigInt(count))
    throw new RangeError('splitBudget: the budget cannot give every envelope the minimum');
  const rest = budget - minimum * BigInt(count);
  const cuts = Array.from({ length: count - 1 }, () => below(rest + 1n)).sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const edges = [0n, ...cuts, rest];
  return Array.from({ length: count }, (_, index) => minimum + edges[index + 1]! - edges[index]!);
}
