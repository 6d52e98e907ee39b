import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/** How many rows, and their summed amount in minor units, fell on one brand-local day (`yyyy-MM-dd`). */
export interface DayFigure {
  day: string;
  count: number;
  amount: bigint;
}

/**
 * Counts (and sums `amount` of) the rows of `table` matching `where` whose `at` lies in [from, to), by the
 * calendar day `at` falls on in `timezone`: the console's dashboard reads each module's own table this way,
 * and each module passes its own table and columns. Days without rows are left out.
 */
export async function figuresByDay(
  db: Executor,
  query: {
    table: PgTable;
    at: AnyColumn;
    amount?: AnyColumn;
    where: SQL | undefined;
    timezone: string;
    from: Date;
    to: Date;
  },
): Promise<DayFigure[]> {
  const day = sql`to_char(${query.at} at time zone ${query.timezone}::text, 'YYYY-MM-DD')`;
  const amount = query.amount ? sql`coalesce(sum(${query.amount}), 0)::text` : sql`'0'`;
  const result = await db.execute(sql`
    select ${day} as day, count(*)::int as count, ${amount} as amount
    from ${query.table}
    where ${query.where ?? sql`true`} and ${query.at} >= ${query.from.toISOString()}::timestamptz
      and ${query.at} < ${query.to.toISOString()}::timestamptz
    group by 1 order by 1`);
  return (result as unknown as { rows: { day: string; count: number | string; amount: string }[] }).rows.map(
    (row) => ({ day: row.day, count: Number(row.count), amount: BigInt(row.amount) }),
  );
}
