import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../db/client.ts';
import { rounds, seedPairs, walletCalls, type RoundStatus } from '../db/schema.ts';

export type RoundRow = typeof rounds.$inferSelect & { status: RoundStatus };
export type WalletCallRow = typeof walletCalls.$inferSelect;
export type CallKind = 'bet' | 'win' | 'rollback' | 'close';

/** Rounds waiting on the wallet: recovery completes them. `open` waits on the player instead. */
export const PENDING: readonly RoundStatus[] = [
  'pending-debit',
  'pending-credit',
  'pending-rollback',
  'pending-close',
];
/** Statuses a player never sees a round in: its bet was refused, nothing moved. */
export const HIDDEN: readonly RoundStatus[] = ['rejected'];

/** The wallet transaction id of each call of a round: the same on every retry, by any process. */
export const transactionId = (roundId: string, kind: CallKind) => `${roundId}:${kind}`;

export async function insertRound(db: Executor, row: typeof rounds.$inferInsert) {
  await db.insert(rounds).values(row);
}

export async function findRound(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<RoundRow | undefined> {
  const query = db.select().from(rounds).where(eq(rounds.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row as RoundRow | undefined;
}

/**
 * Moves a round from the status it was read in, and only from it: whichever of a request and the recovery job
 * gets there first moves it, the other changes nothing (and reads the round again).
 */
export async function transition(
  db: Executor,
  id: string,
  from: RoundStatus,
  set: Partial<typeof rounds.$inferInsert>,
): Promise<boolean> {
  const moved = await db
    .update(rounds)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(rounds.id, id), eq(rounds.status, from)))
    .returning({ id: rounds.id });
  return moved.length === 1;
}

export async function noteAttempt(db: Executor, id: string, error: string) {
  await db
    .update(rounds)
    .set({ lastError: error.slice(0, 500) })
    .where(eq(rounds.id, id));
}

/** An unfinished mines or hi-lo round of the subject in this game blocks a new one (409 ROUND_OPEN). */
export async function hasUnfinishedRound(
  db: Executor,
  where: { subject: string; vassalage?: string; gameCode?: string },
): Promise<boolean> {
  const conditions: SQL[] = [
    eq(rounds.subject, where.subject),
    inArray(rounds.engine, ['mines', 'hilo']),
    inArray(rounds.status, ['pending-debit', 'open']),
  ];
  if (where.vassalage) conditions.push(eq(rounds.vassalage, where.vassalage));
  if (where.gameCode) conditions.push(eq(rounds.gameCode, where.gameCode));
  const [row] = await db
    .select({ id: rounds.id })
    .from(rounds)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** The newest round of the subject in this game that is not finished: an open one to resume, or one pending. */
export async function unfinishedRound(db: Executor, subject: string, vassalage: string, gameCode: string) {
  const [row] = await db
    .select()
    .from(rounds)
    .where(
      and(
        eq(rounds.subject, subject),
        eq(rounds.vassalage, vassalage),
        eq(rounds.gameCode, gameCode),
        inArray(rounds.status, ['open', 'failed', ...PENDING]),
      ),
    )
    .orderBy(desc(rounds.createdAt))
    .limit(1);
  return row as RoundRow | undefined;
}

export async function listRounds(
  db: Executor,
  where: { subject: string; vassalage: string; gameCode: string },
  page: { page: number; pageSize: number },
): Promise<{ rows: RoundRow[]; total: number }> {
  const condition = and(
    eq(rounds.subject, where.subject),
    eq(rounds.vassalage, where.vassalage),
    eq(rounds.gameCode, where.gameCode),
    sql`${rounds.status} <> 'rejected'`,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rounds)
    .where(condition);
  const rows = await db
    .select()
    .from(rounds)
    .where(condition)
    .orderBy(desc(rounds.createdAt), desc(rounds.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows: rows as RoundRow[], total: Number(count?.n ?? 0) };
}

/** The seed pair of each round, for its fairness block (the server seed only once the pair is revealed). */
export async function pairsOf(db: Executor, ids: (bigint | null)[]) {
  const known = [...new Set(ids.filter((id): id is bigint => id !== null))];
  if (known.length === 0) return new Map<bigint, typeof seedPairs.$inferSelect>();
  const rows = await db.select().from(seedPairs).where(inArray(seedPairs.id, known));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function insertCall(
  db: Executor,
  call: { vassalage: string; owner: string; kind: CallKind; request: Record<string, unknown> },
) {
  await db
    .insert(walletCalls)
    .values({
      vassalage: call.vassalage,
      transactionId: String(call.request.transactionId),
      owner: call.owner,
      kind: call.kind === 'close' ? 'win' : call.kind,
      request: call.request,
    })
    .onConflictDoNothing();
}

export async function findCall(
  db: Executor,
  vassalage: string,
  txId: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(walletCalls)
    .where(and(eq(walletCalls.vassalage, vassalage), eq(walletCalls.transactionId, txId)));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

/** Records a final answer once (a later, contradicting one is ignored and reported by the caller). */
export async function answerCall(
  db: Executor,
  id: bigint,
  answer: { status: 'ok' | 'refused'; body: unknown; attempts: number },
): Promise<boolean> {
  const updated = await db
    .update(walletCalls)
    .set({
      status: answer.status,
      answer: answer.body,
      attempts: sql`${walletCalls.attempts} + ${answer.attempts}`,
      answeredAt: sql`now()`,
    })
    .where(and(eq(walletCalls.id, id), eq(walletCalls.status, 'pending')))
    .returning({ id: walletCalls.id });
  return updated.length === 1;
}

export async function callUnanswered(db: Executor, id: bigint, attempts: number, error: string) {
  await db
    .update(walletCalls)
    .set({ attempts: sql`${walletCalls.attempts} + ${attempts}`, lastError: error.slice(0, 500) })
    .where(eq(walletCalls.id, id));
}

/**
 * Claims due rounds for recovery, each by one process: rows locked by another claim are skipped, and the claim
 * moves `next_attempt_at` on (by a delay doubling with the round's attempts), so the round is not taken again
 * before then even if this process dies holding it. Open mines and hi-lo rounds are due once abandoned.
 */
export async function claimDueRounds(
  db: Executor,
  props: { limit: number; delayMs: number; maxDelayMs: number; abandonAfterMs: number },
): Promise<{ id: string; status: RoundStatus }[]> {
  return rowsOf<{ id: string; status: RoundStatus }>(
    await db.execute(sql`
      with due as (
        select id from rounds
        where next_attempt_at <= now()
          and (status in ('pending-debit', 'pending-credit', 'pending-rollback', 'pending-close')
            or (status = 'open' and engine <> 'crash'
              and updated_at <= now() - ${props.abandonAfterMs} * interval '1 millisecond')
            -- A crash bet still open once its round crashed: its settlement was interrupted.
            or (status = 'open' and engine = 'crash' and exists (select 1 from crash_rounds c
              where c.id = rounds.crash_round_id and c.phase = 'crashed')))
        order by next_attempt_at
        limit ${props.limit}
        for update skip locked
      )
      update rounds set attempts = rounds.attempts + 1,
        next_attempt_at = now() + least(${props.delayMs}::bigint * power(2, least(rounds.attempts, 20))::bigint,
          ${props.maxDelayMs}::bigint) * interval '1 millisecond'
      from due where rounds.id = due.id
      returning rounds.id, rounds.status`),
  );
}
