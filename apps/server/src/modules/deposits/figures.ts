import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { figuresByDay, type DayFigure } from '../../db/figures-by-day.ts';
import { deposits } from './schema.ts';

/** Deposits credited (approved) per brand-local day in [from, to), by the day they were approved. */
export function approvedDepositsByDay(
  db: Executor,
  brand: { id: bigint; timezone: string },
  range: { from: Date; to: Date },
): Promise<DayFigure[]> {
  return figuresByDay(db, {
    table: deposits,
    at: deposits.decidedAt,
    amount: deposits.amount,
    where: and(eq(deposits.brandId, brand.id), eq(deposits.status, 'approved')),
    timezone: brand.timezone,
    ...range,
  });
}

/** Deposits still waiting for a decision (the queue's default view). */
export async function pendingDepositCount(db: Executor, brandId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.brandId, brandId), eq(deposits.status, 'pending')));
  return row?.n ?? 0;
}
