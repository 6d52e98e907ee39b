import type { GameRtpSort, GameType } from '@croupier/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gamesWithVendorNames } from '../catalogue/index.ts';
import { settledPlay } from './totals.ts';

export interface GameRtpFilters {
  brandId: bigint;
  timezone: string;
  from: Date;
  to: Date;
  vassalage?: string;
  gameType?: GameType;
  q?: string;
}

/** An open round the vendor has not touched for this long is counted as interrupted. */
export const INTERRUPTED_AFTER_MINUTES = 10;

export interface GameRtpRowData {
  gameId: bigint;
  gameName: string;
  gameCode: string;
  vassalage: string;
  vendorName: string;
  gameType: string;
  currency: string;
  rounds: number;
  stake: bigint;
  payout: bigint;
  actualBp: bigint | null;
  theoreticalBp: number | null;
  deviationBp: bigint | null;
  openRounds: number;
  interruptedRounds: number;
  oldestOpenAt: Date | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
// Raw statements skip Drizzle's column mapping: a timestamp may come back as a Date or as text, depending on the driver.
const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * Per game and currency: the rounds settled in the range (from the hourly totals, totals.ts) beside the
 * rounds open now (through the partial open-rounds index), so a game whose only rounds are still open is listed
 * too. Rounds are attributed by game id, which every bet since the wallet protocol records. The actual RTP is
 * rounded here, once, so sorting by deviation and the figures shown agree.
 */
function perGame(filters: GameRtpFilters): SQL {
  const byVendor = filters.vassalage ? sql`and r.vassalage = ${filters.vassalage}` : sql``;
  const q = filters.q?.trim();
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return sql`
    settled as (
      select play.game_id, play.currency, sum(play.rounds)::int as rounds, sum(play.stake) as stake,
        sum(play.payout) as payout
      from ${settledPlay(filters)} play
      where play.game_id <> 0
      group by play.game_id, play.currency having sum(play.rounds) > 0
    ), opened as (
      select r.game_id, r.currency, count(*)::int as open_rounds,
        count(*) filter (
          where r.updated_at < app_now() - make_interval(mins => ${INTERRUPTED_AFTER_MINUTES})
        )::int as interrupted_rounds,
        min(r.opened_at) as oldest_open_at
      from game_rounds r
      where r.brand_id = ${filters.brandId} and r.status = 'open' and r.game_id is not null ${byVendor}
      group by r.game_id, r.currency
    ), per_game as (
      select g.id as game_id, g.game_name, g.game_code, g.vassalage, g.vendor_name,
        g.game_type, coalesce(s.currency, o.currency) as currency, coalesce(s.rounds, 0) as rounds,
        coalesce(s.stake, 0) as stake, coalesce(s.payout, 0) as payout,
        round(s.payout * 10000 / nullif(s.stake, 0))::bigint as actual_bp, g.theoretical_rtp_bp,
        coalesce(o.open_rounds, 0) as open_rounds, coalesce(o.interrupted_rounds, 0) as interrupted_rounds,
        o.oldest_open_at
      from settled s
      full join opened o on o.game_id = s.game_id and o.currency = s.currency
      join ${gamesWithVendorNames()} g on g.id = coalesce(s.game_id, o.game_id)
      where true
        ${filters.gameType ? sql`and g.game_type = ${filters.gameType}` : sql``}
        ${like ? sql`and (g.game_name ilike ${like} or g.game_code ilike ${like} or g.display_name ilike ${like})` : sql``}
    )`;
}

// Qualified: the page's select list answers stake and payout as text, and a bare name would sort that text.
const ORDER: Record<GameRtpSort, SQL> = {
  rounds: sql`per_game.rounds desc, per_game.stake desc`,
  stake: sql`per_game.stake desc, per_game.rounds desc`,
  // The widest gap either way first; games without an actual or theoretical RTP have no gap and come last.
  deviation: sql`abs(per_game.actual_bp - per_game.theoretical_rtp_bp) desc nulls last, per_game.rounds desc`,
};

/** One page of the per-game rows, in the asked order (ties by game and currency, so pages never overlap). */
export async function gameRtpPage(
  db: Executor,
  filters: GameRtpFilters & { sort: GameRtpSort; page: number; pageSize: number },
): Promise<GameRtpRowData[]> {
  const rows = rowsOf<{
    game_id: bigint;
    game_name: string;
    game_code: string;
    vassalage: string;
    vendor_name: string;
    game_type: string;
    currency: string;
    rounds: number;
    stake: string;
    payout: string;
    actual_bp: bigint | null;
    theoretical_rtp_bp: number | null;
    open_rounds: number;
    interrupted_rounds: number;
    oldest_open_at: Date | string | null;
  }>(
    await db.execute(sql`
      with ${perGame(filters)}
      select game_id, game_name, game_code, vassalage, vendor_name, game_type, currency, rounds,
        stake::text as stake, payout::text as payout, actual_bp, theoretical_rtp_bp, open_rounds,
        interrupted_rounds, oldest_open_at
      from per_game
      order by ${ORDER[filters.sort]}, per_game.game_id, per_game.currency
      limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}`),
  );
  return rows.map((row) => {
    const actualBp = row.actual_bp === null ? null : BigInt(row.actual_bp);
    const theoreticalBp = row.theoretical_rtp_bp === null ? null : Number(row.theoretical_rtp_bp);
    return {
      gameId: BigInt(row.game_id),
      gameName: row.game_name,
      gameCode: row.game_code,
      vassalage: row.vassalage,
      vendorName: row.vendor_name,
      gameType: row.game_type,
      currency: row.currency,
      rounds: Number(row.rounds),
      stake: BigInt(row.stake),
      payout: BigInt(row.payout),
      actualBp,
      theoreticalBp,
      deviationBp: actualBp === null || theoreticalBp === null ? null : actualBp - BigInt(theoreticalBp),
      openRounds: Number(row.open_rounds),
      interruptedRounds: Number(row.interrupted_rounds),
      oldestOpenAt: dateOrNull(row.oldest_open_at),
    };
  });
}

/** Every matching game summed per currency: its count of rows, rounds, stake and payout. */
export async function gameRtpTotals(db: Executor, filters: GameRtpFilters) {
  const rows = rowsOf<{ currency: string; games: number; rounds: bigint; stake: string; payout: string }>(
    await db.execute(sql`
      with ${perGame(filters)}
      select currency, count(*)::int as games, sum(rounds)::bigint as rounds,
        sum(stake)::text as stake, sum(payout)::text as payout
      from per_game group by currency order by currency`),
  );
  return rows.map((row) => ({
    currency: row.currency,
    games: Number(row.games),
    rounds: Number(row.rounds),
    stake: BigInt(row.stake),
    payout: BigInt(row.payout),
  }));
}
