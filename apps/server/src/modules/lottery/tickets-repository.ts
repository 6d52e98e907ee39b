import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  SETTLEMENT_LANES,
  lotteryGames,
  lotteryIssues,
  lotteryTickets,
  type LotteryGameRow,
  type LotteryIssueRow,
  type LotteryTicketRow,
} from './schema.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const asJson = (rows: readonly object[]) =>
  JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));

/**
 * Takes an issue for a sale, a settlement batch or a void. A share lock for sales and settlement batches (they
 * run side by side); the engine's close and a void's update wait for them, and they for a void.
 */
export async function lockIssueById(
  tx: Executor,
  issueId: bigint,
  mode: 'share' | 'update',
): Promise<LotteryIssueRow | undefined> {
  const [row] = await tx.select().from(lotteryIssues).where(eq(lotteryIssues.id, issueId)).for(mode);
  return row;
}

/**
 * Takes a lane of an issue's players (player id modulo `SETTLEMENT_LANES`) for one settlement batch: a transaction-scoped
 * advisory lock, so two workers never settle the same tickets, and a worker that finds the lane taken moves on.
 */
export async function takeSettlementLane(tx: Executor, issueId: bigint, lane: number): Promise<boolean> {
  const [row] = rowsOf<{ taken: boolean }>(
    await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtextextended(${`lottery-settlement:${issueId}:${lane}`}, 0)) as taken`,
    ),
  );
  return row?.taken === true;
}

export async function findIssue(
  db: Executor,
  gameId: bigint,
  issueNo: string,
): Promise<LotteryIssueRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.gameId, gameId), eq(lotteryIssues.issueNo, issueNo)));
  return row;
}

/** Whether the issue's sales window is open now (by app_now(), the clock tests move). */
export async function isOnSale(tx: Executor, issueId: bigint): Promise<boolean> {
  const [row] = rowsOf<{ open: boolean }>(
    await tx.execute(sql`select (status in ('scheduled', 'open') and opens_at <= app_now()
      and close_at > app_now()) as open from lottery_issues where id = ${issueId}`),
  );
  return row?.open === true;
}

/**
 * Adds a slip's stake to the player's total on the issue, unless it would pass `max` (null: no limit): one
 * guarded upsert, so concurrent slips of one player queue on the row and never pass the limit together.
 */
export async function addPlayerStake(
  tx: Executor,
  props: { brandId: bigint; issueId: bigint; playerId: bigint; stake: bigint; max: bigint | null },
): Promise<boolean> {
  if (props.max !== null && props.stake > props.max) return false;
  const added = rowsOf(
    await tx.execute(sql`
      insert into lottery_player_stakes (brand_id, issue_id, player_id, stake)
      values (${props.brandId}, ${props.issueId}, ${props.playerId}, ${props.stake})
      on conflict (brand_id, issue_id, player_id) do update set stake = lottery_player_stakes.stake + excluded.stake
        where ${props.max}::bigint is null or lottery_player_stakes.stake + excluded.stake <= ${props.max}::bigint
      returning stake`),
  );
  return added.length === 1;
}

export interface ExposureAdd {
  play: string;
  number: string;
  liability: bigint;
  stake: bigint;
}

/** Why a slip's number was not added: its liability would pass the cap, or its stake the limit per number. */
export type ExposureRefusal = 'liability' | 'stake';

const exposureKey = (row: { play: string; number: string }) => `${row.play}\n${row.number}`;

/**
 * Adds the brand's liabilities and stakes per (play, number) of the issue in one upsert, in a fixed order (no
 * deadlock between slips). A number whose stake would pass `maxStake` is never added; in `stop` mode neither is
 * one whose liability would pass the cap. Then `refused` says why (the caller rolls the slip back). In `half` mode
 * the liability is added past the cap and `over` lists the numbers now past it.
 */
export async function addExposure(
  tx: Executor,
  props: {
    brandId: bigint;
    issueId: bigint;
    adds: readonly ExposureAdd[];
    cap: bigint | null;
    mode: 'stop' | 'half';
    maxStake: bigint | null;
  },
): Promise<{ refused: ExposureRefusal | null; over: Set<string> }> {
  const over = new Set<string>();
  if (props.adds.length === 0) return { refused: null, over };
  const guarded = props.cap !== null && props.mode === 'stop';
  const rows = rowsOf<{ play: string; number: string; liability: string }>(
    await tx.execute(sql`
      insert into lottery_exposure (brand_id, issue_id, play, number, liability, stake)
      select ${props.brandId}, ${props.issueId}, a.play, a.number, sum(a.liability), sum(a.stake)
      from jsonb_to_recordset(${asJson(props.adds)}::jsonb)
        as a(play text, number text, liability bigint, stake bigint)
      group by a.play, a.number
      having (not ${guarded} or sum(a.liability) <= ${props.cap}::bigint)
        and (${props.maxStake}::bigint is null or sum(a.stake) <= ${props.maxStake}::bigint)
      order by a.play, a.number
      on conflict (brand_id, issue_id, play, number) do update
        set liability = lottery_exposure.liability + excluded.liability,
          stake = lottery_exposure.stake + excluded.stake
        where (not ${guarded} or lottery_exposure.liability + excluded.liability <= ${props.cap}::bigint)
          and (${props.maxStake}::bigint is null
            or lottery_exposure.stake + excluded.stake <= ${props.maxStake}::bigint)
      returning play, number, liability::text`),
  );
  if (props.cap !== null)
    for (const row of rows) if (BigInt(row.liability) > props.cap) over.add(exposureKey(row));
  const added = new Set(rows.map(exposureKey));
  const missing = props.adds.filter((add) => !added.has(exposureKey(add)));
  if (missing.length === 0) return { refused: null, over };
  return { refused: await refusalOf(tx, props, missing), over };
}

/**
 * Why the upsert left `missing` out: their stake (what the issue holds, locked by the upsert's conflict, plus the
 * slip's) passes the limit, else their liability passes the cap.
 */
async function refusalOf(
  tx: Executor,
  props: { brandId: bigint; issueId: bigint; maxStake: bigint | null },
  missing: readonly ExposureAdd[],
): Promise<ExposureRefusal> {
  if (props.maxStake === null) return 'liability';
  const sold = new Map(
    rowsOf<{ play: string; number: string; stake: string }>(
      await tx.execute(sql`select play, number, stake::text from lottery_exposure
        where brand_id = ${props.brandId} and issue_id = ${props.issueId}`),
    ).map((row) => [exposureKey(row), BigInt(row.stake)]),
  );
  const slip = new Map<string, bigint>();
  for (const add of missing) slip.set(exposureKey(add), (slip.get(exposureKey(add)) ?? 0n) + add.stake);
  for (const [key, stake] of slip) if ((sold.get(key) ?? 0n) + stake > props.maxStake) return 'stake';
  return 'liability';
}

export type NewTicket = Omit<
  LotteryTicketRow,
  'id' | 'status' | 'win' | 'rebate' | 'shortfall' | 'createdAt' | 'settledAt'
>;

/** Inserts a slip's tickets; answers their ids in order. */
export async function insertTickets(tx: Executor, tickets: readonly NewTicket[]): Promise<bigint[]> {
  const rows = await tx
    .insert(lotteryTickets)
    .values([...tickets])
    .returning({ id: lotteryTickets.id });
  return rows.map((row) => row.id);
}

/** What the brand's tickets stake on each number of an issue, the most staked first (at most 1,000 numbers). */
export async function numberStakes(
  db: Executor,
  props: { brandId: bigint; issueId: bigint },
): Promise<{ play: string; number: string; stake: bigint }[]> {
  const rows = rowsOf<{ play: string; number: string; stake: string }>(
    await db.execute(sql`select play, number, stake::text from lottery_exposure
      where brand_id = ${props.brandId} and issue_id = ${props.issueId} and stake > 0
      order by lottery_exposure.stake desc, play, number limit 1000`),
  );
  return rows.map((row) => ({ play: row.play, number: row.number, stake: BigInt(row.stake) }));
}

/** Numbers of an issue whose liability for the brand has reached `cap`, for players to see before they buy. */
export async function cappedNumbers(
  db: Executor,
  props: { brandId: bigint; issueId: bigint; cap: bigint },
): Promise<{ play: string; number: string }[]> {
  return rowsOf<{ play: string; number: string }>(
    await db.execute(sql`select play, number from lottery_exposure
      where brand_id = ${props.brandId} and issue_id = ${props.issueId} and liability >= ${props.cap}
      order by play, number`),
  );
}

export async function findGameById(db: Executor, gameId: bigint): Promise<LotteryGameRow | undefined> {
  const [row] = await db.select().from(lotteryGames).where(eq(lotteryGames.id, gameId));
  return row;
}

/** Drawn issues awaiting settlement, oldest draw first (the partial index `lottery_issues_drawn`). */
export async function drawnIssues(db: Executor): Promise<bigint[]> {
  const rows = await db
    .select({ id: lotteryIssues.id })
    .from(lotteryIssues)
    .where(eq(lotteryIssues.status, 'drawn'))
    .orderBy(asc(lotteryIssues.drawAt));
  return rows.map((row) => row.id);
}

const pending = (issueId: bigint) =>
  and(eq(lotteryTickets.issueId, issueId), eq(lotteryTickets.status, 'pending'));

/** Where a lane's last batch ended: the next batch reads after it. */
export interface TicketCursor {
  playerId: bigint;
  id: bigint;
}

/**
 * The next `limit` pending tickets of a lane of the issue's players (`takeSettlementLane`), player by player,
 * after `after` (the lane's last batch in this run: the index range starts there instead of stepping over the
 * entries of tickets settled before).
 */
export function nextPendingTickets(
  tx: Executor,
  props: { issueId: bigint; lane: number; limit: number; after?: TicketCursor },
): Promise<LotteryTicketRow[]> {
  const { after } = props;
  return (
    tx
      .select()
      .from(lotteryTickets)
      .where(
        and(
          pending(props.issueId),
          // The pending index's own expression (a literal, not a parameter), so the lane is its second key.
          sql`(${lotteryTickets.playerId} % ${sql.raw(String(SETTLEMENT_LANES))}) = ${props.lane}`,
          after && sql`(${lotteryTickets.playerId}, ${lotteryTickets.id}) > (${after.playerId}, ${after.id})`,
        ),
      )
      // Player by player: a batch pays each of its players in one transfer (settle.ts).
      .orderBy(asc(lotteryTickets.playerId), asc(lotteryTickets.id))
      .limit(props.limit)
  );
}

/** Every pending ticket of the issue. */
export function pendingTickets(db: Executor, issueId: bigint): Promise<LotteryTicketRow[]> {
  return db.select().from(lotteryTickets).where(pending(issueId)).orderBy(asc(lotteryTickets.id));
}

/** Every ticket of the issue not refunded yet, pending or paid, locked (a void refunds them all). */
export function lockUnrefundedTickets(tx: Executor, issueId: bigint): Promise<LotteryTicketRow[]> {
  return tx
    .select()
    .from(lotteryTickets)
    .where(and(eq(lotteryTickets.issueId, issueId), ne(lotteryTickets.status, 'refunded')))
    .orderBy(asc(lotteryTickets.id))
    .for('update');
}

/** Records settled tickets (only those still pending: a ticket is settled once). */
export async function markTicketsSettled(
  tx: Executor,
  outcomes: readonly { ticket: { id: bigint }; win: bigint; rebate: bigint }[],
): Promise<void> {
  if (outcomes.length === 0) return;
  const rows = outcomes.map(({ ticket, win, rebate }) => ({ id: ticket.id, win, rebate }));
  await tx.execute(sql`
    update lottery_tickets as t
    set status = case when s.win > 0 then 'won' else 'lost' end, win = s.win, rebate = s.rebate,
      settled_at = app_now()
    from jsonb_to_recordset(${asJson(rows)}::jsonb) as s(id bigint, win bigint, rebate bigint)
    where t.id = s.id and t.status = 'pending'`);
}

/**
 * Records tickets refunded by a void (each once): a paid one has given its win and rebate back, so it keeps
 * neither, and records the part its player could not cover.
 */
export async function markTicketsRefunded(
  tx: Executor,
  refunds: readonly { id: bigint; shortfall: bigint }[],
): Promise<void> {
  if (refunds.length === 0) return;
  await tx.execute(sql`
    update lottery_tickets as t
    set status = 'refunded', win = 0, rebate = 0, shortfall = s.shortfall, settled_at = app_now()
    from jsonb_to_recordset(${asJson(refunds)}::jsonb) as s(id bigint, shortfall bigint)
    where t.id = s.id and t.status <> 'refunded'`);
}

/** What voids could not take back from the brand's players, per issue of `issueIds` (only those with some). */
export async function shortfallsOf(
  db: Executor,
  props: { brandId: bigint; issueIds: readonly bigint[] },
): Promise<Map<bigint, bigint>> {
  if (props.issueIds.length === 0) return new Map();
  const rows = rowsOf<{ issue_id: string; shortfall: string }>(
    await db.execute(sql`select issue_id::text, sum(shortfall)::text as shortfall from lottery_tickets
      where brand_id = ${props.brandId} and issue_id = any(${`{${props.issueIds.join(',')}}`}::bigint[])
        and shortfall > 0
      group by issue_id`),
  );
  return new Map(rows.map((row) => [BigInt(row.issue_id), BigInt(row.shortfall)]));
}

/** A drawn issue becomes settled once none of its tickets is pending. */
export async function markIssueSettled(tx: Executor, issueId: bigint): Promise<void> {
  await tx.execute(sql`update lottery_issues set status = 'settled'
    where id = ${issueId} and status = 'drawn'
      and not exists (select 1 from lottery_tickets where issue_id = ${issueId} and status = 'pending')`);
}
