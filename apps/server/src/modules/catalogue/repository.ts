import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { DemoGame } from './demo/generate.ts';
import { servedByStudio, vendorGameTypes, type DemoVendor } from './demo/vendors.ts';
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
        gameTypes: vendorGameTypes(v),
        sortOrder: index,
        studioManaged: servedByStudio(v),
        platformServed: Boolean(v.lottery?.length),
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

/**
 * A few enabled games of a vendor and type, in catalogue order, without a jackpot (its pool would take a share
 * of every stake): what the first start's demo rounds are played on.
 */
export async function playableGames(db: Executor, vassalage: string, gameType: string, count: number) {
  const playable = [eq(games.enabled, true), eq(games.hasJackpot, false)];
  return db
    .select({ id: games.id, gameCode: games.gameCode, gameType: games.gameType })
    .from(games)
    .where(and(eq(games.vassalage, vassalage), eq(games.gameType, gameType), ...playable))
    .orderBy(asc(games.sortOrder), asc(games.id))
    .limit(count);
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
