import { describe, expect, it } from 'vitest';
import { BetError } from '../money.ts';
import { chiSquareTest } from '../stats/chi-square.ts';
import { SimulationRandom } from '../stats/sim-random.ts';
import {
  crashChain,
  crashDurationMs,
  crashMultiplierAt,
  crashPoint,
  crashPointFromBits,
  crashRoundHash,
  MAX_POINT,
  nextChainHash,
  reachProbability,
  settleCrashBet,
  verifyCrashRound,
} from './crash.ts';

const SEED = '4c1e2a7b9d0f3e5a6b8c0d2e4f6a8b0c1d3e5f7a9b1c3d5e7f9a0b2c4d6e8f0a';
const SALT = '0000000000000000000301e2801a9a9598bfb114e574a91a887f2132f33047e6';
const E = 2n ** 52n;

describe('crash', () => {
  it('plays a hash chain backwards, each round hashing to the one before and round 1 to the terminal hash', () => {
    const { terminalHash, hashes } = crashChain(SEED, 50);
    expect(nextChainHash(hashes[0]!)).toBe(terminalHash);
    for (let r = 1; r < 50; r++) expect(nextChainHash(hashes[r]!)).toBe(hashes[r - 1]);
    expect(hashes[49]).toBe(SEED);
    expect(crashRoundHash(SEED, 50, 7)).toBe(hashes[6]);
  });

  it('lets anyone check a revealed round against the published terminal hash', () => {
    const { terminalHash, hashes } = crashChain(SEED, 30);
    expect(verifyCrashRound({ roundHash: hashes[11]!, round: 12, terminalHash, salt: SALT })).toBe(
      crashPoint(hashes[11]!, SALT),
    );
    expect(verifyCrashRound({ roundHash: hashes[11]!, round: 11, terminalHash, salt: SALT })).toBeNull();
    expect(
      verifyCrashRound({ roundHash: SEED.replace('4c', '4d'), round: 30, terminalHash, salt: SALT }),
    ).toBeNull();
  });

  it('crashes at ⌊0.99 · 2^52 / (2^52 − h)⌋ hundredths, never below 1.00×', () => {
    expect(crashPointFromBits(0n)).toBe(100);
    expect(crashPointFromBits(E / 2n)).toBe(198);
    expect(crashPointFromBits((E * 3n) / 4n)).toBe(396);
    expect(crashPointFromBits(E - 2n ** 40n)).toBe(405_504); // 99 · 2^12 hundredths: 4,055.04×
    expect(crashPointFromBits(E - 1n)).toBe(MAX_POINT); // 4.46 · 10^15 hundredths, capped at 1,000,000×
    expect(() => crashPointFromBits(E)).toThrow(RangeError);
  });

  it('returns at most 99% for any cash-out target, and within 2^-52 of it', () => {
    for (const target of [101, 150, 200, 1000, 12_345, 1_000_000]) {
      const p = reachProbability(target);
      const rtp = (Number(p.num) / Number(p.den)) * (target / 100);
      expect(rtp).toBeLessThanOrEqual(0.99);
      expect(rtp).toBeGreaterThan(0.99 - 1e-9);
    }
  });

  it('reaches targets as often as computed (simulated bits)', () => {
    const random = new SimulationRandom(52);
    const rounds = 400_000;
    const reached = { 101: 0, 200: 0, 1000: 0 };
    for (let i = 0; i < rounds; i++) {
      const bits = (BigInt(random.int(2 ** 20)) << 32n) | BigInt(random.int(2 ** 32));
      const point = crashPointFromBits(bits);
      for (const t of [101, 200, 1000] as const) if (point >= t) reached[t] += 1;
    }
    for (const t of [101, 200, 1000] as const) {
      const p = Number(reachProbability(t).num) / Number(reachProbability(t).den);
      expect(Math.abs(reached[t] / rounds - p), String(t)).toBeLessThan(
        4 * Math.sqrt((p * (1 - p)) / rounds),
      );
    }
  });

  it('draws crash points of a real chain with the computed distribution (chi-square at 99%)', () => {
    const { hashes } = crashChain(SEED, 20_000);
    const edges = [101, 120, 150, 200, 300, 500, 1000, 10_000];
    const counts = new Array<number>(edges.length + 1).fill(0);
    for (const hash of hashes) {
      const point = crashPoint(hash, SALT);
      counts[edges.filter((e) => point >= e).length]! += 1;
    }
    const reach = (t: number) => Number(reachProbability(t).num) / Number(reachProbability(t).den);
    const odds = counts.map(
      (_, i) => (i === 0 ? 1 : reach(edges[i - 1]!)) - (i === edges.length ? 0 : reach(edges[i]!)),
    );
    const result = chiSquareTest(counts, odds);
    expect(result.pass, `χ² ${result.statistic.toFixed(1)} > ${result.critical.toFixed(1)}`).toBe(true);
  });

  it('pays the earlier of the auto and manual cash-outs when the round reached it', () => {
    expect(settleCrashBet({ stake: 100n, autoCashOut: 150 }, 149)).toEqual({ cashOut: null, payout: 0n });
    expect(settleCrashBet({ stake: 100n, autoCashOut: 150 }, 150)).toEqual({ cashOut: 150, payout: 150n });
    expect(settleCrashBet({ stake: 100n, autoCashOut: 200, cashedOutAt: 120 }, 5000)).toEqual({
      cashOut: 120,
      payout: 120n,
    });
    expect(settleCrashBet({ stake: 3n, cashedOutAt: 133 }, 133).payout).toBe(3n); // 3.99 rounds down
    expect(settleCrashBet({ stake: 100n }, 5000)).toEqual({ cashOut: null, payout: 0n });
    expect(() => settleCrashBet({ stake: 100n, autoCashOut: 100 }, 5000)).toThrow(BetError);
  });

  it('shows the multiplier rising from 1.00× and reaching the crash point at the crash time', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(11_500)).toBe(199); // doubles after ln 2 / 0.00006 ≈ 11,552 ms
    expect(crashMultiplierAt(11_600)).toBe(200);
    for (const point of [101, 250, 1234, 100_000]) {
      expect(crashMultiplierAt(crashDurationMs(point))).toBeGreaterThanOrEqual(point);
      expect(crashMultiplierAt(crashDurationMs(point) - 2)).toBeLessThan(point);
    }
  });
});
