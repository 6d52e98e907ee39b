import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { games } from './schema.ts';

/**
 * What other modules show of games and vendors, without reading the catalogue's tables (ADR 0024): names for
 * the rows of one page (one query a page), and, for reports that filter, sort and page over the join, the
 * catalogue's relations as SQL fragments whose text lives here.
 */

/** A game's names as a list of rounds shows them. */
export interface GameNames {
  gameName: string;
  localizedNames: Record<string, string>;
  iconUrl: string;
}

/** Rounds name their game by vendor and code (the id may be missing for a game the catalogue lacks). */
export const gameKey = (vassalage: string, gameCode: string) => `${vassalage}\u0000${gameCode}`;

/** The names of the games of a page of rows, by `gameKey`; a game the catalogue lacks is absent. */
export async function gameNamesOf(
  db: Executor,
  keys: readonly { vassalage: string; gameCode: string }[],
): Promise<Map<string, GameNames>> {
  const unique = new Map(keys.map((key) => [gameKey(key.vassalage, key.gameCode), key]));
  if (unique.size === 0) return new Map();
  const vassalages = sql.param([...unique.values()].map((key) => key.vassalage));
  const codes = sql.param([...unique.values()].map((key) => key.gameCode));
  const rows = await db
    .select({
      vassalage: games.vassalage,
      gameCode: games.gameCode,
      gameName: games.gameName,
      localizedNames: games.localizedNames,
      iconUrl: games.iconUrl,
    })
    .from(games)
    .where(
      sql`(${games.vassalage}, ${games.gameCode}) in (select * from unnest(${vassalages}::text[], ${codes}::text[]))`,
    );
  return new Map(
    rows.map((row) => [
      gameKey(row.vassalage, row.gameCode),
      { gameName: row.gameName, localizedNames: row.localizedNames, iconUrl: row.iconUrl },
    ]),
  );
}

/**
 * Every game with its vendor's name (the vassalage when the vendor row is gone), as a relation to join:
 * `id, game_name, game_code, vassalage, vendor_name, game_type, display_name, theoretical_rtp_bp`.
 */
export const gamesWithVendorNames = (): SQL => sql`(
  select g.id, g.game_name, g.game_code, g.vassalage, coalesce(v.name, g.vassalage) as vendor_name,
    g.game_type, g.display_name, g.theoretical_rtp_bp
  from games g left join vendors v on v.vassalage = g.vassalage)`;

/** Every vendor's name as a relation to join: `vassalage, name`. */
export const vendorNames = (): SQL => sql`(select vassalage, name from vendors)`;

/** The ids of the jackpot games, switched off ones included (their players' contributions stay in the pool). */
export async function jackpotGameIds(db: Executor): Promise<bigint[]> {
  const rows = await db.select({ id: games.id }).from(games).where(eq(games.hasJackpot, true));
  return rows.map((row) => row.id);
}

/** `left join games g on …` the vendor's game by its code, as `g` (`g.id`, `g.game_type`), for a bet's context. */
export const joinGameByCode = (vassalage: string, gameCode: string): SQL =>
  sql`left join games g on g.vassalage = ${vassalage} and g.game_code = ${gameCode}`;
