import type { Executor } from '../../db/client.ts';
import { ggrByDay } from './repository.ts';

/** Stake and payout of settled rounds per brand-local day and currency in [from, to), all vendors together. */
export async function playByDay(
  db: Executor,
  brand: { id: bigint; timezone: string },
  range: { from: Date; to: Date },
): Promise<{ day: string; currency: string; stake: bigint; payout: bigint }[]> {
  const sums = new Map<string, { day: string; currency: string; stake: bigint; payout: bigint }>();
  for (const row of await ggrByDay(db, { brandId: brand.id, timezone: brand.timezone, ...range })) {
    const key = `${row.day}|${row.currency}`;
    const sum = sums.get(key) ?? { day: row.day, currency: row.currency, stake: 0n, payout: 0n };
    sum.stake += row.stake;
    sum.payout += row.payout;
    sums.set(key, sum);
  }
  return [...sums.values()];
}
