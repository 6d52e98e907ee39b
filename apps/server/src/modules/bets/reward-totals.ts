import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { MONEY_STREAM } from './stream.ts';
import { playerMoneyOf, STATS_CONSUMERS } from './stats.ts';
import { settledPlay } from './totals.ts';

/**
 * A brand's players' totals over whole brand-local hours `[from, to)` (day boundaries, as reward periods are),
 * optionally one player's: what rebates and VIP levels are computed from. Both read the stats and the tail of
 * the stream they have not consumed yet, so a round or deposit that settled a moment ago counts.
 */
export interface RewardRange {
  brandId: bigint;
  timezone: string;
  from: Date;
  to: Date;
  playerId?: bigint;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Valid bet per player and game type in the range (minor units), players with none left out. */
export async function validBetByPlayer(
  db: Executor,
  range: RewardRange,
): Promise<{ playerId: bigint; gameType: string; validBet: bigint }[]> {
  const rows = rowsOf<{ player_id: string; game_type: string; valid_bet: string }>(
    await db.execute(sql`
      select play.player_id::text as player_id, play.game_type, sum(play.valid_bet)::text as valid_bet
      from ${settledPlay(range)} play
      group by 1, 2 having sum(play.valid_bet) > 0
      order by 1, 2`),
  );
  return rows.map((row) => ({
    playerId: BigInt(row.player_id),
    gameType: row.game_type,
    validBet: BigInt(row.valid_bet),
  }));
}

/** Deposits per player in the range (minor units, net of reversals), players with none left out. */
export async function depositsByPlayer(
  db: Executor,
  range: RewardRange,
): Promise<{ playerId: bigint; deposits: bigint }[]> {
  const player = (alias: string) =>
    range.playerId === undefined ? sql`true` : sql`${sql.raw(alias)}.player_id = ${range.playerId}`;
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const unconsumed = playerMoneyOf(sql`s.brand_id = ${range.brandId} and s.kind = 'deposit'
    and (s.xid, ${MONEY_STREAM.seq}) > (select c.xid, c.seq from stream_cursors c
      where c.consumer = ${STATS_CONSUMERS.money})`);
  const rows = rowsOf<{ player_id: string; deposits: string }>(
    await db.execute(sql`
      select d.player_id::text as player_id, sum(d.amount)::text as deposits from (
        select t.player_id, t.deposits as amount from player_hourly_money t
        where t.brand_id = ${range.brandId} and t.hour >= ${from}::timestamptz and t.hour < ${to}::timestamptz
          and ${player('t')}
        union all
        select m.player_id, m.amount from ${unconsumed} m
        where m.at >= ${from}::timestamptz and m.at < ${to}::timestamptz and ${player('m')}
      ) d
      group by 1 having sum(d.amount) > 0
      order by 1`),
  );
  return rows.map((row) => ({ playerId: BigInt(row.player_id), deposits: BigInt(row.deposits) }));
}
