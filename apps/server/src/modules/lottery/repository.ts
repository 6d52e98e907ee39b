import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { GameDefinition } from './platform-games.ts';
import {
  lotteryGames,
  lotteryIssues,
  type IssueStatus,
  type LotteryGameRow,
  type LotteryIssueRow,
  type PrizeMode,
} from './schema.ts';

/** Issues the engine still has to open, close or draw (the partial index `lottery_issues_pending`). */
export const PENDING_STATUSES: readonly IssueStatus[] = ['scheduled', 'open', 'closed'];
/** Issues whose result and seed are public. */
export const PUBLISHED_STATUSES: readonly IssueStatus[] = ['drawn', 'settled'];
const pending = inArray(lotteryIssues.status, [...PENDING_STATUSES]);

/**
 * Inserts a game unless its code is taken; answers the new row, or undefined when the code exists. Without a
 * sort order it goes after every game.
 */
export async function insertGame(
  db: Executor,
  game: GameDefinition & { drawsAfter: Date; sortOrder?: number },
): Promise<LotteryGameRow | undefined> {
  const last = sql<number>`(select coalesce(max(${lotteryGames.sortOrder}) + 1, 0) from ${lotteryGames})`;
  const [row] = await db
    .insert(lotteryGames)
    .values({ ...game, sortOrder: game.sortOrder ?? last })
    .onConflictDoNothing({ target: lotteryGames.code })
    .returning();
  return row;
}

export async function findGameByCode(db: Executor, code: string): Promise<LotteryGameRow | undefined> {
  const [row] = await db.select().from(lotteryGames).where(eq(lotteryGames.code, code));
  return row;
}

export function listGames(
  db: Executor,
  filter: { prizeMode?: PrizeMode; enabledOnly: boolean },
): Promise<LotteryGameRow[]> {
  return db
    .select()
    .from(lotteryGames)
    .where(
      and(
        filter.prizeMode ? eq(lotteryGames.prizeMode, filter.prizeMode) : undefined,
        filter.enabledOnly ? eq(lotteryGames.enabled, true) : undefined,
      ),
    )
    .orderBy(asc(lotteryGames.sortOrder), asc(lotteryGames.id));
}

/**
 * Takes a game for one step of the draw engine: the row lock is what makes one worker at a time draw a game, in
 * order, while other workers skip it and take other games. Undefined when another worker holds it.
 */
export async function lockGame(tx: Executor, gameId: bigint): Promise<LotteryGameRow | undefined> {
  const [row] = await tx
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.id, gameId), eq(lotteryGames.enabled, true)))
    .for('update', { skipLocked: true });
  return row;
}

/** The game's latest issue (its schedule continues from there). */
export async function latestIssue(db: Executor, gameId: bigint): Promise<LotteryIssueRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryIssues)
    .where(eq(lotteryIssues.gameId, gameId))
    .orderBy(desc(lotteryIssues.drawAt))
    .limit(1);
  return row;
}

export interface NewIssue {
  gameId: bigint;
  issueNo: string;
  opensAt: Date;
  closeAt: Date;
  drawAt: Date;
  seedHash: string;
  sealedSeed: string;
}

export async function insertIssues(tx: Executor, issues: readonly NewIssue[]): Promise<void> {
  if (issues.length > 0) await tx.insert(lotteryIssues).values([...issues]);
}

/**
 * Moves a game's issues along the clock: on sale once the previous issue has closed, closed at their close
 * instant. Issues due for their draw stay for `dueIssues`, which draws them one by one in order.
 */
export async function openAndCloseIssues(tx: Executor, gameId: bigint): Promise<void> {
  await tx.execute(sql`
    update lottery_issues
    set status = case when close_at <= app_now() then 'closed' else 'open' end
    where game_id = ${gameId} and status in ('scheduled', 'open') and draw_at > app_now()
      and (close_at <= app_now() or (status = 'scheduled' and opens_at <= app_now()))`);
}

/** The game's issues whose draw instant has passed and that are not drawn yet, oldest first. */
export function dueIssues(tx: Executor, gameId: bigint, limit: number): Promise<LotteryIssueRow[]> {
  return tx
    .select()
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.gameId, gameId), pending, sql`${lotteryIssues.drawAt} <= app_now()`))
    .orderBy(asc(lotteryIssues.drawAt))
    .limit(limit);
}

/** When a game's pending issues next change: the earliest sale opening, close or draw still ahead of them. */
export async function nextIssueEvent(tx: Executor, gameId: bigint): Promise<Date | null> {
  const [row] = (
    (await tx.execute(sql`
      select least(min(opens_at) filter (where status = 'scheduled'),
                   min(close_at) filter (where status <> 'closed'), min(draw_at)) as at
      from lottery_issues
      where game_id = ${gameId} and status in ('scheduled', 'open', 'closed')`)) as unknown as {
      rows: { at: string | Date | null }[];
    }
  ).rows;
  return row?.at ? new Date(row.at) : null;
}

/** Records draws: the revealed seed and the result, once (an issue drawn or voided meanwhile keeps its state). */
export async function recordDraws(
  tx: Executor,
  draws: readonly { id: bigint; seed: string; result: unknown }[],
): Promise<void> {
  if (draws.length === 0) return;
  const rows = JSON.stringify(draws.map((draw) => ({ ...draw, id: String(draw.id) })));
  await tx.execute(sql`
    update lottery_issues as issue
    set status = 'drawn', seed = drawn.seed, result = drawn.result, drawn_at = app_now()
    from jsonb_to_recordset(${rows}::jsonb) as drawn(id bigint, seed text, result jsonb)
    where issue.id = drawn.id and issue.status in ('scheduled', 'open', 'closed')`);
}

/** The issue on sale or next to draw for each of `gameIds`: the first not drawn yet whose draw is ahead. */
export async function upcomingIssues(db: Executor, gameIds: readonly bigint[]): Promise<LotteryIssueRow[]> {
  if (gameIds.length === 0) return [];
  return db
    .selectDistinctOn([lotteryIssues.gameId])
    .from(lotteryIssues)
    .where(
      and(inArray(lotteryIssues.gameId, [...gameIds]), pending, sql`${lotteryIssues.drawAt} > app_now()`),
    )
    .orderBy(asc(lotteryIssues.gameId), asc(lotteryIssues.drawAt));
}

/** The last drawn issue of each of `gameIds`. */
export async function lastDrawnIssues(db: Executor, gameIds: readonly bigint[]): Promise<LotteryIssueRow[]> {
  if (gameIds.length === 0) return [];
  return db
    .selectDistinctOn([lotteryIssues.gameId])
    .from(lotteryIssues)
    .where(
      and(
        inArray(lotteryIssues.gameId, [...gameIds]),
        inArray(lotteryIssues.status, [...PUBLISHED_STATUSES]),
      ),
    )
    .orderBy(asc(lotteryIssues.gameId), desc(lotteryIssues.drawAt));
}

/** A page of a game's issues matching `where`, newest first, and how many match. */
async function pageOfIssues(
  db: Executor,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: LotteryIssueRow[]; total: number }> {
  const rows = await db
    .select()
    .from(lotteryIssues)
    .where(where)
    .orderBy(desc(lotteryIssues.drawAt))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(lotteryIssues).where(where);
  return { rows, total: Number(total?.value ?? 0) };
}

/** A game's drawn issues, newest first, a page at a time. */
export function publishedIssues(db: Executor, gameId: bigint, page: { limit: number; offset: number }) {
  const published = inArray(lotteryIssues.status, [...PUBLISHED_STATUSES]);
  return pageOfIssues(db, and(eq(lotteryIssues.gameId, gameId), published), page);
}

/** Every issue of a game (the next ones ahead and void ones included), newest first, for the console. */
export function issueHistory(db: Executor, gameId: bigint, page: { limit: number; offset: number }) {
  return pageOfIssues(db, eq(lotteryIssues.gameId, gameId), page);
}

export async function lockIssue(
  tx: Executor,
  gameId: bigint,
  issueNo: string,
): Promise<LotteryIssueRow | undefined> {
  const [row] = await tx
    .select()
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.gameId, gameId), eq(lotteryIssues.issueNo, issueNo)))
    .for('update');
  return row;
}

export async function markVoid(
  tx: Executor,
  props: { issueId: bigint; operatorId: bigint; reason: string },
): Promise<LotteryIssueRow> {
  const [row] = await tx
    .update(lotteryIssues)
    .set({
      status: 'void',
      voidedAt: sql`app_now()`,
      voidedBy: props.operatorId,
      voidReason: props.reason,
    })
    .where(eq(lotteryIssues.id, props.issueId))
    .returning();
  return row!;
}
