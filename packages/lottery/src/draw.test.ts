import { describe, expect, it } from 'vitest';
import { drawResult, drawStream, type Hashing, seedHash, verifyDraw } from './draw.ts';
import { nodeHashing } from './node-hashing.ts';
import { resultNumbers, vietnamNumbers } from './results.ts';
import type { GameFamily } from './types.ts';
import { webHashing } from './web-hashing.ts';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

/** Distinct deterministic seeds for the statistical checks. */
function seedNumber(i: number): string {
  return i.toString(16).padStart(64, '0');
}

/** Pearson's chi-square of observed counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/**
 * A loose bound for chi-square with df degrees of freedom: mean + 6 standard deviations. A uniform draw
 * exceeds it about once in ten million; an off-by-one in a range or a modulo bias exceeds it by far.
 */
function looseBound(degreesOfFreedom: number): number {
  return degreesOfFreedom + 6 * Math.sqrt(2 * degreesOfFreedom);
}

describe('drawResult (pinned vectors: a seed and the result it gives)', () => {
  it('commits the seed as the hex SHA-256 of its text', async () => {
    expect(await seedHash(SEED, nodeHashing)).toBe(
      '6c86c6aac5fb24bcf5d9939cb7d7d5645ce39418f449e03b262dd4fa14b4b92b',
    );
  });

  it('draws each family from the seed, the game code and the issue number', async () => {
    expect(await drawResult('ssc', 'SSC1', '20261127-0001', SEED, nodeHashing)).toEqual([0, 3, 0, 1, 1]);
    expect(await drawResult('pk10', 'PK10', '20261127-0001', SEED, nodeHashing)).toEqual([
      5, 2, 7, 8, 3, 10, 1, 9, 4, 6,
    ]);
    expect(await drawResult('k3', 'K3', '20261127-0001', SEED, nodeHashing)).toEqual([1, 6, 3]);
    expect(await drawResult('11x5', 'GD11X5', '20261127-0001', SEED, nodeHashing)).toEqual([7, 5, 8, 10, 6]);
    expect(await drawResult('vn-mb', 'VN-MB', '20261127-0001', SEED, nodeHashing)).toEqual({
      DB: ['87919'],
      G1: ['26146'],
      G2: ['06911', '06254'],
      G3: ['52741', '85944', '56926', '89202', '99430', '58357'],
      G4: ['6362', '0894', '5180', '7969'],
      G5: ['5214', '4426', '1461', '8020', '8438', '6971'],
      G6: ['716', '085', '538'],
      G7: ['03', '77', '90', '01'],
    });
    expect(await drawResult('vn-mn', 'VN-MN-TPHCM', '20261130-0001', SEED, nodeHashing)).toEqual({
      DB: ['265729'],
      G1: ['31370'],
      G2: ['16511'],
      G3: ['51824', '24569'],
      G4: ['41652', '52228', '44663', '62489', '03599', '58506', '81970'],
      G5: ['1223'],
      G6: ['4379', '4224', '6617'],
      G7: ['841'],
      G8: ['60'],
    });
    expect(await drawResult('thai', 'THAI', '20261201-0001', SEED, nodeHashing)).toEqual({
      firstPrize: '945594',
      frontThree: ['098', '918'],
      backThree: ['468', '670'],
      bottomTwo: '71',
    });
    expect(await drawResult('4d', '4D', '20261128-0001', SEED, nodeHashing)).toEqual({
      first: '7542',
      second: '8679',
      third: '5483',
      starter: ['1251', '2105', '7816', '7421', '6038', '9060', '5228', '9965', '2810', '0206'],
      consolation: ['6248', '9315', '3095', '3886', '4166', '7644', '7946', '3676', '7308', '7840'],
    });
  });

  it('draws another result for another game or issue from the same seed', async () => {
    const first = await drawResult('vn-mt', 'VN-MT-DANANG', '20261128-0001', SEED, nodeHashing);
    const otherGame = await drawResult('vn-mt', 'VN-MT-KHANHHOA', '20261128-0001', SEED, nodeHashing);
    const otherIssue = await drawResult('vn-mt', 'VN-MT-DANANG', '20261202-0001', SEED, nodeHashing);
    expect(vietnamNumbers('vn-mt', otherGame)).not.toEqual(vietnamNumbers('vn-mt', first));
    expect(vietnamNumbers('vn-mt', otherIssue)).not.toEqual(vietnamNumbers('vn-mt', first));
  });

  it('refuses a seed that is not 64 lowercase hex characters', async () => {
    for (const seed of ['', SEED.slice(2), SEED.toUpperCase(), `${SEED.slice(1)}g`]) {
      await expect(drawResult('ssc', 'SSC1', '20261127-0001', seed, nodeHashing)).rejects.toThrow(
        'SEED_MALFORMED',
      );
    }
  });
});

describe('result shapes', () => {
  it('gives every family its count of numbers, distinct where drawn without replacement', async () => {
    for (let i = 0; i < 50; i++) {
      const seed = seedNumber(i);
      const pk10 = await drawResult('pk10', 'PK10', 'x', seed, nodeHashing);
      expect([...pk10].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const elevenFive = await drawResult('11x5', 'GD11X5', 'x', seed, nodeHashing);
      expect(new Set(elevenFive).size).toBe(5);
      expect(elevenFive.every((ball) => ball >= 1 && ball <= 11)).toBe(true);
      const fourD = resultNumbers('4d', await drawResult('4d', '4D', 'x', seed, nodeHashing));
      expect(new Set(fourD).size).toBe(23);
      expect(fourD.every((number) => /^\d{4}$/.test(number))).toBe(true);
      const north = await drawResult('vn-mb', 'VN-MB', 'x', seed, nodeHashing);
      expect(vietnamNumbers('vn-mb', north).map((n) => n.length)).toEqual([
        5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2,
      ]);
      const south = await drawResult('vn-mn', 'VN-MN', 'x', seed, nodeHashing);
      expect(vietnamNumbers('vn-mn', south).map((n) => n.length)).toEqual([
        6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 2,
      ]);
    }
  });
});

describe('the byte stream', () => {
  /** A hashing whose HMAC blocks are given, recording the messages it was asked for. */
  function scripted(blocks: number[][]): { hashing: Hashing; messages: string[] } {
    const messages: string[] = [];
    const hashing: Hashing = {
      sha256: () => Promise.reject(new Error('not used')),
      hmac: (_key, message) => {
        const block = blocks[messages.push(message) - 1];
        return block ? Promise.resolve(new Uint8Array(block)) : Promise.reject(new Error('no more blocks'));
      },
    };
    return { hashing, messages };
  }

  it('reads 4 bytes big-endian and rejects values at or past the largest multiple of n', async () => {
    // floor(2^32 / 3) × 3 = 2^32 − 1, so 0xffffffff is rejected and the next 4 bytes (5) give 5 mod 3.
    const { hashing } = scripted([[0xff, 0xff, 0xff, 0xff, 0, 0, 0, 5, 0x01, 0x02, 0x03, 0x04]]);
    const stream = drawStream(hashing, SEED, 'G', 'I');
    expect(await stream.uniform(3)).toBe(2);
    expect(await stream.uniform(2 ** 32)).toBe(0x01020304);
  });

  it('appends HMAC(seed, game|issue|1), |2 … as more bytes are needed, across block ends', async () => {
    const { hashing, messages } = scripted([
      [0, 0, 0, 7, 0, 0],
      [0, 1, 0, 0],
      [0, 0, 0, 0, 0, 9],
    ]);
    const stream = drawStream(hashing, SEED, 'SSC1', '20261127-0001');
    expect(await stream.uniform(10)).toBe(7);
    // The last two bytes of a block and the first two of the next: 0x00000001 → 1.
    expect(await stream.uniform(10)).toBe(1);
    expect(await stream.uniform(10)).toBe(0);
    expect(await stream.uniform(10)).toBe(9);
    expect(messages).toEqual(['SSC1|20261127-0001', 'SSC1|20261127-0001|1', 'SSC1|20261127-0001|2']);
  });

  it('picks without replacement by swapping position i with i + uniform(n − i)', async () => {
    // uniform(4) = 2 swaps a and c; uniform(3) = 0 keeps b in place.
    const { hashing } = scripted([[0, 0, 0, 2, 0, 0, 0, 0]]);
    const stream = drawStream(hashing, SEED, 'G', 'I');
    expect(await stream.pickDistinct(['a', 'b', 'c', 'd'], 2)).toEqual(['c', 'b']);
  });
});

describe('the hashing adapters', () => {
  it('give the same bytes with node:crypto and Web Crypto', async () => {
    for (const [key, message] of [
      [SEED, 'SSC1|20261127-0001'],
      [seedNumber(7), 'VN-MN-TPHCM|20261130-0001|3'],
      ['ünïcode', 'Đề|2026'],
    ] as const) {
      expect(await webHashing.hmac(key, message)).toEqual(await nodeHashing.hmac(key, message));
      expect(await webHashing.sha256(message)).toBe(await nodeHashing.sha256(message));
    }
  });

  it('draw the same results with either adapter', async () => {
    const families: GameFamily[] = ['ssc', 'pk10', 'k3', '11x5', 'vn-mb', 'vn-mn', 'vn-mt', 'thai', '4d'];
    for (const family of families) {
      const web = await drawResult(family, 'GAME', '20261127-0042', SEED, webHashing);
      expect(web).toEqual(await drawResult(family, 'GAME', '20261127-0042', SEED, nodeHashing));
    }
  });
});

describe('verifyDraw', () => {
  it('confirms a published draw and names what does not match', async () => {
    const result = await drawResult('k3', 'K3', '20261127-0001', SEED, nodeHashing);
    const hash = await seedHash(SEED, nodeHashing);
    const verify = (published: { seed: string; seedHash: string; result: readonly number[] }) =>
      verifyDraw('k3', 'K3', '20261127-0001', published, webHashing);

    expect(await verify({ seed: SEED, seedHash: hash, result })).toEqual({ ok: true, result });
    expect(await verify({ seed: SEED, seedHash: hash.toUpperCase(), result })).toMatchObject({ ok: true });
    expect(await verify({ seed: SEED, seedHash: hash, result: [1, 6, 4] })).toEqual({
      ok: false,
      reason: 'RESULT_MISMATCH',
      result,
    });
    expect(await verify({ seed: SEED, seedHash: seedNumber(1), result })).toMatchObject({
      ok: false,
      reason: 'SEED_HASH_MISMATCH',
    });
    expect(await verify({ seed: 'not a seed', seedHash: hash, result })).toEqual({
      ok: false,
      reason: 'SEED_MALFORMED',
    });
  });
});

describe('uniformity (chi-square over many issues, deterministic seeds)', () => {
  it('spreads SSC digits, K3 faces, PK10 winners and 11x5 first balls evenly', async () => {
    const digits = new Array<number>(10).fill(0);
    const faces = new Array<number>(6).fill(0);
    const winners = new Array<number>(10).fill(0);
    const firstBalls = new Array<number>(11).fill(0);
    for (let i = 0; i < 3000; i++) {
      const seed = seedNumber(i);
      for (const digit of await drawResult('ssc', 'SSC1', `${i}`, seed, nodeHashing)) digits[digit]!++;
      for (const face of await drawResult('k3', 'K3', `${i}`, seed, nodeHashing)) faces[face - 1]!++;
      winners[(await drawResult('pk10', 'PK10', `${i}`, seed, nodeHashing))[0]! - 1]!++;
      firstBalls[(await drawResult('11x5', 'GD11X5', `${i}`, seed, nodeHashing))[0]! - 1]!++;
    }
    expect(chiSquare(digits)).toBeLessThan(looseBound(9));
    expect(chiSquare(faces)).toBeLessThan(looseBound(5));
    expect(chiSquare(winners)).toBeLessThan(looseBound(9));
    expect(chiSquare(firstBalls)).toBeLessThan(looseBound(10));
  });

  it('spreads the Vietnamese last two digits, Thai bottom and 4D first digits evenly', async () => {
    const lastTwo = new Array<number>(100).fill(0);
    const bottom = new Array<number>(100).fill(0);
    const fourDLeading = new Array<number>(10).fill(0);
    for (let i = 0; i < 500; i++) {
      const seed = seedNumber(i);
      const north = await drawResult('vn-mb', 'VN-MB', `${i}`, seed, nodeHashing);
      for (const number of vietnamNumbers('vn-mb', north)) lastTwo[Number(number.slice(-2))]!++;
      bottom[Number((await drawResult('thai', 'THAI', `${i}`, seed, nodeHashing)).bottomTwo)]!++;
      for (const number of resultNumbers('4d', await drawResult('4d', '4D', `${i}`, seed, nodeHashing))) {
        fourDLeading[Number(number[0])]!++;
      }
    }
    expect(chiSquare(lastTwo)).toBeLessThan(looseBound(99));
    expect(chiSquare(bottom)).toBeLessThan(looseBound(99));
    expect(chiSquare(fourDLeading)).toBeLessThan(looseBound(9));
  });
});
