const MASK_64 = (1n << 64n) - 1n;
const WEIGHT_FLOOR = 1_000_000_000n;
const WEIGHT_SPREAD = 3_000_000_000n;

/**
 * A jackpot game's weight, from 1e9 to 4e9, scrambled from its node id (splitmix64): fixed for the game on every
 * node and database, and spread widely enough that no two games on one screen show the same share, the largest
 * at most four times the smallest.
 */
export function jackpotWeight(nodeId: bigint): bigint {
  let z = (nodeId + 0x9e3779b97f4a7c15n) & MASK_64;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK_64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK_64;
  z ^= z >> 31n;
  return WEIGHT_FLOOR + (z % WEIGHT_SPREAD);
}
