import type { BetStatus, GameType } from '@croupier/contracts';
import { and, asc, desc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { games } from '../catalogue/schema.ts';
import { vendorTransactions } from '../gameplay/schema.ts';
import { gameRounds } from './schema.ts';
import { settledPlay } from './totals.ts';
import { ledgerTransfers } from '../ledger/schema.ts';
import { players } from '../players/schema.ts';

export type RoundRow = typeof gameRounds.$inferSelect;
export interface RoundWithGame {
  round: RoundRow;
  gameName: string | null;
  localizedNames: Record<string, string> | null;
  iconUrl: string | null;
}
export interface Range {
  from?: Date;
  to?: Date;
}

// Rounds name their game by vendor and code (the id may be missing for a game the catalogue lacks).
const gameOfRound = and(eq(games.vassalage, gameRounds.vassalage), eq(games.gameCode, gameRounds.gameCode));
const gameColumns = {
  gameName: games.gameName,
  localizedNames: games.localizedNames,
  iconUrl: games.iconUrl,
};

function inRange(column: typeof gameRounds.openedAt | typeof gameRounds.closedAt, range: Range): SQL[] {
  return [...(range.from ? [gte(column, range.from)] : []), ...(range.to ? [lt(column, range.to)] : [])];
}

const count = async (db: Executor, where: SQL | undefined, withPlayers = false) => {
  const base = db.select({ n: sql<number>`count(*)::int` }).from(gameRounds);
  const [row] = await (
    withPlayers ? base.innerJoin(players, eq(players.id, gameRounds.playerId)) : base
  ).where(where);
  return row?.n ?? 0;
};

/** A player's rounds, newest first, placed within the range. */
export async function listPlayerRounds(
  db: Executor,
  props: Range & {
    playerId: bigint;
    gameType?: GameType;
    vassalage?: string;
    status?: BetStatus;
    page: number;
    pageSize: number;
  },
): Promise<{ total: number; rows: RoundWithGame[] }> {
  const where = and(
    eq(gameRounds.playerId, props.playerId),
    ...inRange(gameRounds.openedAt, props),
    ...(props.gameType ? [eq(gameRounds.gameType, props.gameType)] : []),
    ...(props.vassalage ? [eq(gameRounds.vassalage, props.vassalage)] : []),
    ...(props.status ? [eq(gameRounds.status, props.status)] : []),
  );
  const rows = await db
    .select({ round: gameRounds, ...gameColumns })
    .from(gameRounds)
    .leftJoin(games, gameOfRound)
    .where(where)
    .orderBy(desc(gameRounds.openedAt), desc(gameRounds.id))
    .limit(props.pageSize)
    .offset((props.page - 1) * props.pageSize);
  return { total: await count(db, where), rows };
}

export interface Sums {
  stake: bigint;
  payout: bigint;
  validBet: bigint;
  rounds: number;
}
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
// Sums over the totals, as text into BigInt (never through a float); a group whose rounds were all taken back
// nets to no rounds and is left out, as the raw rounds would leave it.
const totalsColumns = sql`coalesce(sum(stake), 0)::text as stake, coalesce(sum(payout), 0)::text as payout,
  coalesce(sum(valid_bet), 0)::text as valid_bet, coalesce(sum(rounds), 0)::int as rounds`;
type TotalsRow = { stake: string; payout: string; valid_bet: string; rounds: number | string };
const totalsOf = (row: TotalsRow): Sums => ({
  stake: BigInt(row.stake),
  payout: BigInt(row.payout),
  validBet: BigInt(row.valid_bet),
  rounds: Number(row.rounds),
});

/** A player's settled rounds in the range (by settlement time), summed per game type and currency. */
export async function sumPlayerSettled(
  db: Executor,
  props: Range & { playerId: bigint; brandId: bigint; timezone: string },
) {
  const rows = rowsOf<TotalsRow & { game_type: string; currency: string }>(
    await db.execute(sql`
      select game_type, currency, ${totalsColumns}
      from ${settledPlay(props)} play
      group by game_type, currency having sum(rounds) > 0`),
  );
  return rows.map((row) => ({ gameType: row.game_type, currency: row.currency, ...totalsOf(row) }));
}

/** The brand's biggest settled wins (payout above stake) since a moment, with the winner's username. */
export async function biggestWins(
  db: Executor,
  props: { brandId: bigint; since: Date; gameType?: GameType; limit: number },
) {
  return db
    .select({ round: gameRounds, username: players.username, ...gameColumns })
    .from(gameRounds)
    .innerJoin(players, eq(players.id, gameRounds.playerId))
    .leftJoin(games, gameOfRound)
    .where(
      and(
        eq(gameRounds.brandId, props.brandId),
        eq(gameRounds.status, 'settled'),
        gte(gameRounds.closedAt, props.since),
        gt(gameRounds.payout, gameRounds.stake),
        ...(props.gameType ? [eq(gameRounds.gameType, props.gameType)] : []),
      ),
    )
    .orderBy(desc(gameRounds.payout), desc(gameRounds.closedAt))
    .limit(props.limit);
}

/** Operator round list of a brand, newest first; `q` is our id, the vendor's round id or a username. */
export async function listBrandRounds(
  db: Executor,
  props: {
    brandId: bigint;
    q?: string;
    vassalage?: string;
    status?: BetStatus;
    page: number;
    pageSize: number;
  },
) {
  const q = props.q?.trim();
  const where = and(
    eq(gameRounds.brandId, props.brandId),
    ...(props.vassalage ? [eq(gameRounds.vassalage, props.vassalage)] : []),
    ...(props.status ? [eq(gameRounds.status, props.status)] : []),
    ...(q
      ? [
          or(
            eq(gameRounds.roundRef, q),
            sql`lower(${players.username}) = lower(${q})`,
            ...(/^[1-9][0-9]{0,17}$/.test(q) ? [eq(gameRounds.id, BigInt(q))] : []),
          )!,
        ]
      : []),
  );
  const rows = await db
    .select({ round: gameRounds, username: players.username, ...gameColumns })
    .from(gameRounds)
    .innerJoin(players, eq(players.id, gameRounds.playerId))
    .leftJoin(games, gameOfRound)
    .where(where)
    .orderBy(desc(gameRounds.openedAt), desc(gameRounds.id))
    .limit(props.pageSize)
    .offset((props.page - 1) * props.pageSize);
  return { total: await count(db, where, true), rows };
}

export async function findBrandRound(db: Executor, brandId: bigint, id: bigint) {
  const [row] = await db
    .select({ round: gameRounds, username: players.username, ...gameColumns })
    .from(gameRounds)
    .innerJoin(players, eq(players.id, gameRounds.playerId))
    .leftJoin(games, gameOfRound)
    .where(and(eq(gameRounds.brandId, brandId), eq(gameRounds.id, id)));
  return row;
}

/** Every wallet call of a round in the order it arrived, with the ledger transfer it posted (if any). */
export async function roundCallbacks(db: Executor, roundId: bigint) {
  return db
    .select({ call: vendorTransactions, transfer: ledgerTransfers })
    .from(vendorTransactions)
    .leftJoin(ledgerTransfers, eq(ledgerTransfers.id, vendorTransactions.ledgerTransferId))
    .where(eq(vendorTransactions.roundId, roundId))
    .orderBy(asc(vendorTransactions.createdAt), asc(vendorTransactions.id));
}

/** Settled rounds of a brand summed by day (in the brand's time zone), vendor and currency. */
export async function ggrByDay(
  db: Executor,
  props: { brandId: bigint; timezone: string; from: Date; to: Date; vassalage?: string },
) {
  // Per player first: a player counts on a day at a vendor while any of their rounds there stays settled.
  const rows = rowsOf<
    TotalsRow & { day: string; vassalage: string; currency: string; vendor_name: string; players: number }
  >(
    await db.execute(sql`
      with per_player as (
        select to_char(play.hour at time zone ${props.timezone}::text, 'YYYY-MM-DD') as day, play.vassalage,
          play.currency, play.player_id, sum(play.rounds) as rounds, sum(play.stake) as stake,
          sum(play.payout) as payout, sum(play.valid_bet) as valid_bet
        from ${settledPlay(props)} play
        group by 1, 2, 3, 4 having sum(play.rounds) > 0
      )
      select p.day, p.vassalage, p.currency, coalesce(v.name, p.vassalage) as vendor_name, count(*)::int as players,
        ${totalsColumns}
      from per_player p left join vendors v on v.vassalage = p.vassalage
      group by p.day, p.vassalage, p.currency, v.name
      order by 1, 2, 3`),
  );
  return rows.map((row) => ({
    day: row.day,
    vassalage: row.vassalage,
    currency: row.currency,
    vendorName: row.vendor_name,
    players: Number(row.players),
    ...totalsOf(row),
  }));
}
