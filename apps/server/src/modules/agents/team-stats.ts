import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { Job } from '../../platform/jobs.ts';
import {
  consumeAll,
  localHourStart,
  MONEY_STREAM,
  moneyOfKind,
  playerMoneyOf,
  ROUNDS_STREAM,
  type StreamBatch,
} from '../bets/index.ts';
import { brandZonesRelation } from '../brands/index.ts';
import { addMemberDays, keepActiveMinimums, shiftTeamActives } from './team-actives.ts';

/** The cursors of the team totals: one per stream, so each catches up on its own. */
export const TEAM_STATS_CONSUMERS = { rounds: 'agents.team.rounds', money: 'agents.team.money' } as const;

const BATCH_SIZE = 50_000;

/**
 * A batch adds to the ancestors the closure names while it runs, and a move shifts the moved team's totals
 * between ancestors: the two take turns, so no batch adds to an ancestor a move has just taken the team from.
 */
export async function holdTeamTotalsLock(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('team_totals'), 0)`);
}

/** The first day of the span (D, W from Monday, M) a brand-local day falls in. */
const spanStart = (span: SQL, day: SQL) => sql`case ${span}
    when 'D' then ${day}
    when 'W' then ${day} - (extract(isodow from ${day})::int - 1)
    else make_date(extract(year from ${day})::int, extract(month from ${day})::int, 1) end`;

/** Adds a batch of the rounds stream to the team totals of each player's ancestors and to its days. */
async function addRoundsToTeams(tx: Executor, batch: StreamBatch): Promise<void> {
  await holdTeamTotalsLock(tx);
  const zones = await brandZonesRelation(tx);
  // Summed per player first, so the closure join multiplies groups, not rounds; the ancestors' hourly groups are
  // then summed again into their days, which is a fraction of the closure join's rows.
  await tx.execute(sql`
    with added as (
      select a.ancestor_id as agent_id, p.brand_id, p.hour, p.day, p.game_type, p.currency,
        sum(p.rounds)::int as rounds, sum(p.stake)::bigint as stake, sum(p.payout)::bigint as payout,
        sum(p.valid_bet)::bigint as valid_bet
      from (
        select s.brand_id, s.player_id, ${localHourStart(sql`s.settled_at`, sql`z.tz`)} as hour,
          (s.settled_at at time zone z.tz)::date as day, s.game_type, s.currency, sum(s.rounds) as rounds,
          sum(s.stake) as stake, sum(s.payout) as payout, sum(s.valid_bet) as valid_bet
        from ${ROUNDS_STREAM.table} s join ${zones} z on z.brand_id = s.brand_id
        where ${batch.where}
        group by 1, 2, 3, 4, 5, 6
      ) p join agent_tree a on a.descendant_id = p.player_id
      group by 1, 2, 3, 4, 5, 6
    ), hourly as (
      insert into team_hourly_bets as t (agent_id, brand_id, hour, game_type, currency, rounds, stake, payout,
        valid_bet)
      select agent_id, brand_id, hour, game_type, currency, rounds, stake, payout, valid_bet from added
      on conflict (agent_id, hour, game_type, currency) do update
        set rounds = t.rounds + excluded.rounds, stake = t.stake + excluded.stake,
          payout = t.payout + excluded.payout, valid_bet = t.valid_bet + excluded.valid_bet
    )
    insert into team_daily_bets as t (agent_id, brand_id, day, currency, rounds, stake, payout, valid_bet)
    select agent_id, brand_id, day, currency, sum(rounds)::int, sum(stake)::bigint, sum(payout)::bigint,
      sum(valid_bet)::bigint
    from added
    group by 1, 2, 3, 4
    on conflict (agent_id, day, currency) do update
      set rounds = t.rounds + excluded.rounds, stake = t.stake + excluded.stake,
        payout = t.payout + excluded.payout, valid_bet = t.valid_bet + excluded.valid_bet`);
  // Each player's day, and the same valid bet added to its ISO week and its month; the days that cross an
  // active minimum change the teams' active counts.
  await keepActiveMinimums(tx);
  await tx.execute(
    addMemberDays(
      sql`(
        select s.brand_id, (s.settled_at at time zone z.tz)::date as day, s.player_id, s.currency,
          sum(s.valid_bet) as valid_bet
        from ${ROUNDS_STREAM.table} s join ${zones} z on z.brand_id = s.brand_id
        where ${batch.where}
        group by 1, 2, 3, 4
      )`,
      spanStart,
    ),
  );
}

/** Adds a batch of posted player money to the team totals of each player's ancestors. */
async function addMoneyToTeams(tx: Executor, batch: StreamBatch): Promise<void> {
  await holdTeamTotalsLock(tx);
  const zones = await brandZonesRelation(tx);
  await tx.execute(sql`
    insert into team_hourly_money as t (agent_id, brand_id, hour, currency, deposits, withdrawals, bonuses,
      commissions)
    select a.ancestor_id, p.brand_id, p.hour, p.currency, sum(p.deposits)::bigint, sum(p.withdrawals)::bigint,
      sum(p.bonuses)::bigint, sum(p.commissions)::bigint
    from (
      select m.brand_id, m.player_id, ${localHourStart(sql`m.at`, sql`z.tz`)} as hour, m.currency,
        ${moneyOfKind('deposit')} as deposits, -${moneyOfKind('withdrawal')} as withdrawals,
        ${moneyOfKind('bonus')} as bonuses, ${moneyOfKind('commission')} as commissions
      from ${playerMoneyOf(batch.where)} m join ${zones} z on z.brand_id = m.brand_id
      group by 1, 2, 3, 4
    ) p join agent_tree a on a.descendant_id = p.player_id
    group by 1, 2, 3, 4
    on conflict (agent_id, hour, currency) do update
      set deposits = t.deposits + excluded.deposits, withdrawals = t.withdrawals + excluded.withdrawals,
        bonuses = t.bonuses + excluded.bonuses, commissions = t.commissions + excluded.commissions`);
}

/** The team totals tables a move shifts: their key after the agent, and the sums they keep. */
const TEAM_TOTALS = [
  {
    table: 'team_hourly_bets',
    keys: ['hour', 'game_type', 'currency'],
    sums: ['rounds', 'stake', 'payout', 'valid_bet'],
  },
  { table: 'team_daily_bets', keys: ['day', 'currency'], sums: ['rounds', 'stake', 'payout', 'valid_bet'] },
  {
    table: 'team_hourly_money',
    keys: ['hour', 'currency'],
    sums: ['deposits', 'withdrawals', 'bonuses', 'commissions'],
  },
] as const;

/**
 * Adds (sign 1) or takes away (sign −1) a member's team totals at each of its ancestors above it, as the
 * closure names them now: a move takes them from the old chain before re-linking and adds them to the new
 * chain after, so the figures go with the team (reports always show the current team).
 */
export async function shiftTeamTotals(tx: Executor, memberId: bigint, sign: 1 | -1): Promise<void> {
  for (const { table, keys, sums } of TEAM_TOTALS) {
    const list = (columns: readonly string[], each: (column: string) => string) =>
      sql.raw(columns.map(each).join(', '));
    await tx.execute(sql`
      insert into ${sql.raw(table)} as t (agent_id, brand_id, ${list(keys, (key) => key)}, ${list(sums, (sum) => sum)})
      select a.ancestor_id, m.brand_id, ${list(keys, (key) => `m.${key}`)},
        ${list(sums, (sum) => `${sign} * m.${sum}`)}
      from ${sql.raw(table)} m join agent_tree a on a.descendant_id = ${memberId} and a.depth > 0
      where m.agent_id = ${memberId}
      on conflict (agent_id, ${list(keys, (key) => key)}) do update
        set ${list(sums, (sum) => `${sum} = t.${sum} + excluded.${sum}`)}`);
  }
  await shiftTeamActives(tx, memberId, sign);
}

/** Brings the team totals up to date with both streams; returns the rows consumed of each. */
export async function updateTeamStats(
  db: Database,
  options: { batchSize?: number } = {},
): Promise<{ rounds: number; money: number }> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const rounds = await consumeAll(db, {
    consumer: TEAM_STATS_CONSUMERS.rounds,
    source: ROUNDS_STREAM,
    batchSize,
    apply: addRoundsToTeams,
  });
  const money = await consumeAll(db, {
    consumer: TEAM_STATS_CONSUMERS.money,
    source: MONEY_STREAM,
    batchSize,
    apply: addMoneyToTeams,
  });
  return { rounds, money };
}

/** The team totals' consumer on the job runner: reports add the unconsumed tail themselves. */
export const teamStatsJob: Job = {
  name: 'agents.team-stats',
  everyMs: 30_000,
  run: async (db) => {
    await updateTeamStats(db);
  },
};
