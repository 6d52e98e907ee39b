import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import {
  cursorOf,
  MONEY_STREAM,
  playerMoneyOf,
  ROUNDS_STREAM,
  streamAfter,
  type StreamPosition,
} from '../bets/index.ts';
import { inSharedSnapshot, type SnapshotParts } from '../../db/shared-snapshot.ts';
import type { PeriodSpans } from './period.ts';
import { TEAM_STATS_CONSUMERS } from './team-stats.ts';

/** Where the team totals' consumer stood, read in the snapshot the figures are read in. */
export interface TeamCursors {
  rounds: StreamPosition;
  money: StreamPosition;
}

/**
 * Reads team figures in one snapshot (a read-only repeatable-read transaction): the consumer's cursors first,
 * then its totals plus the stream rows after those cursors, so a round settled a moment ago already counts and
 * nothing counts twice, whatever the consumer commits meanwhile.
 */
export async function inTeamSnapshot<T>(
  db: Database,
  work: (tx: Transaction, cursors: TeamCursors) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => work(tx, await cursorsOf(tx)), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/** `inTeamSnapshot` with its reads cut into parts that run side by side in the one snapshot (`inSharedSnapshot`). */
export function inSharedTeamSnapshot<T extends readonly unknown[]>(
  db: Database,
  parts: (cursors: TeamCursors) => SnapshotParts<T>,
): Promise<T> {
  return inSharedSnapshot(db, cursorsOf, parts);
}

async function cursorsOf(tx: Executor): Promise<TeamCursors> {
  return {
    rounds: await cursorOf(tx, TEAM_STATS_CONSUMERS.rounds),
    money: await cursorOf(tx, TEAM_STATS_CONSUMERS.money),
  };
}

/**
 * Team figures over a span of whole brand-local days, for the teams of `agents` (a list, so the planner reads
 * the totals by their key), with the stream rows after `cursors`.
 */
export interface TeamSpan {
  brand: { id: bigint; timezone: string; currencyCode: string };
  agents: readonly bigint[];
  cursors: TeamCursors;
  /** The start of the first day and of the day after the last, in the brand's zone. */
  from: Date;
  to: Date;
}

export interface PlaySums {
  rounds: number;
  stake: bigint;
  payout: bigint;
  validBet: bigint;
}
export interface TeamPlayRow extends PlaySums {
  agentId: bigint;
  day: string;
  gameType: string;
}
export interface MoneySums {
  deposits: bigint;
  withdrawals: bigint;
  bonuses: bigint;
  commissions: bigint;
}
export interface TeamMoneyRow extends MoneySums {
  agentId: bigint;
  day: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const idArray = (ids: readonly bigint[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;
const dateArray = (days: readonly string[]) => sql`${`{${days.join(',')}}`}::date[]`;
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const dayOf = (column: SQL, timezone: string) =>
  sql`to_char(${column} at time zone ${timezone}::text, 'YYYY-MM-DD')`;

const teamPlayTail = (span: TeamSpan) => sql`
    select a.ancestor_id as agent_id, s.settled_at as at, s.game_type, s.rounds, s.stake, s.payout, s.valid_bet
    from ${ROUNDS_STREAM.table} s join agent_tree a on a.descendant_id = s.player_id
    where ${streamAfter(ROUNDS_STREAM, span.cursors.rounds)} and s.brand_id = ${span.brand.id}
      and s.currency = ${span.brand.currencyCode} and a.ancestor_id = any(${idArray(span.agents)})
      and s.settled_at >= ${at(span.from)} and s.settled_at < ${at(span.to)}`;

/** Each team's settled play rows over the span: the hourly team totals, then the stream after their cursor. */
function teamPlayRows(span: TeamSpan): SQL {
  const { brand } = span;
  return sql`(
    select t.agent_id, t.hour as at, t.game_type, t.rounds, t.stake, t.payout, t.valid_bet
    from team_hourly_bets t
    where t.agent_id = any(${idArray(span.agents)}) and t.currency = ${brand.currencyCode}
      and t.hour >= ${at(span.from)} and t.hour < ${at(span.to)}
    union all ${teamPlayTail(span)}
  )`;
}

/**
 * Each team's settled play rows over a span of whole brand-local days (`days`, from `from` to `to`), without
 * day or game type: the daily team totals, then the stream after their cursor.
 */
function teamPlayDayRows(span: TeamSpan & { days: readonly string[] }): SQL {
  return sql`(
    select t.agent_id, t.rounds, t.stake, t.payout, t.valid_bet
    from team_daily_bets t
    where t.agent_id = any(${idArray(span.agents)}) and t.currency = ${span.brand.currencyCode}
      and t.day = any(${dateArray(span.days)})
    union all select x.agent_id, x.rounds, x.stake, x.payout, x.valid_bet from (${teamPlayTail(span)}) x
  )`;
}

type PlayColumns = { rounds: number | string; stake: string; payout: string; valid_bet: string };
const playSumsOf = (row: PlayColumns): PlaySums => ({
  rounds: Number(row.rounds),
  stake: BigInt(row.stake),
  payout: BigInt(row.payout),
  validBet: BigInt(row.valid_bet),
});
const sumsSelect = sql`sum(x.rounds)::int as rounds, sum(x.stake)::text as stake,
  sum(x.payout)::text as payout, sum(x.valid_bet)::text as valid_bet`;

/** Settled play of each team per brand-local day and game type, in the brand's currency. */
export async function teamPlayByDay(db: Executor, span: TeamSpan): Promise<TeamPlayRow[]> {
  if (span.agents.length === 0) return [];
  const rows = rowsOf<PlayColumns & { agent_id: bigint | string; day: string; game_type: string }>(
    await db.execute(sql`
      select x.agent_id, ${dayOf(sql`x.at`, span.brand.timezone)} as day, x.game_type, ${sumsSelect}
      from ${teamPlayRows(span)} x
      group by 1, 2, 3
      having sum(x.rounds) <> 0 or sum(x.stake) <> 0 or sum(x.payout) <> 0`),
  );
  return rows.map((row) => ({
    agentId: BigInt(row.agent_id),
    day: row.day,
    gameType: row.game_type,
    ...playSumsOf(row),
  }));
}

/**
 * Settled play of each team over the whole span, summed in the database: a settlement of thousands of teams
 * needs no day or game type, and returning each team's one row instead of its rows by day and game type takes
 * a fraction of the time. A span of whole days that names them (`days`) reads the daily totals, a row per team
 * and day instead of one per hour and game type.
 */
export async function teamPlayTotals(
  db: Executor,
  span: TeamSpan & { days?: readonly string[] },
): Promise<Map<bigint, PlaySums>> {
  if (span.agents.length === 0) return new Map();
  const { days } = span;
  const rows = rowsOf<PlayColumns & { agent_id: bigint | string }>(
    await db.execute(
      sql`select x.agent_id, ${sumsSelect} from ${days ? teamPlayDayRows({ ...span, days }) : teamPlayRows(span)} x
        group by 1`,
    ),
  );
  return new Map(rows.map((row) => [BigInt(row.agent_id), playSumsOf(row)]));
}

/** Player money of each team per brand-local day, in the brand's currency. */
export async function teamMoneyByDay(db: Executor, span: TeamSpan): Promise<TeamMoneyRow[]> {
  if (span.agents.length === 0) return [];
  const { brand } = span;
  const kind = (name: string) => sql`coalesce(sum(m.amount) filter (where m.kind = ${name}), 0)`;
  const rows = rowsOf<{
    agent_id: bigint | string;
    day: string;
    deposits: string;
    withdrawals: string;
    bonuses: string;
    commissions: string;
  }>(
    await db.execute(sql`
      select x.agent_id, ${dayOf(sql`x.at`, brand.timezone)} as day, sum(x.deposits)::text as deposits,
        sum(x.withdrawals)::text as withdrawals, sum(x.bonuses)::text as bonuses,
        sum(x.commissions)::text as commissions
      from (
        select t.agent_id, t.hour as at, t.deposits, t.withdrawals, t.bonuses, t.commissions
        from team_hourly_money t
        where t.agent_id = any(${idArray(span.agents)}) and t.currency = ${brand.currencyCode}
          and t.hour >= ${at(span.from)} and t.hour < ${at(span.to)}
        union all
        select a.ancestor_id, m.at, ${kind('deposit')}, -${kind('withdrawal')}, ${kind('bonus')},
          ${kind('commission')}
        from ${playerMoneyOf(streamAfter(MONEY_STREAM, span.cursors.money))} m
        join agent_tree a on a.descendant_id = m.player_id
        where m.brand_id = ${brand.id} and m.currency = ${brand.currencyCode}
          and a.ancestor_id = any(${idArray(span.agents)})
          and m.at >= ${at(span.from)} and m.at < ${at(span.to)}
        group by 1, 2
      ) x
      group by 1, 2`),
  );
  return rows.map((row) => ({
    agentId: BigInt(row.agent_id),
    day: row.day,
    deposits: BigInt(row.deposits),
    withdrawals: BigInt(row.withdrawals),
    bonuses: BigInt(row.bonuses),
    commissions: BigInt(row.commissions),
  }));
}

/** One of `of` disjoint shares of the members (by id), so one read can be cut into parts that run side by side. */
export interface MemberShare {
  of: number;
  index: number;
}

/**
 * Each member's valid bet over a period, as rows to sum per player: by month, week and day as the consumer kept
 * them (`spans`, for whole brand-local days) and the stream rows after its cursor, or, for a period shorter than
 * a day, the stream rows alone. `members` narrows them to a team; left out, the brand's whole.
 */
function memberValidBets(
  props: Omit<TeamSpan, 'agents'> & { members?: SQL; spans?: PeriodSpans; share?: MemberShare },
): SQL {
  const { brand, spans, share } = props;
  const ofMembers = (column: SQL) =>
    sql`${props.members ? sql`and ${column} in ${props.members}` : sql``}
      ${share ? sql`and ${column} % ${share.of} = ${share.index}` : sql``}`;
  const kept = (span: 'D' | 'W' | 'M', starts: string[]) =>
    starts.length === 0
      ? []
      : [
          sql`select d.player_id, d.valid_bet from member_play_totals d
            where d.brand_id = ${brand.id} and d.span = ${span} and d.starts = any(${dateArray(starts)})
              and d.currency = ${brand.currencyCode} ${ofMembers(sql`d.player_id`)}`,
        ];
  const stream = (after: SQL) => sql`select s.player_id, s.valid_bet
      from ${ROUNDS_STREAM.table} s
      where ${after} s.brand_id = ${brand.id} and s.currency = ${brand.currencyCode} ${ofMembers(sql`s.player_id`)}
        and s.settled_at >= ${at(props.from)} and s.settled_at < ${at(props.to)}`;
  const parts = spans
    ? [
        ...kept('M', spans.months),
        ...kept('W', spans.weeks),
        ...kept('D', spans.days),
        stream(sql`${streamAfter(ROUNDS_STREAM, props.cursors.rounds)} and`),
      ]
    : [stream(sql``)];
  return sql`(${sql.join(parts, sql` union all `)})`;
}

/**
 * Active members (DOMAIN.md) among `members`: those whose valid bet over the whole span reaches `minimum`.
 */
export async function activeMembers(
  db: Executor,
  props: Omit<TeamSpan, 'agents'> & { members: SQL; spans: PeriodSpans; minimum: bigint },
): Promise<number> {
  const [whole] = rowsOf<{ active: number | string }>(
    await db.execute(sql`
      select count(*) as active from (
        select x.player_id from ${memberValidBets(props)} x
        group by x.player_id having sum(x.valid_bet) >= ${props.minimum}
      ) active`),
  );
  return Number(whole?.active ?? 0);
}

/**
 * The valid bet of each team of `agents` over a period and its active members (those whose own valid bet reached
 * `minimum`), from each member's valid bet (whole days by `spans`, or shorter from the stream): a member's total
 * is a row or two whatever the period's hours and game types, so a run over thousands of teams reads little.
 */
export async function teamValidBetsByAgent(
  db: Executor,
  props: TeamSpan & { spans?: PeriodSpans; minimum: bigint; share?: MemberShare },
): Promise<Map<bigint, { validBet: bigint; active: number }>> {
  if (props.agents.length === 0) return new Map();
  const rows = rowsOf<{ agent_id: string | bigint; valid_bet: string; active: number | string }>(
    await db.execute(sql`
      select a.ancestor_id as agent_id, sum(p.valid_bet)::text as valid_bet,
        count(*) filter (where p.valid_bet >= ${props.minimum}) as active
      from (
        select x.player_id, sum(x.valid_bet) as valid_bet from ${memberValidBets(props)} x group by x.player_id
      ) p join agent_tree a on a.descendant_id = p.player_id
      where a.ancestor_id = any(${idArray(props.agents)})
      group by 1`),
  );
  return new Map(
    rows.map((row) => [
      BigInt(row.agent_id),
      { validBet: BigInt(row.valid_bet), active: Number(row.active) },
    ]),
  );
}

/** Sums play rows (of one agent, or any set) into one. */
export function sumPlay(rows: readonly PlaySums[]): PlaySums {
  return rows.reduce<PlaySums>(
    (sum, row) => ({
      rounds: sum.rounds + row.rounds,
      stake: sum.stake + row.stake,
      payout: sum.payout + row.payout,
      validBet: sum.validBet + row.validBet,
    }),
    { rounds: 0, stake: 0n, payout: 0n, validBet: 0n },
  );
}

export function sumMoney(rows: readonly MoneySums[]): MoneySums {
  return rows.reduce<MoneySums>(
    (sum, row) => ({
      deposits: sum.deposits + row.deposits,
      withdrawals: sum.withdrawals + row.withdrawals,
      bonuses: sum.bonuses + row.bonuses,
      commissions: sum.commissions + row.commissions,
    }),
    { deposits: 0n, withdrawals: 0n, bonuses: 0n, commissions: 0n },
  );
}
