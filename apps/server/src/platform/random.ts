import { randomBytes } from 'node:crypto';

/** Where random bytes come from: node:crypto in production, a fixed stream in tests that check the sampling. */
export type ByteSource = (size: number) => Uint8Array;

/**
 * A uniform integer in [0, bound) from the byte source, by rejection sampling: draws as many bytes as the bound
 * needs and throws away values at or above the largest multiple of `bound` they can hold, so `value % bound`
 * favours no remainder (a plain modulo would, whenever the bound does not divide 2^(8·bytes)).
 */
export function randomBelow(bound: bigint, bytes: ByteSource = randomBytes): bigint {
  if (bound <= 0n) throw new RangeError('randomBelow: the bound must be positive');
  if (bound === 1n) return 0n;
  const size = Math.ceil((bound - 1n).toString(2).length / 8);
  const space = 1n << BigInt(size * 8);
  const limit = space - (space % bound);
  for (;;) {
    let value = 0n;
    for (const byte of bytes(size)) value = (value << 8n) | BigInt(byte);
    if (value < limit) return value % bound;
  }
}
