import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { Job } from '../../platform/jobs.ts';
import { brandZonesRelation } from '../brands/index.ts';
import { transfersRelation } from '../ledger/index.ts';
import { consumeAll, MONEY_STREAM, ROUNDS_STREAM, type StreamBatch } from './stream.ts';

/** The consumer names of the stats' cursors. */
export const STATS_CONSUMERS = { rounds: 'stats.rounds', money: 'stats.money' } as const;

const BATCH_SIZE = 50_000;

/**
 * The instant the brand-local hour holding `at` starts: `at` minus how far into its local hour it is. Offsets
 * change on local hour boundaries, so a half-hour zone gets half-past buckets and a DST change never folds two
 * real hours into one.
 */
export const localHourStart = (at: SQL, timezone: SQL) =>
  sql`(${at} - ((${at} at time zone ${timezone}) - date_trunc('hour', ${at} at time zone ${timezone})))`;

/** Adds a batch of the rounds stream to the hourly totals. */
export async function addRoundsToTotals(tx: Executor, batch: StreamBatch): Promise<void> {
  const zones = await brandZonesRelation(tx);
  await tx.execute(sql`
    insert into player_hourly_bets as t (brand_id, player_id, hour, product, game_type, vassalage, game_id, currency,
      rounds, stake, payout, valid_bet)
    select s.brand_id, s.player_id, ${localHourStart(sql`s.settled_at`, sql`z.tz`)}, s.product, s.game_type,
      s.vassalage, coalesce(s.game_id, 0), s.currency, sum(s.rounds)::int, sum(s.stake)::bigint,
      sum(s.payout)::bigint, sum(s.valid_bet)::bigint
    from rounds_stream s join ${zones} z on z.brand_id = s.brand_id
    where ${batch.where}
    group by 1, 2, 3, 4, 5, 6, 7, 8
    on conflict (brand_id, hour, player_id, game_type, vassalage, game_id, currency, product) do update
      set rounds = t.rounds + excluded.rounds, stake = t.stake + excluded.stake, payout = t.payout + excluded.payout,
        valid_bet = t.valid_bet + excluded.valid_bet`);
}

/**
 * Each player side of the ledger transfers matching `where` (on `s`, the transfers) as rows (brand_id,
 * player_id, at, currency, kind, amount): credited as plus, debited as minus, at the moment the money posted.
 * The stats and the agents' team totals add these up the same way.
 */
export const playerMoneyOf = (where: SQL): SQL =>
  sql`(select s.brand_id, split_part(side.account, ':', 2)::bigint as player_id,
      coalesce(s.resolved_at, s.created_at) as at, s.currency, s.kind, side.sign * s.amount as amount
    from ${transfersRelation()} s
    cross join lateral (values (s.credit_account, 1), (s.debit_account, -1)) as side(account, sign)
    where ${where} and s.status = 'posted' and side.account like 'player:%')`;

/** The sum of `m.amount` (a playerMoneyOf row) of one kind, as bigint. */
export const moneyOfKind = (kind: string): SQL =>
  sql`coalesce(sum(m.amount) filter (where m.kind = ${kind}), 0)::bigint`;

/**
 * Adds a batch of posted player money to the hourly totals, at the hour it posted; withdrawals are shown as
 * the positive amount paid out.
 */
export async function addMoneyToTotals(tx: Executor, batch: StreamBatch): Promise<void> {
  const zones = await brandZonesRelation(tx);
  await tx.execute(sql`
    insert into player_hourly_money as t (brand_id, player_id, hour, currency, deposits, withdrawals, bonuses,
      commissions, adjustments)
    select m.brand_id, m.player_id, ${localHourStart(sql`m.at`, sql`z.tz`)}, m.currency,
      ${moneyOfKind('deposit')}, -${moneyOfKind('withdrawal')}, ${moneyOfKind('bonus')},
      ${moneyOfKind('commission')}, ${moneyOfKind('adjustment')}
    from ${playerMoneyOf(batch.where)} m join ${zones} z on z.brand_id = m.brand_id
    group by 1, 2, 3, 4
    on conflict (brand_id, hour, player_id, currency) do update
      set deposits = t.deposits + excluded.deposits, withdrawals = t.withdrawals + excluded.withdrawals,
        bonuses = t.bonuses + excluded.bonuses, commissions = t.commissions + excluded.commissions,
        adjustments = t.adjustments + excluded.adjustments`);
}

/** Brings the hourly totals up to date with both streams; returns the rows consumed of each. */
export async function updateStats(
  db: Database,
  options: { batchSize?: number } = {},
): Promise<{ rounds: number; money: number }> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const rounds = await consumeAll(db, {
    consumer: STATS_CONSUMERS.rounds,
    source: ROUNDS_STREAM,
    batchSize,
    apply: addRoundsToTotals,
  });
  const money = await consumeAll(db, {
    consumer: STATS_CONSUMERS.money,
    source: MONEY_STREAM,
    batchSize,
    apply: addMoneyToTotals,
  });
  return { rounds, money };
}

/** The stats consumer on the job runner: reports add the unconsumed tail themselves, so it need not run often. */
export const statsJob: Job = {
  name: 'bets.stats',
  everyMs: 30_000,
  run: async (db) => {
    await updateStats(db);
  },
};
