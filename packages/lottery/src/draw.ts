import {
  type FamilyResults,
  type FourDResult,
  resultNumbers,
  type ThaiResult,
  VIETNAM_PRIZES,
  type VietnamRegion,
  type VietnamResult,
} from './results.ts';
import type { GameFamily } from './types.ts';

/**
 * The verifiable draw (README.md has the recipe a player can run by hand). Hashing is passed in so the server
 * derives with node:crypto and the player's browser with Web Crypto, over this one derivation.
 */
export interface Hashing {
  /** Lowercase hex SHA-256 of the UTF-8 text. */
  sha256(text: string): Promise<string>;
  /** HMAC-SHA256 with the UTF-8 key text over the UTF-8 message. */
  hmac(keyText: string, message: string): Promise<Uint8Array>;
}

const SEED = /^[0-9a-f]{64}$/;

/** True for a seed as the draw takes it: 64 lowercase hex characters (32 random bytes from the caller). */
export function isSeed(text: string): boolean {
  return SEED.test(text);
}

/** The commitment published before sales: hex SHA-256 of the seed's text. */
export function seedHash(seed: string, hashing: Hashing): Promise<string> {
  return hashing.sha256(seed);
}

/** Uniform integers and distinct picks read from one issue's byte stream. */
export interface DrawStream {
  /** A uniform integer in [0, n), 1 ≤ n ≤ 2^32. */
  uniform(n: number): Promise<number>;
  /** `count` distinct candidates in the order drawn (Fisher–Yates over a copy of the candidates). */
  pickDistinct<T>(candidates: readonly T[], count: number): Promise<T[]>;
}

const TWO_TO_32 = 2 ** 32;

/**
 * The stream HMAC(seed, `gameCode|issueNo`) ‖ HMAC(seed, `gameCode|issueNo|1`) ‖ `|2` …: a block is only
 * computed when the bytes before it are used up.
 */
export function drawStream(hashing: Hashing, seed: string, gameCode: string, issueNo: string): DrawStream {
  if (!isSeed(seed)) throw new RangeError('SEED_MALFORMED');
  const message = `${gameCode}|${issueNo}`;
  let bytes: Uint8Array = new Uint8Array(0);
  let position = 0;
  let blocks = 0;

  async function nextUint32(): Promise<number> {
    let value = 0;
    for (let i = 0; i < 4; i++) {
      if (position === bytes.length) {
        bytes = await hashing.hmac(seed, blocks === 0 ? message : `${message}|${blocks}`);
        blocks++;
        position = 0;
      }
      value = value * 256 + bytes[position++]!;
    }
    return value;
  }

  async function uniform(n: number): Promise<number> {
    if (!Number.isInteger(n) || n < 1 || n > TWO_TO_32) throw new RangeError(`uniform over ${n}`);
    // The largest multiple of n that fits: values at or past it would favour the low residues.
    const limit = Math.floor(TWO_TO_32 / n) * n;
    for (;;) {
      const x = await nextUint32();
      if (x < limit) return x % n;
    }
  }

  async function pickDistinct<T>(candidates: readonly T[], count: number): Promise<T[]> {
    if (count > candidates.length) throw new RangeError(`${count} of ${candidates.length}`);
    const pool = [...candidates];
    for (let i = 0; i < count; i++) {
      const j = i + (await uniform(pool.length - i));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, count);
  }

  return { uniform, pickDistinct };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function padded(value: number, digits: number): string {
  return String(value).padStart(digits, '0');
}

async function repeat<T>(times: number, draw: () => Promise<T>): Promise<T[]> {
  const drawn: T[] = [];
  for (let i = 0; i < times; i++) drawn.push(await draw());
  return drawn;
}

/** A number of `digits` digits, each digit independent (one uniform draw over 10^digits). */
function digitsOf(stream: DrawStream, digits: number): Promise<string> {
  return stream.uniform(10 ** digits).then((value) => padded(value, digits));
}

async function vietnam(stream: DrawStream, region: VietnamRegion): Promise<VietnamResult> {
  const result: Record<string, string[]> = {};
  for (const row of VIETNAM_PRIZES[region]) {
    result[row.prize] = await repeat(row.count, () => digitsOf(stream, row.digits));
  }
  return result;
}

async function thai(stream: DrawStream): Promise<ThaiResult> {
  return {
    firstPrize: await digitsOf(stream, 6),
    frontThree: await repeat(2, () => digitsOf(stream, 3)),
    backThree: await repeat(2, () => digitsOf(stream, 3)),
    bottomTwo: await digitsOf(stream, 2),
  };
}

const FOUR_DIGIT_NUMBERS = range(0, 9999);

async function fourD(stream: DrawStream): Promise<FourDResult> {
  const drawn = (await stream.pickDistinct(FOUR_DIGIT_NUMBERS, 23)).map((n) => padded(n, 4));
  return {
    first: drawn[0]!,
    second: drawn[1]!,
    third: drawn[2]!,
    starter: drawn.slice(3, 13),
    consolation: drawn.slice(13, 23),
  };
}

const DRAWERS: { [F in GameFamily]: (stream: DrawStream) => Promise<FamilyResults[F]> } = {
  ssc: (stream) => repeat(5, () => stream.uniform(10)),
  pk10: (stream) => stream.pickDistinct(range(1, 10), 10),
  k3: (stream) => repeat(3, async () => 1 + (await stream.uniform(6))),
  '11x5': (stream) => stream.pickDistinct(range(1, 11), 5),
  'vn-mb': (stream) => vietnam(stream, 'vn-mb'),
  'vn-mn': (stream) => vietnam(stream, 'vn-mn'),
  'vn-mt': (stream) => vietnam(stream, 'vn-mt'),
  thai,
  '4d': fourD,
};

/** The result of one issue of a game, from its seed. Throws `SEED_MALFORMED` for a seed that is not 64 hex. */
export async function drawResult<F extends GameFamily>(
  family: F,
  gameCode: string,
  issueNo: string,
  seed: string,
  hashing: Hashing,
): Promise<FamilyResults[F]> {
  return DRAWERS[family](drawStream(hashing, seed, gameCode, issueNo));
}

export interface PublishedDraw<F extends GameFamily> {
  seed: string;
  /** The commitment published before sales. */
  seedHash: string;
  result: FamilyResults[F];
}

export type Verification<F extends GameFamily> =
  | { ok: true; result: FamilyResults[F] }
  | { ok: false; reason: 'SEED_MALFORMED' }
  | { ok: false; reason: 'SEED_HASH_MISMATCH' | 'RESULT_MISMATCH'; result: FamilyResults[F] };

/**
 * Recomputes a published draw: the seed must hash to the commitment and give the published result. The
 * recomputed result is returned so a verifier can show it beside the published one.
 */
export async function verifyDraw<F extends GameFamily>(
  family: F,
  gameCode: string,
  issueNo: string,
  published: PublishedDraw<F>,
  hashing: Hashing,
): Promise<Verification<F>> {
  if (!isSeed(published.seed)) return { ok: false, reason: 'SEED_MALFORMED' };
  const result = await drawResult(family, gameCode, issueNo, published.seed, hashing);
  if ((await seedHash(published.seed, hashing)) !== published.seedHash.toLowerCase()) {
    return { ok: false, reason: 'SEED_HASH_MISMATCH', result };
  }
  const expected = resultNumbers(family, result).join(',');
  if (resultNumbers(family, published.result).join(',') !== expected) {
    return { ok: false, reason: 'RESULT_MISMATCH', result };
  }
  return { ok: true, result };
}
