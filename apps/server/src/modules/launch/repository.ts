import type { GameType } from '@croupier/contracts';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { games, recentGames, vendors } from '../catalogue/schema.ts';
import { launchSessions } from '../gameplay/schema.ts';
import { vendorPlayableSql, type VendorRow } from '../vendors/index.ts';

export type GameRow = typeof games.$inferSelect;

export async function findGameWithVendor(
  db: Executor,
  gameId: bigint,
): Promise<{ game: GameRow; vendor: VendorRow } | undefined> {
  const rows = await db
    .select({ game: games, vendor: vendors })
    .from(games)
    .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
    .where(eq(games.id, gameId));
  return rows[0];
}

export async function insertLaunchSession(db: Executor, values: typeof launchSessions.$inferInsert) {
  await db.insert(launchSessions).values(values);
}

/** Moves the game to the top of the player's recent list (one row per player and game). */
export async function touchRecentGame(db: Executor, playerId: bigint, gameId: bigint, at: Date) {
  await db
    .insert(recentGames)
    .values({ playerId, gameId, playedAt: at })
    .onConflictDoUpdate({ target: [recentGames.playerId, recentGames.gameId], set: { playedAt: at } });
}

/**
 * Games of the same type that can launch now (enabled, not under maintenance, from an enabled, connected
 * vendor outside its window), hot ones first: what a player is offered instead of a game under maintenance.
 */
export async function findPlayableAlternatives(
  db: Executor,
  props: { gameType: GameType; exceptGameId: bigint; limit: number; now: Date },
): Promise<GameRow[]> {
  const rows = await db
    .select({ game: games })
    .from(games)
    .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
    .where(
      and(
        eq(games.gameType, props.gameType),
        eq(games.enabled, true),
        eq(games.maintenance, false),
        ne(games.id, props.exceptGameId),
        vendorPlayableSql(props.now),
      ),
    )
    .orderBy(desc(games.isHot), sql`${vendors.sortOrder}`, games.sortOrder, games.id)
    .limit(props.limit);
  return rows.map((row) => row.game);
}
