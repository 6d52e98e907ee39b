import { GAME_TYPE_ROUTES, GAME_TYPES, type Category, type GameType } from '@croupier/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { DemoGame } from './demo/generate.ts';
import { servedByStudio, type DemoVendor } from './demo/vendors.ts';
import { games, vendors } from './schema.ts';

export async function countGames(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(games);
  return row?.n ?? 0;
}

export async function insertCatalogue(
  db: Executor,
  vendorList: readonly DemoVendor[],
  gameList: readonly DemoGame[],
) {
  await db
    .insert(vendors)
    .values(
      vendorList.map((v, index) => ({
        vassalage: v.vassalage,
        name: v.name,
        gameTypes: Object.keys(v.games),
        sortOrder: index,
        studioManaged: servedByStudio(v),
      })),
    )
    .onConflictDoNothing();
  // Batches keep each statement well under PostgreSQL's 65,535 bind parameters.
  for (let start = 0; start < gameList.length; start += 1000) {
    await db
      .insert(games)
      .values(gameList.slice(start, start + 1000))
      .onConflictDoNothing();
  }
}

/** What a game's tile art is drawn from: its type and its English name, or nothing for an unknown game. */
export async function findTileFacts(
  db: Executor,
  vassalage: string,
  gameCode: string,
): Promise<{ gameType: string; gameName: string } | undefined> {
  const rows = await db
    .select({ gameType: games.gameType, gameName: games.gameName })
    .from(games)
    .where(and(eq(games.vassalage, vassalage), eq(games.gameCode, gameCode)));
  return rows[0];
}

/** A vendor's name, for its emblem's monogram, or undefined for an unknown vendor. */
export async function findVendorName(db: Executor, vassalage: string): Promise<string | undefined> {
  const rows = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.vassalage, vassalage));
  return rows[0]?.name;
}

/** Categories with at least one enabled vendor and game, in the order of the spec, vendors in their order. */
export async function listCategories(db: Executor): Promise<Category[]> {
  const rows = await db
    .select({
      gameType: games.gameType,
      vassalage: vendors.vassalage,
      name: vendors.name,
      gameCount: sql<number>`count(*)::int`,
    })
    .from(games)
    .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
    .where(and(eq(games.enabled, true), eq(vendors.enabled, true)))
    .groupBy(games.gameType, vendors.vassalage, vendors.name, vendors.sortOrder)
    .orderBy(vendors.sortOrder);
  const byType = new Map<string, Category>();
  for (const row of rows) {
    const route = GAME_TYPE_ROUTES[row.gameType as GameType];
    if (!route) continue;
    const category = byType.get(row.gameType) ?? {
      gameType: row.gameType,
      path: route.path,
      gameCount: 0,
      vendors: [],
    };
    category.gameCount += row.gameCount;
    category.vendors.push({
      vassalage: row.vassalage,
      name: row.name,
      gameCount: row.gameCount,
      logoUrl: `/vendor-logos/${row.vassalage}.svg`,
    });
    byType.set(row.gameType, category);
  }
  return GAME_TYPES.flatMap((type) => byType.get(type) ?? []);
}
