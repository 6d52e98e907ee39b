import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { games, recentGames, vendors } from '../catalogue/schema.ts';
import { launchSessions } from '../gameplay/schema.ts';
import type { VendorRow } from '../vendors/index.ts';

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
