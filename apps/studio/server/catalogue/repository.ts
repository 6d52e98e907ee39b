import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { games, studioSettings, vendorCredentials } from '../db/schema.ts';
import type { SecretBox } from '../security/secret-box.ts';
import type { Engine } from './engine-map.ts';

export interface CatalogueGame {
  vassalage: string;
  gameCode: string;
  name: string;
  localizedNames: Record<string, string>;
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
          localizedNames: sql`excluded.localized_names`,
          gameType: sql`excluded.game_type`,
          engine: sql`excluded.engine`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/**
 * The vendors' secrets, opened. One sealed under another key (STUDIO_SECRET_KEY changed, or a copied database)
 * opens to nothing: it is listed in `unreadable` and counts as not held, so registration rotates it.
 */
export async function vendorSecrets(
  db: Executor,
  box: SecretBox,
): Promise<{ secrets: Map<string, string>; unreadable: string[] }> {
  const secrets = new Map<string, string>();
  const unreadable: string[] = [];
  for (const row of await db.select().from(vendorCredentials)) {
    try {
      secrets.set(row.vassalage, box.open(row.sealedSecret));
    } catch {
      unreadable.push(row.vassalage);
    }
  }
  return { secrets, unreadable };
}

export async function saveVendorSecret(db: Executor, box: SecretBox, vassalage: string, secret: string) {
  const sealedSecret = box.seal(secret);
  await db
    .insert(vendorCredentials)
    .values({ vassalage, sealedSecret })
    .onConflictDoUpdate({
      target: vendorCredentials.vassalage,
      set: { sealedSecret, updatedAt: sql`now()` },
    });
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
