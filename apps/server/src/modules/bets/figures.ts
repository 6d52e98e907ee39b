import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ggrByDay } from './repository.ts';
import { settledPlay } from './totals.ts';

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

/**
 * Each of the players' net loss (stake minus payout of their rounds settled in [from, to), in the currency):
 * only those who lost are answered. What a cashback is a percent of.
 */
export async function netLossesOf(
  db: Executor,
  brand: { id: bigint; timezone: string; currencyCode: string },
  range: { from: Date; to: Date },
  playerIds: bigint[],
): Promise<Map<bigint, bigint>> {
  if (playerIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select play.player_id, (sum(play.stake) - sum(play.payout))::text as loss
    from ${settledPlay({ brandId: brand.id, timezone: brand.timezone, from: range.from, to: range.to })} play
    where play.currency = ${brand.currencyCode}
      and play.player_id = any(${`{${playerIds.join(',')}}`}::bigint[])
    group by play.player_id having sum(play.stake) > sum(play.payout)`);
  const rows = (result as unknown as { rows: { player_id: string; loss: string }[] }).rows;
  return new Map(rows.map((row) => [BigInt(row.player_id), BigInt(row.loss)]));
}
