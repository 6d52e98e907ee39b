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

export async function findGameType(
  db: Executor,
  vassalage: string,
  gameCode: string,
): Promise<string | undefined> {
  const rows = await db
    .select({ gameType: games.gameType })
    .from(games)
    .where(and(eq(games.vassalage, vassalage), eq(games.gameCode, gameCode)));
  return rows[0]?.gameType;
}

export async function vendorExists(db: Executor, vassalage: string): Promise<boolean> {
  const rows = await db
    .select({ v: vendors.vassalage })
    .from(vendors)
    .where(eq(vendors.vassalage, vassalage));
  return rows.length > 0;
}
