import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AdjustmentRequestStatus } from '@croupier/contracts';
import type { Executor } from '../../db/client.ts';
import { usernamesByIds } from '../players/index.ts';
import { adjustmentRequests, type AdjustmentRequestRow } from './schema.ts';

export async function insertAdjustmentRequest(
  db: Executor,
  values: typeof adjustmentRequests.$inferInsert,
): Promise<AdjustmentRequestRow> {
  const [row] = await db.insert(adjustmentRequests).values(values).returning();
  return row!;
}

/** The request, locked until the transaction ends: concurrent decisions on it take turns. */
export async function lockAdjustmentRequest(db: Executor, brandId: bigint, id: bigint) {
  const [row] = await db
    .select()
    .from(adjustmentRequests)
    .where(and(eq(adjustmentRequests.brandId, brandId), eq(adjustmentRequests.id, id)))
    .for('update');
  return row;
}

export async function decideAdjustmentRequest(
  db: Executor,
  id: bigint,
  decision: Pick<
    AdjustmentRequestRow,
    'status' | 'decidedById' | 'decidedBy' | 'rejectReason' | 'transferId'
  >,
): Promise<AdjustmentRequestRow | undefined> {
  const [row] = await db
    .update(adjustmentRequests)
    .set({ ...decision, decidedAt: sql`app_now()` })
    .where(and(eq(adjustmentRequests.id, id), eq(adjustmentRequests.status, 'pending')))
    .returning();
  return row;
}

export async function listAdjustmentRequestRows(
  db: Executor,
  filter: { brandId: bigint; status?: AdjustmentRequestStatus; page: number; pageSize: number },
) {
  const where = and(
    eq(adjustmentRequests.brandId, filter.brandId),
    filter.status ? eq(adjustmentRequests.status, filter.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(adjustmentRequests).where(where);
  const requests = await db
    .select()
    .from(adjustmentRequests)
    .where(where)
    .orderBy(desc(adjustmentRequests.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const usernames = await usernamesByIds(
    db,
    requests.map((request) => request.playerId),
  );
  const rows = requests.map((request) => ({ request, account: usernames.get(request.playerId)! }));
  return { total: total?.n ?? 0, rows };
}
