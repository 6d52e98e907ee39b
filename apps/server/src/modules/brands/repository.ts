import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { forgetCachedBrands } from './brand-cache.ts';
import { brands, type BrandRow, type NewBrandRow } from './schema.ts';

/** The brand that claims this host name, else the default brand. */
export async function findBrandForHost(db: Executor, host: string): Promise<BrandRow | undefined> {
  const rows = await db
    .select()
    .from(brands)
    .where(sql`${host} = any(${brands.domains}) or ${brands.isDefault}`)
    .orderBy(sql`${brands.isDefault} asc`)
    .limit(1);
  return rows[0];
}

export async function findBrandById(db: Executor, id: bigint, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(brands).where(eq(brands.id, id));
  const rows = await (options.forUpdate ? query.for('update') : query);
  return rows[0];
}

/** Every brand's time zone: the stats bucket each brand's play by its local hours. */
/**
 * Takes the lock a row referencing the brand takes (FOR KEY SHARE), ahead of locks the caller takes next: a
 * settings change locks the brand first and the audit chain after it, so an audit writer that locked the
 * chain first and only then met the brand in its foreign-key check would deadlock with it.
 */
export async function holdBrandKey(db: Executor, id: bigint): Promise<void> {
  await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).for('key share');
}

export async function insertBrand(db: Executor, brand: NewBrandRow): Promise<BrandRow> {
  const [row] = await db.insert(brands).values(brand).returning();
  forgetCachedBrands();
  return row!;
}

export async function updateBrandRow(
  db: Executor,
  id: bigint,
  changes: Partial<NewBrandRow>,
): Promise<BrandRow> {
  const [row] = await db
    .update(brands)
    .set({ ...changes, updatedAt: sql`app_now()` })
    .where(eq(brands.id, id))
    .returning();
  return row!;
}

export async function countBrands(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(brands);
  return row?.n ?? 0;
}

/** What a brand's calendar needs: period settlements run per brand in its own time zone and currency. */
export interface BrandClock {
  id: bigint;
  code: string;
  timezone: string;
  currencyCode: string;
}

export async function listBrandClocks(db: Executor): Promise<BrandClock[]> {
  return db
    .select({
      id: brands.id,
      code: brands.code,
      timezone: brands.timezone,
      currencyCode: brands.currencyCode,
    })
    .from(brands)
    .orderBy(brands.id);
}

/**
 * Every brand's time zone as a relation (brand_id, tz), to join stream rows with in one statement: the brand's
 * local hours and days bucket what the stream consumers add up.
 */
export async function brandZonesRelation(db: Executor): Promise<SQL> {
  const zones = await listBrandClocks(db);
  const ids = zones.map((zone) => zone.id.toString()).join(',');
  const names = zones.map((zone) => zone.timezone).join(',');
  return sql`(select unnest(string_to_array(${ids}, ',')::bigint[]) as brand_id,
    unnest(string_to_array(${names}, ',')) as tz)`;
}

type Join = 'join' | 'left join';

/** `<join> brands b on b.id = <brandId>`, for a statement that reads the brand's `b.currency_code` in place. */
export const joinBrand = (join: Join, brandId: SQL): SQL =>
  sql`${sql.raw(join)} brands b on b.id = ${brandId}`;
