import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { figuresByDay, type DayFigure } from '../../db/figures-by-day.ts';
import { withdrawals } from './schema.ts';

/** Withdrawals paid out per brand-local day in [from, to), by the day they were marked paid (later receipts too). */
export function paidWithdrawalsByDay(
  db: Executor,
  brand: { id: bigint; timezone: string },
  range: { from: Date; to: Date },
): Promise<DayFigure[]> {
  return figuresByDay(db, {
    table: withdrawals,
    at: withdrawals.paidAt,
    amount: withdrawals.amount,
    where: and(
      eq(withdrawals.brandId, brand.id),
      inArray(withdrawals.status, ['paid', 'received', 'disputed']),
    ),
    timezone: brand.timezone,
    ...range,
  });
}

/** Withdrawals waiting for an operator's approval. */
export async function pendingWithdrawalCount(db: Executor, brandId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.brandId, brandId), eq(withdrawals.status, 'pending')));
  return row?.n ?? 0;
}
