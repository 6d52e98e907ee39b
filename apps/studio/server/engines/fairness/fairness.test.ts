import { describe, expect, it } from 'vitest';
import { chiSquareTest, uniform } from '../stats/chi-square.ts';
import {
  checkClientSeed,
  ClientSeedError,
  commitServerSeed,
  matchesCommitment,
  newServerSeed,
  openSeedPair,
  rotateSeeds,
  takeNonce,
} from './seeds.ts';
import { FairStream, shuffledPrefix, uniformInt } from './stream.ts';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

/** A source that answers the given integers in order, to pin down exactly what each mapping consumes. */
const scripted = (values: number[]) => {
  let i = 0;
  return {
    uint32: () => {
      if (i >= values.length) throw new Error('script exhausted');
      return values[i++]!;
    },
    get used() {
      return i;
    },
  };
};

describe('the fair byte stream', () => {
  // Expected blocks computed outside this code base:
  // printf 'player-seed:7:0' | openssl dgst -sha256 -mac HMAC -macopt hexkey:000102…1f
  it('is HMAC-SHA256(server seed bytes, "clientSeed:nonce:cursor"), read as big-endian integers', () => {
    const stream = new FairStream(SEED, 'player-seed', 7);
    expect(stream.uint32()).toBe(0x47b6c6f9);
    for (let i = 0; i < 7; i++) stream.uint32();
    expect(stream.uint32()).toBe(0x38c4ba31); // the first integer of cursor 1
    expect(stream.drawn).toBe(9);
  });

  it('gives the same draws for the same seeds and different draws for another nonce or client seed', () => {
    const draw = (client: string, nonce: number) => {
      const s = new FairStream(SEED, client, nonce);
      return Array.from({ length: 20 }, () => s.int(37));
    };
    expect(draw('a', 1)).toEqual(draw('a', 1));
    expect(draw('a', 1)).not.toEqual(draw('a', 2));
    expect(draw('a', 1)).not.toEqual(draw('b', 1));
  });

  it('rejects the top of the 32-bit range that would bias small remainders', () => {
    // 2^32 mod 3 = 1: 0xffffffff is the one value that would give remainder 0 one extra time.
    const source = scripted([0xffffffff, 5]);
    expect(uniformInt(source, 3)).toBe(2);
    expect(source.used).toBe(2);
    // For n = 2^31 + 1 almost half the range is rejected: 2^31 + 1 itself is redrawn, 2^31 is kept.
    const wide = scripted([2 ** 31 + 1, 2 ** 31]);
    expect(uniformInt(wide, 2 ** 31 + 1)).toBe(2 ** 31);
    expect(wide.used).toBe(2);
  });

  it('refuses empty or fractional ranges', () => {
    const stream = new FairStream(SEED, 'c', 0);
    expect(() => stream.int(0)).toThrow(RangeError);
    expect(() => stream.int(2.5)).toThrow(RangeError);
    expect(() => stream.int(2 ** 32 + 1)).toThrow(RangeError);
    expect(() => new FairStream('abc', 'c', 0)).toThrow(RangeError);
    expect(() => new FairStream(SEED, 'c', -1)).toThrow(RangeError);
  });

  it('builds floats exactly from 52 bits', () => {
    const f = (a: number, b: number) => {
      const s = new FairStream(SEED, 'c', 0) as unknown as { uint32: () => number; unitFloat: () => number };
      const src = scripted([a, b]);
      s.uint32 = src.uint32;
      return s.unitFloat();
    };
    expect(f(0, 0)).toBe(0);
    expect(f(0x1000, 0)).toBe(2 ** -20);
    expect(f(0xffffffff, 0xffffffff)).toBe(1 - 2 ** -52);
  });

  it('shuffles without losing or repeating an item', () => {
    const stream = new FairStream(SEED, 'c', 3);
    const order = shuffledPrefix(stream, 52, 52);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });

  it('spreads pockets evenly across nonces (chi-square at 99%), and the test catches a biased mapping', () => {
    const rounds = 60_000;
    const fair = new Array<number>(37).fill(0);
    const byteModulo = new Array<number>(37).fill(0);
    for (let nonce = 0; nonce < rounds; nonce++) {
      const stream = new FairStream(SEED, 'chi', nonce);
      fair[stream.int(37)]! += 1;
      // The classic mistake: one byte mod 37 makes pockets 0–33 7/256 likely and 34–36 only 6/256.
      byteModulo[(stream.uint32() >>> 24) % 37]! += 1;
    }
    expect(chiSquareTest(fair, uniform(37)).pass).toBe(true);
    expect(chiSquareTest(byteModulo, uniform(37)).pass).toBe(false);
  });
});

describe('seeds', () => {
  it('commits to a server seed with SHA-256 of its raw bytes', () => {
    // echo -n 000102…1f | xxd -r -p | sha256sum
    expect(commitServerSeed(SEED)).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
    expect(matchesCommitment(SEED, commitServerSeed(SEED))).toBe(true);
    expect(matchesCommitment(newServerSeed(), commitServerSeed(SEED))).toBe(false);
    expect(matchesCommitment(SEED, 'not-a-hash')).toBe(false);
  });

  it('draws fresh 32-byte server seeds', () => {
    const a = newServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(a);
  });

  it('accepts a typed client seed and refuses empty, spaced, long or non-ASCII ones', () => {
    expect(checkClientSeed('Lucky#7:go')).toBe('Lucky#7:go');
    for (const bad of ['', 'two words', 'x'.repeat(65), 'ไทย', 'tab\t'])
      expect(() => checkClientSeed(bad)).toThrow(ClientSeedError);
  });

  it('gives every bet of a pair its own nonce and reveals the server seed on rotation', () => {
    let pair = openSeedPair('mine');
    const rounds = [];
    for (let i = 0; i < 3; i++) {
      const taken = takeNonce(pair);
      rounds.push(taken.round);
      pair = taken.pair;
    }
    expect(rounds.map((r) => r.nonce)).toEqual([0, 1, 2]);
    const { revealed, next } = rotateSeeds(pair, 'new-seed');
    expect(revealed).toEqual({
      serverSeed: rounds[0]!.serverSeed,
      serverSeedHash: commitServerSeed(rounds[0]!.serverSeed),
      clientSeed: 'mine',
      roundsPlayed: 3,
    });
    expect(next.serverSeed).not.toBe(revealed.serverSeed);
    expect(next).toMatchObject({
      clientSeed: 'new-seed',
      nonce: 0,
      serverSeedHash: commitServerSeed(next.serverSeed),
    });
    expect(() => rotateSeeds(pair, 'bad seed')).toThrow(ClientSeedError);
  });
});
