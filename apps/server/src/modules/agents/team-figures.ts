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
  return db.transaction(
    async (tx) => {
      const rounds = await cursorOf(tx, TEAM_STATS_CONSUMERS.rounds);
      const money = await cursorOf(tx, TEAM_STATS_CONSUMERS.money);
      return work(tx, { rounds, money });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
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

/** Settled play of each team per brand-local day and game type, in the brand's currency. */
export async function teamPlayByDay(db: Executor, span: TeamSpan): Promise<TeamPlayRow[]> {
  if (span.agents.length === 0) return [];
  const { brand } = span;
  const rows = rowsOf<{
    agent_id: bigint | string;
    day: string;
    game_type: string;
    rounds: number | string;
    stake: string;
    payout: string;
    valid_bet: string;
  }>(
    await db.execute(sql`
      select x.agent_id, ${dayOf(sql`x.at`, brand.timezone)} as day, x.game_type, sum(x.rounds)::int as rounds,
        sum(x.stake)::text as stake, sum(x.payout)::text as payout, sum(x.valid_bet)::text as valid_bet
      from (
        select t.agent_id, t.hour as at, t.game_type, t.rounds, t.stake, t.payout, t.valid_bet
        from team_hourly_bets t
        where t.agent_id = any(${idArray(span.agents)}) and t.currency = ${brand.currencyCode}
          and t.hour >= ${at(span.from)} and t.hour < ${at(span.to)}
        union all
        select a.ancestor_id, s.settled_at, s.game_type, s.rounds, s.stake, s.payout, s.valid_bet
        from ${ROUNDS_STREAM.table} s join agent_tree a on a.descendant_id = s.player_id
        where ${streamAfter(ROUNDS_STREAM, span.cursors.rounds)} and s.brand_id = ${brand.id}
          and s.currency = ${brand.currencyCode} and a.ancestor_id = any(${idArray(span.agents)})
          and s.settled_at >= ${at(span.from)} and s.settled_at < ${at(span.to)}
      ) x
      group by 1, 2, 3
      having sum(x.rounds) <> 0 or sum(x.stake) <> 0 or sum(x.payout) <> 0`),
  );
  return rows.map((row) => ({
    agentId: BigInt(row.agent_id),
    day: row.day,
    gameType: row.game_type,
    rounds: Number(row.rounds),
    stake: BigInt(row.stake),
    payout: BigInt(row.payout),
    validBet: BigInt(row.valid_bet),
  }));
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

/**
 * Active members (DOMAIN.md) among `members`: those whose valid bet over the whole span reaches `minimum`.
 */
export async function activeMembers(
  db: Executor,
  props: Omit<TeamSpan, 'agents'> & { members: SQL; spans: PeriodSpans; minimum: bigint },
): Promise<number> {
  const { brand, spans } = props;
  const kept = (span: 'D' | 'W' | 'M', starts: string[]) =>
    starts.length === 0
      ? []
      : [
          sql`select d.player_id, d.valid_bet from member_play_totals d
            where d.brand_id = ${brand.id} and d.span = ${span} and d.starts = any(${dateArray(starts)})
              and d.currency = ${brand.currencyCode} and d.player_id in ${props.members}`,
        ];
  // Each member's valid bet by month, week and day as the consumer kept it, and the stream rows after its cursor.
  const parts = [
    ...kept('M', spans.months),
    ...kept('W', spans.weeks),
    ...kept('D', spans.days),
    sql`select s.player_id, s.valid_bet
      from ${ROUNDS_STREAM.table} s
      where ${streamAfter(ROUNDS_STREAM, props.cursors.rounds)} and s.brand_id = ${brand.id}
        and s.currency = ${brand.currencyCode} and s.player_id in ${props.members}
        and s.settled_at >= ${at(props.from)} and s.settled_at < ${at(props.to)}`,
  ];
  const [whole] = rowsOf<{ active: number | string }>(
    await db.execute(sql`
      select count(*) as active from (
        select x.player_id from (${sql.join(parts, sql` union all `)}) x
        group by x.player_id having sum(x.valid_bet) >= ${props.minimum}
      ) active`),
  );
  return Number(whole?.active ?? 0);
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
