import type { RandomSource } from '../fairness/stream.ts';
import { applyRatio, BetError, checkStake, ratio, type Ratio } from '../money.ts';

/**
 * Plinko: the ball falls through `rows` rows of pegs, going right or left at each with even odds, and lands
 * in slot k = number of rights, with probability C(rows, k) / 2^rows.
 *
 * Payout tables (multipliers in hundredths) follow one rule for every row count and risk, in exact integer
 * arithmetic: slot k pays a + ⌊B · (g^e − 1) / (g^rows − 1)⌋ hundredths, e = |2k − rows| (0 in the middle,
 * `rows` at the edges), a the middle's floor and g the growth per half-step of the risk level. B, the edges'
 * extra, is the largest whole number keeping the table's RTP Σ C(rows, k) · m_k / (100 · 2^rows) at or below
 * 99%; the exact RTP of every table is computed by `plinkoRtp` and lies between 98.6% and 99%.
 */
export const ROWS = [8, 9, 10, 11, 12, 13, 14, 15, 16] as const;
export type PlinkoRisk = 'low' | 'medium' | 'high';

const RISK: Record<PlinkoRisk, { middle: bigint; growth: [bigint, bigint] }> = {
  low: { middle: 50n, growth: [5n, 4n] },
  medium: { middle: 30n, growth: [3n, 2n] },
  high: { middle: 20n, growth: [2n, 1n] },
};

const binomial = (n: number, k: number) => {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

const tables = new Map<string, number[]>();

/** Multipliers in hundredths for slots 0…rows. */
export function plinkoTable(rows: number, risk: PlinkoRisk): number[] {
  if (!ROWS.includes(rows as (typeof ROWS)[number])) throw new BetError(`${ROWS[0]} to ${ROWS.at(-1)} rows`);
  if (!(risk in RISK)) throw new BetError('risk is low, medium or high');
  const key = `${rows}/${risk}`;
  const known = tables.get(key);
  if (known) return known;
  const { middle, growth } = RISK[risk];
  const [p, q] = growth;
  const n = BigInt(rows);
  // (g^e − 1) / (g^rows − 1) with g = p/q, over whole numbers: (p^e · q^(rows−e) − q^rows) / (p^rows − q^rows).
  const rise = (e: number) => p ** BigInt(e) * q ** (n - BigInt(e)) - q ** n;
  const span = p ** n - q ** n;
  const table = (edge: bigint) =>
    Array.from({ length: rows + 1 }, (_, k) => middle + (edge * rise(Math.abs(2 * k - rows))) / span);
  const returned = (t: bigint[]) => t.reduce((sum, m, k) => sum + m * binomial(rows, k), 0n);
  const allowed = 99n * 2n ** n; // 99% of 100 hundredths × 2^rows paths
  let low = 0n;
  let high = 100_000_000n;
  while (high - low > 1n) {
    const mid = (low + high) / 2n;
    if (returned(table(mid)) <= allowed) low = mid;
    else high = mid;
  }
  const result = table(low).map(Number);
  tables.set(key, result);
  return result;
}

/** Exact RTP of a table: Σ C(rows, k) · m_k / (100 · 2^rows). */
export function plinkoRtp(rows: number, risk: PlinkoRisk): Ratio {
  const returned = plinkoTable(rows, risk).reduce((sum, m, k) => sum + BigInt(m) * binomial(rows, k), 0n);
  return ratio(returned, 100n * 2n ** BigInt(rows));
}

export interface PlinkoBet {
  stake: bigint;
  rows: number;
  risk: PlinkoRisk;
}

export interface PlinkoResult {
  /** Each row's bounce: 0 left, 1 right. */
  path: number[];
  slot: number;
  multiplier: Ratio;
  payout: bigint;
}

export function dropPlinko(random: RandomSource, bet: PlinkoBet): PlinkoResult {
  checkStake(bet.stake);
  const table = plinkoTable(bet.rows, bet.risk);
  const path = Array.from({ length: bet.rows }, () => random.int(2));
  const slot = path.reduce((a, b) => a + b, 0);
  const multiplier = ratio(table[slot]!, 100);
  return { path, slot, multiplier, payout: applyRatio(bet.stake, multiplier) };
}
