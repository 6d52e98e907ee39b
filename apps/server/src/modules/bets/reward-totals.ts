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

/** A range of settled play, optionally of one game type: what missions and leaderboards measure. */
export type PlayRange = RewardRange & { gameType?: string };

const ofType = (range: PlayRange) =>
  range.gameType === undefined ? sql`true` : sql`play.game_type = ${range.gameType}`;

/** Rounds and valid bet per player in the range (of one game type when given), players with no round left out. */
export async function playByPlayer(
  db: Executor,
  range: PlayRange,
): Promise<{ playerId: bigint; rounds: number; validBet: bigint }[]> {
  const rows = rowsOf<{ player_id: string; rounds: string; valid_bet: string }>(
    await db.execute(sql`
      select play.player_id::text as player_id, sum(play.rounds)::text as rounds,
        sum(play.valid_bet)::text as valid_bet
      from ${settledPlay(range)} play
      where ${ofType(range)}
      group by 1 having sum(play.rounds) > 0 or sum(play.valid_bet) > 0
      order by 1`),
  );
  return rows.map((row) => ({
    playerId: BigInt(row.player_id),
    rounds: Number(row.rounds),
    validBet: BigInt(row.valid_bet),
  }));
}

/**
 * When each of the players last changed the figure (`valid_bet` or `rounds`) in the range: the settlement time of
 * their latest stream row that moved it, exact to the round (the hourly totals only know the hour). Leaderboards
 * rank equal figures by it: whoever reached the figure first.
 */
export async function lastPlayAt(
  db: Executor,
  range: PlayRange & { figure: 'valid_bet' | 'rounds'; playerIds: readonly bigint[] },
): Promise<Map<bigint, Date>> {
  if (range.playerIds.length === 0) return new Map();
  const moved = range.figure === 'rounds' ? sql`s.rounds <> 0` : sql`s.valid_bet <> 0`;
  const type = range.gameType === undefined ? sql`true` : sql`s.game_type = ${range.gameType}`;
  const rows = rowsOf<{ player_id: string; at: string | Date }>(
    await db.execute(sql`
      select s.player_id::text as player_id, max(s.settled_at) as at from rounds_stream s
      where s.brand_id = ${range.brandId} and s.settled_at >= ${range.from.toISOString()}::timestamptz
        and s.settled_at < ${range.to.toISOString()}::timestamptz and ${type} and ${moved}
        and s.player_id in (${sql.join(
          range.playerIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      group by 1`),
  );
  return new Map(rows.map((row) => [BigInt(row.player_id), new Date(row.at)]));
}

/** When each of the players' latest deposit in the range posted (the money stream's time, exact). */
export async function lastDepositAt(
  db: Executor,
  range: RewardRange & { playerIds: readonly bigint[] },
): Promise<Map<bigint, Date>> {
  if (range.playerIds.length === 0) return new Map();
  const deposits = playerMoneyOf(sql`s.brand_id = ${range.brandId} and s.kind = 'deposit'`);
  const rows = rowsOf<{ player_id: string; at: string | Date }>(
    await db.execute(sql`
      select m.player_id::text as player_id, max(m.at) as at from ${deposits} m
      where m.at >= ${range.from.toISOString()}::timestamptz and m.at < ${range.to.toISOString()}::timestamptz
        and m.player_id in (${sql.join(
          range.playerIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      group by 1`),
  );
  return new Map(rows.map((row) => [BigInt(row.player_id), new Date(row.at)]));
}
