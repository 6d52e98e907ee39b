import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brandZonesRelation } from '../brands/index.ts';

/** A credited deposit as promotions judge it: whether it was the player's first ever, or first of the day. */
export interface CreditedDeposit {
  id: bigint;
  brandId: bigint;
  playerId: bigint;
  amount: bigint;
  creditedAt: Date;
  /** No deposit of the player was credited before it. */
  first: boolean;
  /** No deposit of the player was credited before it on the same brand-local day. */
  firstOfDay: boolean;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The approved deposits among `ids` (others are left out), in the order they were credited. */
export async function creditedDeposits(db: Executor, ids: bigint[]): Promise<CreditedDeposit[]> {
  if (ids.length === 0) return [];
  const zones = await brandZonesRelation(db);
  const earlier = sql`e.player_id = d.player_id and e.status = 'approved'
    and (e.decided_at, e.id) < (d.decided_at, d.id)`;
  const rows = rowsOf<{
    id: string;
    brand_id: string;
    player_id: string;
    amount: string;
    decided_at: Date | string;
    first: boolean;
    first_of_day: boolean;
  }>(
    await db.execute(sql`
      select d.id, d.brand_id, d.player_id, d.amount, d.decided_at,
        not exists (select 1 from deposits e where ${earlier}) as first,
        not exists (select 1 from deposits e where ${earlier}
          and (e.decided_at at time zone z.tz)::date = (d.decided_at at time zone z.tz)::date) as first_of_day
      from deposits d join ${zones} z on z.brand_id = d.brand_id
      where d.id = any(${`{${ids.join(',')}}`}::bigint[]) and d.status = 'approved'
      order by d.decided_at, d.id`),
  );
  return rows.map((row) => ({
    id: BigInt(row.id),
    brandId: BigInt(row.brand_id),
    playerId: BigInt(row.player_id),
    amount: BigInt(row.amount),
    creditedAt: new Date(row.decided_at),
    first: row.first,
    firstOfDay: row.first_of_day,
  }));
}

/**
 * The credited deposits among rows of the money stream (`stream.where` on its rows as `s`): a credit is posted with
 * the key `deposit:<id>`. For the stream's consumers that reward deposits.
 */
export async function creditedDepositsIn(
  db: Executor,
  stream: { table: SQL; where: SQL },
): Promise<CreditedDeposit[]> {
  const keys = rowsOf<{ key: string }>(
    await db.execute(sql`select s.idempotency_key as key from ${stream.table} s
      where ${stream.where} and s.kind = 'deposit' and s.status = 'posted' and s.idempotency_key like 'deposit:%'`),
  );
  return creditedDeposits(
    db,
    keys.map((row) => BigInt(row.key.slice('deposit:'.length))),
  );
}

/** Each player's first credited deposit (players who never deposited are left out). */
export async function firstDepositsOf(
  db: Executor,
  playerIds: bigint[],
): Promise<Map<bigint, { amount: bigint; creditedAt: Date }>> {
  if (playerIds.length === 0) return new Map();
  const rows = rowsOf<{ player_id: string; amount: string; decided_at: Date | string }>(
    await db.execute(sql`
      select distinct on (player_id) player_id, amount, decided_at from deposits
      where player_id = any(${`{${playerIds.join(',')}}`}::bigint[]) and status = 'approved'
      order by player_id, decided_at, id`),
  );
  return new Map(
    rows.map((row) => [
      BigInt(row.player_id),
      { amount: BigInt(row.amount), creditedAt: new Date(row.decided_at) },
    ]),
  );
}
