import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  banners,
  catalogueVersion,
  favouriteGames,
  games,
  recentGames,
  vendors,
  type BannerRow,
} from './schema.ts';
import type { GameRowForLobby, VendorRowForLobby } from './snapshot.ts';

export async function readCatalogueVersion(db: Executor): Promise<bigint> {
  return (await readCatalogueVersions(db)).version;
}

/** The catalogue's counter, and the one only writes to games move. */
export async function readCatalogueVersions(
  db: Executor,
): Promise<{ version: bigint; gamesVersion: bigint }> {
  const [row] = await db
    .select({ version: catalogueVersion.version, gamesVersion: catalogueVersion.gamesVersion })
    .from(catalogueVersion);
  return row ?? { version: 0n, gamesVersion: 0n };
}

export async function loadLobbyVendors(db: Executor): Promise<VendorRowForLobby[]> {
  return db
    .select({
      vassalage: vendors.vassalage,
      name: vendors.name,
      enabled: vendors.enabled,
      sortOrder: vendors.sortOrder,
      connected: sql<boolean>`${vendors.platformServed} or (${vendors.launchUrl} is not null and ${vendors.secretSealed} is not null)`,
      maintenanceFrom: vendors.maintenanceFrom,
      maintenanceUntil: vendors.maintenanceUntil,
    })
    .from(vendors);
}

/** The enabled games as the lobby shows them. */
export async function loadLobbyGames(db: Executor): Promise<GameRowForLobby[]> {
  return db
    .select({
      id: games.id,
      nodeId: games.nodeId,
      vassalage: games.vassalage,
      gameCode: games.gameCode,
      gameName: games.gameName,
      localizedNames: games.localizedNames,
      gameType: games.gameType,
      isGame: games.isGame,
      displayName: games.displayName,
      iconUrl: games.iconUrl,
      showIcon: games.showIcon,
      isHot: games.isHot,
      hasJackpot: games.hasJackpot,
      maintenance: games.maintenance,
      sortOrder: games.sortOrder,
      updatedAt: games.updatedAt,
    })
    .from(games)
    .where(eq(games.enabled, true));
}

/** The game a favourite payload names: nodeId, checked against its vendor and type. */
export async function findGameByNode(
  db: Executor,
  props: { nodeId: bigint; vassalage: string; gameType: string },
) {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.nodeId, props.nodeId),
        eq(games.vassalage, props.vassalage),
        eq(games.gameType, props.gameType),
      ),
    );
  return rows[0]?.id;
}

export async function addFavourite(db: Executor, playerId: bigint, gameId: bigint) {
  await db.insert(favouriteGames).values({ playerId, gameId }).onConflictDoNothing();
}

export async function removeFavourite(db: Executor, playerId: bigint, gameId: bigint) {
  await db
    .delete(favouriteGames)
    .where(and(eq(favouriteGames.playerId, playerId), eq(favouriteGames.gameId, gameId)));
}

/** The player's favourite game ids, latest added first. */
export async function favouriteIds(db: Executor, playerId: bigint): Promise<string[]> {
  const rows = await db
    .select({ gameId: favouriteGames.gameId })
    .from(favouriteGames)
    .where(eq(favouriteGames.playerId, playerId))
    .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId));
  return rows.map((row) => row.gameId.toString());
}

/** Moves the game to the top of the player's recent list (one row per player and game). */
export async function touchRecentGame(db: Executor, playerId: bigint, gameId: bigint, at: Date) {
  await db
    .insert(recentGames)
    .values({ playerId, gameId, playedAt: at })
    .onConflictDoUpdate({ target: [recentGames.playerId, recentGames.gameId], set: { playedAt: at } });
}

/** The games the player launched, latest first. */
export async function recentIds(db: Executor, playerId: bigint, limit: number): Promise<string[]> {
  const rows = await db
    .select({ gameId: recentGames.gameId })
    .from(recentGames)
    .where(eq(recentGames.playerId, playerId))
    .orderBy(desc(recentGames.playedAt), desc(recentGames.gameId))
    .limit(limit);
  return rows.map((row) => row.gameId.toString());
}

export async function listEnabledBanners(
  db: Executor,
  brandId: bigint,
  groupName: string | undefined,
): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.brandId, brandId),
        eq(banners.enabled, true),
        groupName ? eq(banners.groupName, groupName) : undefined,
      ),
    )
    .orderBy(asc(banners.groupName), asc(banners.sortOrder), asc(banners.id));
}
