import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { operators, operatorSessions } from './schema.ts';

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperatorByUsername(db: Executor, brandId: bigint, username: string) {
  const rows = await db
    .select()
    .from(operators)
    .where(and(eq(operators.brandId, brandId), eq(operators.username, username)));
  return rows[0];
}

export async function findOperatorById(
  db: Executor,
  brandId: bigint,
  id: bigint,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(operators)
    .where(and(eq(operators.brandId, brandId), eq(operators.id, id)));
  const rows = await (options.forUpdate ? query.for('update') : query);
  return rows[0];
}

export async function listOperators(db: Executor, brandId: bigint) {
  return db.select().from(operators).where(eq(operators.brandId, brandId)).orderBy(operators.id);
}

export async function insertOperator(db: Executor, values: typeof operators.$inferInsert) {
  const rows = await db.insert(operators).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function updateOperatorRow(
  db: Executor,
  id: bigint,
  changes: Partial<typeof operators.$inferInsert>,
) {
  const [row] = await db.update(operators).set(changes).where(eq(operators.id, id)).returning();
  return row!;
}

export async function insertSession(db: Executor, values: typeof operatorSessions.$inferInsert) {
  await db.insert(operatorSessions).values(values);
}

/** The live session behind a token hash with its operator, or nothing when expired, idle or ended. */
export async function findLiveSession(db: Executor, tokenHash: string, idleMinutes: number) {
  const rows = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.endedAt),
        gt(operatorSessions.expiresAt, sql`app_now()`),
        gt(operatorSessions.lastSeenAt, sql`app_now() - make_interval(mins => ${idleMinutes})`),
        eq(operators.disabled, false),
      ),
    );
  return rows[0];
}

export async function touchSession(db: Executor, id: bigint) {
  await db
    .update(operatorSessions)
    .set({ lastSeenAt: sql`app_now()` })
    .where(
      and(eq(operatorSessions.id, id), sql`${operatorSessions.lastSeenAt} < app_now() - interval '1 minute'`),
    );
}

export async function endSession(db: Executor, id: bigint) {
  await db
    .update(operatorSessions)
    .set({ endedAt: sql`app_now()` })
    .where(eq(operatorSessions.id, id));
}

/** Ends every open session of an operator, except the one making the change when given. */
export async function endSessionsOf(db: Executor, operatorId: bigint, exceptSessionId?: bigint) {
  await db
    .update(operatorSessions)
    .set({ endedAt: sql`app_now()` })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.endedAt),
        exceptSessionId === undefined ? undefined : ne(operatorSessions.id, exceptSessionId),
      ),
    );
}
