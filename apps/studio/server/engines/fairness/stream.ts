import { createHmac } from 'node:crypto';

/** What an engine needs from randomness: an unbiased integer in [0, n). */
export interface RandomSource {
  int(n: number): number;
}

/** The identity of one round's randomness: everything a player needs to recompute it once the seed is revealed. */
export interface RoundSeeds {
  /** 64 hex digits: the 32 secret bytes. */
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const TWO_32 = 0x1_0000_0000;
const BLOCK = 32;

/**
 * The provably fair byte stream of one round: block `cursor` is HMAC-SHA256 keyed with the 32 raw bytes of the
 * server seed over the ASCII text `${clientSeed}:${nonce}:${cursor}`, for cursor 0, 1, 2, … Bytes are read in
 * order, four at a time as big-endian unsigned 32-bit integers (a block holds exactly eight, so no integer
 * straddles two blocks).
 *
 * Every draw consumes whole integers, including rejected ones, so a verifier that replays the same calls in the
 * same order lands on the same bytes.
 */
export class FairStream implements RandomSource {
  private readonly key: Buffer;
  private block: Buffer = Buffer.alloc(0);
  private offset = BLOCK;
  private cursor = 0;
  /** How many 32-bit integers this round has read: shown by the verifier so a player can follow the draws. */
  drawn = 0;

  constructor(
    serverSeed: string | Buffer,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {
    this.key = typeof serverSeed === 'string' ? seedBytes(serverSeed) : serverSeed;
    if (!Number.isSafeInteger(nonce) || nonce < 0)
      throw new RangeError('nonce must be a non-negative integer');
  }

  static of(seeds: RoundSeeds): FairStream {
    return new FairStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
  }

  /** The next 32-bit unsigned integer of the stream. */
  uint32(): number {
    if (this.offset === BLOCK) {
      this.block = createHmac('sha256', this.key)
        .update(`${this.clientSeed}:${this.nonce}:${this.cursor}`)
        .digest();
      this.cursor += 1;
      this.offset = 0;
    }
    const value = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    this.drawn += 1;
    return value;
  }

  int(n: number): number {
    return uniformInt(this, n);
  }

  /**
   * A float for continuous values only (never money): 52 fresh bits k from two integers (the high 20 bits of the
   * first, all 32 of the second) give exactly k / 2^52, every value of the grid {0, 1/2^52, …, 1 − 1/2^52}
   * equally likely. Both k and the division are exact in a double, so the value does not depend on rounding.
   */
  unitFloat(): number {
    const high = this.uint32() >>> 12;
    const low = this.uint32();
    return (high * TWO_32 + low) / 2 ** 52;
  }
}

/**
 * Unbiased integer in [0, n) by rejection: 2^32 mod n values at the top of the 32-bit range would make the
 * smallest remainders more likely than the others, so they are drawn again. At most half the range is ever
 * rejected, so the expected number of draws is below 2.
 */
export function uniformInt(source: { uint32(): number }, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`cannot draw from [0, ${n})`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const value = source.uint32();
    if (value < limit) return value % n;
  }
}

export function seedBytes(serverSeed: string): Buffer {
  if (!/^[0-9a-f]{64}$/.test(serverSeed)) throw new RangeError('a server seed is 64 lower-case hex digits');
  return Buffer.from(serverSeed, 'hex');
}

/**
 * Fisher–Yates over [0, size): the first `take` entries of a uniformly random permutation, each equally likely
 * (used for mine layouts and card shoes).
 */
export function shuffledPrefix(random: RandomSource, size: number, take: number): number[] {
  const items = Array.from({ length: size }, (_, i) => i);
  for (let i = 0; i < take; i++) {
    const j = i + random.int(size - i);
    const swap = items[i]!;
    items[i] = items[j]!;
    items[j] = swap;
  }
  return items.slice(0, take);
}
