import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { players } from './schema.ts';

/**
 * What other modules need of players without reading this module's tables: usernames for a page of rows (one
 * query per page, never one per row), and as SQL fragments a caller's statement embeds (ADR 0024) the ids
 * behind a username filter (so a list's count and paging stay one statement) and the bet guard's condition.
 */

/** Usernames by player id, for the rows of one page. */
export async function usernamesByIds(db: Executor, ids: readonly bigint[]): Promise<Map<bigint, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: players.id, username: players.username })
    .from(players)
    .where(inArray(players.id, unique));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** The brand's player named `username` in any case (at most one), as `(select id …)` for `player_id in …`. */
export const playerIdsNamed = (brandId: bigint, username: string): SQL =>
  sql`(select ${players.id} from ${players} where ${players.brandId} = ${brandId}
    and lower(${players.username}) = lower(${username}))`;

/** The brand's players whose username starts with `prefix` in any case, as `(select id …)`. */
export const playerIdsNamedFrom = (brandId: bigint, prefix: string): SQL =>
  sql`(select ${players.id} from ${players} where ${players.brandId} = ${brandId}
    and lower(${players.username}) like ${`${prefix.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`})`;

/**
 * A condition true while the player exists and is not frozen, for a statement that must hold it at the moment
 * it writes (the wallet protocol's bet guard: a freeze committed between its read and its write stops the bet).
 */
export const playerNotFrozen = (playerId: bigint | SQL): SQL =>
  sql`exists (select 1 from players p where p.id = ${playerId} and p.status <> 'frozen')`;

type Join = 'join' | 'left join';

/**
 * `<join> players p on p.id = <playerId>`: the player as the wallet protocol reads them in its one statement per
 * call (ADR 0024), as `p` with `p.id`, `p.brand_id`, `p.status`, `p.username`, `p.profile`.
 */
export const joinPlayer = (join: Join, playerId: bigint | SQL): SQL =>
  sql`${sql.raw(join)} players p on p.id = ${playerId}`;

/** The active players of a brand whose profile birthday (`YYYY-MM-DD`) falls in the month (1–12). */
export async function playerIdsBornIn(db: Executor, brandId: bigint, month: number): Promise<bigint[]> {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(
      and(
        eq(players.brandId, brandId),
        eq(players.status, 'active'),
        sql`${players.profile}->>'birthday' like ${`____-${String(month).padStart(2, '0')}-__`}`,
      ),
    );
  return rows.map((row) => row.id);
}
