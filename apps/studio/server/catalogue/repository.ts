import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { games, studioSettings, vendorCredentials } from '../db/schema.ts';
import type { Engine } from './engine-map.ts';

export interface CatalogueGame {
  vassalage: string;
  gameCode: string;
  name: string;
  gameType: string;
  engine: Engine | null;
}

export async function findGame(db: Executor, vassalage: string, gameCode: string) {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.vassalage, vassalage), eq(games.gameCode, gameCode)));
  return row && ({ ...row, engine: row.engine as Engine | null } satisfies CatalogueGame);
}

/** Mirrors a vendor's games as the platform lists them (a game the platform dropped stays: rounds name it). */
export async function upsertGames(db: Executor, rows: CatalogueGame[]) {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(games)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [games.vassalage, games.gameCode],
        set: {
          name: sql`excluded.name`,
          gameType: sql`excluded.game_type`,
          engine: sql`excluded.engine`,
          updatedAt: sql`now()`,
        },
      });
  }
}

export async function vendorSecrets(db: Executor): Promise<Map<string, string>> {
  const rows = await db.select().from(vendorCredentials);
  return new Map(rows.map((row) => [row.vassalage, row.secret]));
}

export async function saveVendorSecret(db: Executor, vassalage: string, secret: string) {
  await db
    .insert(vendorCredentials)
    .values({ vassalage, secret })
    .onConflictDoUpdate({ target: vendorCredentials.vassalage, set: { secret, updatedAt: sql`now()` } });
}

export async function readSetting(db: Executor, key: string): Promise<string | undefined> {
  const [row] = await db.select().from(studioSettings).where(eq(studioSettings.key, key));
  return row?.value;
}

export async function writeSetting(db: Executor, key: string, value: string) {
  await db
    .insert(studioSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: studioSettings.key, set: { value, updatedAt: sql`now()` } });
}
