import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { banners, games, vendors, type BannerRow, type GameRow } from './schema.ts';

export async function findVendor(db: Executor, vassalage: string) {
  const rows = await db
    .select({ vassalage: vendors.vassalage, gameTypes: vendors.gameTypes })
    .from(vendors)
    .where(eq(vendors.vassalage, vassalage));
  return rows[0];
}

export async function findGame(db: Executor, id: bigint, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(games).where(eq(games.id, id));
  const rows = await (options.forUpdate ? query.for('update') : query);
  return rows[0];
}

export async function gameCodeTaken(db: Executor, vassalage: string, gameCode: string) {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.vassalage, vassalage), eq(games.gameCode, gameCode)));
  return rows.length > 0;
}

/**
 * The next node id and the vendor's next sort position, under a transaction-scoped lock so two operators adding
 * games at once never pick the same node id.
 */
export async function nextGamePlacement(tx: Executor, vassalage: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue.games.node_id'))`);
  const [row] = await tx
    .select({
      nodeId: sql<string>`(coalesce(max(${games.nodeId}), 100000) + 1)::text`,
      sortOrder: sql<number>`(coalesce(max(${games.sortOrder}) filter (where ${games.vassalage} = ${vassalage}), -1) + 1)::int`,
    })
    .from(games);
  return { nodeId: BigInt(row!.nodeId), sortOrder: row!.sortOrder };
}

export async function insertGame(tx: Executor, values: typeof games.$inferInsert): Promise<GameRow> {
  const [row] = await tx.insert(games).values(values).returning();
  return row!;
}

export async function updateGame(
  tx: Executor,
  id: bigint,
  changes: Partial<typeof games.$inferInsert>,
): Promise<GameRow> {
  const [row] = await tx
    .update(games)
    .set({ ...changes, updatedAt: sql`app_now()` })
    .where(eq(games.id, id))
    .returning();
  return row!;
}

/** Sets the maintenance flag of the listed games that do not have it yet; answers the rows changed. */
export async function setMaintenance(tx: Executor, ids: bigint[], maintenance: boolean): Promise<GameRow[]> {
  return tx
    .update(games)
    .set({ maintenance, updatedAt: sql`app_now()` })
    .where(and(inArray(games.id, ids), ne(games.maintenance, maintenance)))
    .returning();
}

export async function countGames(tx: Executor, ids: bigint[]): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .where(inArray(games.id, ids));
  return Number(row?.n ?? 0);
}

/** How many of the listed games belong to vendors the studio does not manage. */
export async function countGamesOutsideStudio(tx: Executor, ids: bigint[]): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
    .where(and(inArray(games.id, ids), eq(vendors.studioManaged, false)));
  return Number(row?.n ?? 0);
}

export interface GameAdminFilters {
  /** Only games of the vendors the studio manages (what the studio's account may see). */
  studioManagedOnly?: boolean;
  q?: string;
  vassalage?: string;
  gameType?: string;
  hot?: boolean;
  enabled?: boolean;
  page: number;
  pageSize: number;
}

export async function searchGames(db: Executor, filters: GameAdminFilters) {
  const conditions: (SQL | undefined)[] = [];
  const q = filters.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(games.gameName, like),
        ilike(games.displayName, like),
        ilike(games.gameCode, like),
        sql`${games.localizedNames}::text ilike ${like}`,
      ),
    );
  }
  if (filters.vassalage) conditions.push(eq(games.vassalage, filters.vassalage));
  if (filters.gameType) conditions.push(eq(games.gameType, filters.gameType));
  if (filters.hot !== undefined) conditions.push(eq(games.isHot, filters.hot ? 1 : 0));
  if (filters.enabled !== undefined) conditions.push(eq(games.enabled, filters.enabled));
  if (filters.studioManagedOnly)
    conditions.push(
      inArray(
        games.vassalage,
        db.select({ vassalage: vendors.vassalage }).from(vendors).where(eq(vendors.studioManaged, true)),
      ),
    );
  const where = and(...conditions);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .where(where);
  const rows = await db
    .select({ game: games })
    .from(games)
    .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
    .where(where)
    .orderBy(asc(vendors.sortOrder), asc(games.vassalage), asc(games.sortOrder), asc(games.id))
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
  return { total: count?.n ?? 0, rows: rows.map((row) => row.game) };
}

export async function listBanners(db: Executor, brandId: bigint): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(eq(banners.brandId, brandId))
    .orderBy(asc(banners.groupName), asc(banners.sortOrder), asc(banners.id));
}

export async function findBanner(
  db: Executor,
  brandId: bigint,
  id: bigint,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(banners)
    .where(and(eq(banners.brandId, brandId), eq(banners.id, id)));
  const rows = await (options.forUpdate ? query.for('update') : query);
  return rows[0];
}

export async function insertBanner(tx: Executor, values: typeof banners.$inferInsert): Promise<BannerRow> {
  const [row] = await tx.insert(banners).values(values).returning();
  return row!;
}

export async function updateBanner(
  tx: Executor,
  id: bigint,
  changes: Partial<typeof banners.$inferInsert>,
): Promise<BannerRow> {
  const [row] = await tx.update(banners).set(changes).where(eq(banners.id, id)).returning();
  return row!;
}

export async function deleteBanner(tx: Executor, id: bigint) {
  await tx.delete(banners).where(eq(banners.id, id));
}

export async function countBanners(db: Executor, brandId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(banners)
    .where(eq(banners.brandId, brandId));
  return row?.n ?? 0;
}
