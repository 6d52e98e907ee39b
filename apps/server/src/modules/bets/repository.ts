import type { BetStatus, GameType } from '@croupier/contracts';
import { and, asc, desc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { games, vendors } from '../catalogue/schema.ts';
import { vendorTransactions } from '../gameplay/schema.ts';
import { gameRounds } from './schema.ts';
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
// Sums of bigint columns are numeric in PostgreSQL: carried as text into BigInt, never through a float.
const sums = {
  stake: sql<string>`coalesce(sum(${gameRounds.stake}), 0)::text`,
  payout: sql<string>`coalesce(sum(${gameRounds.payout}), 0)::text`,
  validBet: sql<string>`coalesce(sum(${gameRounds.validBet}), 0)::text`,
  rounds: sql<number>`count(*)::int`,
};
const toSums = (row: { stake: string; payout: string; validBet: string; rounds: number }): Sums => ({
  stake: BigInt(row.stake),
  payout: BigInt(row.payout),
  validBet: BigInt(row.validBet),
  rounds: row.rounds,
});

/** A player's settled rounds in the range (by settlement time), summed per game type and currency. */
export async function sumPlayerSettled(db: Executor, props: Range & { playerId: bigint }) {
  const rows = await db
    .select({ gameType: gameRounds.gameType, currency: gameRounds.currency, ...sums })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.playerId, props.playerId),
        eq(gameRounds.status, 'settled'),
        ...inRange(gameRounds.closedAt, props),
      ),
    )
    .groupBy(gameRounds.gameType, gameRounds.currency);
  return rows.map((row) => ({ gameType: row.gameType, currency: row.currency, ...toSums(row) }));
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
  const day = sql<string>`to_char(${gameRounds.closedAt} at time zone ${props.timezone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      vassalage: gameRounds.vassalage,
      currency: gameRounds.currency,
      vendorName: sql<string>`coalesce(${vendors.name}, ${gameRounds.vassalage})`,
      players: sql<number>`count(distinct ${gameRounds.playerId})::int`,
      ...sums,
    })
    .from(gameRounds)
    .leftJoin(vendors, eq(vendors.vassalage, gameRounds.vassalage))
    .where(
      and(
        eq(gameRounds.brandId, props.brandId),
        eq(gameRounds.status, 'settled'),
        ...inRange(gameRounds.closedAt, props),
        ...(props.vassalage ? [eq(gameRounds.vassalage, props.vassalage)] : []),
      ),
    )
    // By position: the day expression binds the time zone, and two bindings would be two different expressions.
    .groupBy(sql`1`, sql`2`, sql`3`, vendors.name)
    .orderBy(sql`1`, sql`2`, sql`3`);
  return rows.map((row) => ({ ...row, ...toSums(row) }));
}
