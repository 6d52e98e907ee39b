import type { BetStatus, GameType } from '@croupier/contracts';
import { and, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gameKey, gameNamesOf, vendorNames } from '../catalogue/index.ts';
import { playerIdsNamed, usernamesByIds } from '../players/index.ts';
import { gameRounds } from './schema.ts';
import { settledPlay } from './totals.ts';

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

/** Each round with its game's names from the catalogue (null for a game the catalogue lacks). */
async function withGames<T extends { round: RoundRow }>(db: Executor, rows: T[]) {
  const names = await gameNamesOf(
    db,
    rows.map((row) => row.round),
  );
  return rows.map((row) => {
    const game = names.get(gameKey(row.round.vassalage, row.round.gameCode));
    return {
      ...row,
      gameName: game?.gameName ?? null,
      localizedNames: game?.localizedNames ?? null,
      iconUrl: game?.iconUrl ?? null,
    };
  });
}

/** Each round with its player's username. */
async function withUsernames<T extends { round: RoundRow }>(db: Executor, rows: T[]) {
  const usernames = await usernamesByIds(
    db,
    rows.map((row) => row.round.playerId),
  );
  return rows.map((row) => ({ ...row, username: usernames.get(row.round.playerId)! }));
}

const rounds = (rows: RoundRow[]) => rows.map((round) => ({ round }));

function inRange(column: typeof gameRounds.openedAt | typeof gameRounds.closedAt, range: Range): SQL[] {
  return [...(range.from ? [gte(column, range.from)] : []), ...(range.to ? [lt(column, range.to)] : [])];
}

const count = async (db: Executor, where: SQL | undefined) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(gameRounds)
    .where(where);
  return row?.n ?? 0;
};

export interface RoundFilter extends Range {
  /** One player's rounds, or those of the players a subquery names (an agent's team). */
  players: bigint | SQL;
  gameType?: GameType;
  vassalage?: string;
  status?: BetStatus;
}

function roundsWhere(filter: RoundFilter): SQL | undefined {
  return and(
    typeof filter.players === 'bigint'
      ? eq(gameRounds.playerId, filter.players)
      : sql`${gameRounds.playerId} in ${filter.players}`,
    ...inRange(gameRounds.openedAt, filter),
    ...(filter.gameType ? [eq(gameRounds.gameType, filter.gameType)] : []),
    ...(filter.vassalage ? [eq(gameRounds.vassalage, filter.vassalage)] : []),
    ...(filter.status ? [eq(gameRounds.status, filter.status)] : []),
  );
}

/** Rounds placed within the range, newest first, with their players' usernames. */
export async function listPlayerRounds(
  db: Executor,
  props: RoundFilter & { page: number; pageSize: number },
): Promise<{ total: number; rows: (RoundWithGame & { username: string })[] }> {
  const where = roundsWhere(props);
  const page = await db
    .select()
    .from(gameRounds)
    .where(where)
    .orderBy(desc(gameRounds.openedAt), desc(gameRounds.id))
    .limit(props.pageSize)
    .offset((props.page - 1) * props.pageSize);
  return { total: await count(db, where), rows: await withGames(db, await withUsernames(db, rounds(page))) };
}

/** The stake, payout and valid bet of every round the filter matches, per currency. */
export async function sumRounds(db: Executor, filter: RoundFilter) {
  const rows = await db
    .select({
      currency: gameRounds.currency,
      stake: sql<string>`coalesce(sum(${gameRounds.stake}), 0)::text`,
      payout: sql<string>`coalesce(sum(${gameRounds.payout}), 0)::text`,
      validBet: sql<string>`coalesce(sum(${gameRounds.validBet}), 0)::text`,
    })
    .from(gameRounds)
    .where(roundsWhere(filter))
    .groupBy(gameRounds.currency);
  return rows.map((row) => ({
    currency: row.currency,
    stake: BigInt(row.stake),
    payout: BigInt(row.payout),
    validBet: BigInt(row.validBet),
  }));
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
  const wins = await db
    .select()
    .from(gameRounds)
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
  return withGames(db, await withUsernames(db, rounds(wins)));
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
            inArray(gameRounds.playerId, playerIdsNamed(props.brandId, q)),
            ...(/^[1-9][0-9]{0,17}$/.test(q) ? [eq(gameRounds.id, BigInt(q))] : []),
          )!,
        ]
      : []),
  );
  const page = await db
    .select()
    .from(gameRounds)
    .where(where)
    .orderBy(desc(gameRounds.openedAt), desc(gameRounds.id))
    .limit(props.pageSize)
    .offset((props.page - 1) * props.pageSize);
  return { total: await count(db, where), rows: await withGames(db, await withUsernames(db, rounds(page))) };
}

export async function findBrandRound(db: Executor, brandId: bigint, id: bigint) {
  const found = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.brandId, brandId), eq(gameRounds.id, id)));
  const [row] = await withGames(db, await withUsernames(db, rounds(found)));
  return row;
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
      from per_player p left join ${vendorNames()} v on v.vassalage = p.vassalage
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

/** Whether the vendor has rounds still open (wins and rollbacks are still owed on them). */
export async function hasOpenRounds(db: Executor, vassalage: string): Promise<boolean> {
  const [row] = rowsOf<{ open: boolean }>(
    await db.execute(
      sql`select exists (select 1 from game_rounds where vassalage = ${vassalage} and status = 'open') as open`,
    ),
  );
  return row?.open === true;
}

/** Which of the given players have a round still open at any vendor (their money is still in play). */
export async function playersWithOpenRounds(
  db: Executor,
  playerIds: readonly bigint[],
): Promise<Set<bigint>> {
  if (playerIds.length === 0) return new Set();
  const rows = rowsOf<{ player_id: bigint | string }>(
    await db.execute(sql`select distinct player_id from game_rounds
      where status = 'open' and player_id = any(${`{${playerIds.join(',')}}`}::bigint[])`),
  );
  return new Set(rows.map((row) => BigInt(row.player_id)));
}

/**
 * Settled stake of the brand's rounds of the given games in its currency: what feeds the jackpot display
 * (catalogue's jackpot.ts names the games).
 */
export async function settledStakeOfGames(
  db: Executor,
  props: { brandId: bigint; currency: string; gameIds: bigint[] },
): Promise<bigint> {
  if (props.gameIds.length === 0) return 0n;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${gameRounds.stake}), 0)::text` })
    .from(gameRounds)
    .where(
      and(
        // One text parameter, however many games: both drivers pass it the same way.
        sql`${gameRounds.gameId} = any(string_to_array(${props.gameIds.join(',')}, ',')::int8[])`,
        eq(gameRounds.brandId, props.brandId),
        eq(gameRounds.currency, props.currency),
        eq(gameRounds.status, 'settled'),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** The game codes of a player's rounds by vendor and round reference (the account record names their games). */
export async function gameCodesOfRounds(
  db: Executor,
  playerId: bigint,
  keys: readonly { vassalage: string; roundRef: string }[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ vassalage: gameRounds.vassalage, roundRef: gameRounds.roundRef, gameCode: gameRounds.gameCode })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.playerId, playerId),
        inArray(gameRounds.vassalage, [...new Set(keys.map((key) => key.vassalage))]),
        inArray(gameRounds.roundRef, [...new Set(keys.map((key) => key.roundRef))]),
      ),
    );
  return new Map(rows.map((row) => [gameKey(row.vassalage, row.roundRef), row.gameCode]));
}
