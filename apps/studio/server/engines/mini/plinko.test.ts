import { describe, expect, it } from 'vitest';
import { FairStream } from '../fairness/stream.ts';
import { BetError, ratio } from '../money.ts';
import { chiSquareTest } from '../stats/chi-square.ts';
import { SimulationRandom } from '../stats/sim-random.ts';
import { dropPlinko, plinkoRtp, plinkoTable, ROWS, type PlinkoRisk } from './plinko.ts';

const RISKS: PlinkoRisk[] = ['low', 'medium', 'high'];
const binomial = (n: number, k: number) => {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};

describe('plinko', () => {
  it('has symmetric tables, lowest in the middle, each returning between 98.6% and 99% exactly', () => {
    for (const rows of ROWS)
      for (const risk of RISKS) {
        const table = plinkoTable(rows, risk);
        expect(table).toHaveLength(rows + 1);
        expect(table).toEqual([...table].reverse());
        expect(Math.min(...table)).toBe(table[Math.floor(rows / 2)]);
        // The RTP by the binomial distribution, in plain numbers, against the exact ratio.
        const rtp = table.reduce((sum, m, k) => sum + (binomial(rows, k) / 2 ** rows) * (m / 100), 0);
        const exact = plinkoRtp(rows, risk);
        expect(rtp).toBeCloseTo(Number(exact.num) / Number(exact.den), 12);
        expect(rtp, `${rows} ${risk}`).toBeGreaterThanOrEqual(0.986);
        expect(rtp, `${rows} ${risk}`).toBeLessThanOrEqual(0.99);
      }
    expect(plinkoTable(16, 'high')[0]).toBeGreaterThan(plinkoTable(16, 'medium')[0]!);
    expect(plinkoTable(16, 'medium')[0]).toBeGreaterThan(plinkoTable(16, 'low')[0]!);
    expect(plinkoTable(8, 'low')).toEqual([366, 229, 141, 85, 50, 85, 141, 229, 366]);
  });

  it('lands in the slot counting the rights of its path and pays its multiplier rounded down', () => {
    const rights = [1, 0, 1, 1, 0, 0, 1, 1];
    let i = 0;
    const result = dropPlinko({ int: () => rights[i++]! }, { stake: 7n, rows: 8, risk: 'medium' });
    expect(result).toMatchObject({ path: rights, slot: 5, multiplier: ratio(67, 100), payout: 4n });
    expect(() => dropPlinko({ int: () => 0 }, { stake: 1n, rows: 7, risk: 'low' })).toThrow(BetError);
    expect(() => dropPlinko({ int: () => 0 }, { stake: 1n, rows: 8, risk: 'wild' as 'low' })).toThrow(
      BetError,
    );
  });

  it('returns the computed RTP over many drops', () => {
    const random = new SimulationRandom(16);
    const drops = 300_000;
    let returned = 0n;
    for (let i = 0; i < drops; i++)
      returned += dropPlinko(random, { stake: 100n, rows: 12, risk: 'low' }).payout;
    const exact = plinkoRtp(12, 'low');
    // Low risk pays at most 6.7×: σ < 670 per 100 staked is a generous bound; the real one is about 80.
    expect(Math.abs(Number(returned) / drops - (100 * Number(exact.num)) / Number(exact.den))).toBeLessThan(
      (4 * 80) / Math.sqrt(drops) + 0.05,
    );
  });

  it('drops into the slots as the binomial distribution says from the fair stream (chi-square at 99%)', () => {
    const seed = 'f1a7f1a7f1a7f1a7f1a7f1a7f1a7f1a7f1a7f1a7f1a7f1a7f1a7f1a7f1a7f1a7';
    const counts = new Array<number>(17).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce++)
      counts[dropPlinko(new FairStream(seed, 'ball', nonce), { stake: 1n, rows: 16, risk: 'high' }).slot]! +=
        1;
    const result = chiSquareTest(
      counts,
      counts.map((_, k) => binomial(16, k) / 2 ** 16),
    );
    expect(result.pass, `χ² ${result.statistic.toFixed(1)} > ${result.critical.toFixed(1)}`).toBe(true);
  });
});
