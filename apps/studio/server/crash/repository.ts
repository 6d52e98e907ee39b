import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { crashChains, crashRounds, rounds } from '../db/schema.ts';
import type { RoundRow } from '../rounds/repository.ts';

export type CrashChainRow = typeof crashChains.$inferSelect;
export type CrashRoundRow = typeof crashRounds.$inferSelect & { phase: 'betting' | 'running' | 'crashed' };

export async function latestChain(db: Executor): Promise<CrashChainRow | undefined> {
  const [row] = await db.select().from(crashChains).orderBy(desc(crashChains.id)).limit(1);
  return row;
}

export async function insertChain(
  db: Executor,
  row: typeof crashChains.$inferInsert,
): Promise<CrashChainRow> {
  const [made] = await db.insert(crashChains).values(row).returning();
  return made!;
}

export async function chainById(db: Executor, id: bigint): Promise<CrashChainRow | undefined> {
  const [row] = await db.select().from(crashChains).where(eq(crashChains.id, id));
  return row;
}

export async function currentRound(
  db: Executor,
  options: { forUpdate?: boolean } = {},
): Promise<CrashRoundRow | undefined> {
  const query = db.select().from(crashRounds).orderBy(desc(crashRounds.id)).limit(1);
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row as CrashRoundRow | undefined;
}

export async function crashRoundById(
  db: Executor,
  id: bigint,
  options: { forUpdate?: boolean } = {},
): Promise<CrashRoundRow | undefined> {
  const query = db.select().from(crashRounds).where(eq(crashRounds.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row as CrashRoundRow | undefined;
}

export async function crashRoundByHash(db: Executor, hash: string): Promise<CrashRoundRow | undefined> {
  const [row] = await db.select().from(crashRounds).where(eq(crashRounds.hash, hash)).limit(1);
  return row as CrashRoundRow | undefined;
}

export async function lastRoundNo(db: Executor, chainId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${crashRounds.roundNo}), 0)::int` })
    .from(crashRounds)
    .where(eq(crashRounds.chainId, chainId));
  return Number(row?.n ?? 0);
}

export async function insertCrashRound(
  db: Executor,
  row: typeof crashRounds.$inferInsert,
): Promise<CrashRoundRow> {
  const [made] = await db.insert(crashRounds).values(row).returning();
  return made as CrashRoundRow;
}

export async function updateCrashRound(
  db: Executor,
  id: bigint,
  set: Partial<typeof crashRounds.$inferInsert>,
) {
  await db.update(crashRounds).set(set).where(eq(crashRounds.id, id));
}

export async function crashedHistory(db: Executor, limit = 20): Promise<CrashRoundRow[]> {
  return (await db
    .select()
    .from(crashRounds)
    .where(eq(crashRounds.phase, 'crashed'))
    .orderBy(desc(crashRounds.id))
    .limit(limit)) as CrashRoundRow[];
}

/** A subject's bet in a crash round (one per round). */
export async function betOf(
  db: Executor,
  crashRoundId: bigint,
  subject: string,
  options: { forUpdate?: boolean } = {},
): Promise<RoundRow | undefined> {
  const query = db
    .select()
    .from(rounds)
    .where(
      and(
        eq(rounds.crashRoundId, crashRoundId),
        eq(rounds.subject, subject),
        sql`${rounds.status} <> 'rejected'`,
      ),
    )
    .limit(1);
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row as RoundRow | undefined;
}

/** Bets of a round still waiting on it (stake taken, neither cashed out nor settled). */
export async function openBets(db: Executor, crashRoundId: bigint): Promise<RoundRow[]> {
  return (await db
    .select()
    .from(rounds)
    .where(and(eq(rounds.crashRoundId, crashRoundId), eq(rounds.status, 'open')))
    .for('update', { skipLocked: true })) as RoundRow[];
}

/**
 * Once a round has crashed, the bets cashed out before it show the point they escaped too. Never earlier: a
 * point in any history before the crash would tell every player when to cash out.
 */
export async function revealPointToCashedOut(
  db: Executor,
  crashRoundId: bigint,
  point: string,
): Promise<void> {
  await db
    .update(rounds)
    .set({ result: sql`jsonb_set(${rounds.result}, '{point}', to_jsonb(${point}::text))` })
    .where(
      and(
        eq(rounds.crashRoundId, crashRoundId),
        sql`${rounds.result} is not null`,
        sql`${rounds.result}->>'cashOut' is not null`,
        sql`${rounds.result}->'point' = 'null'::jsonb`,
      ),
    );
}
