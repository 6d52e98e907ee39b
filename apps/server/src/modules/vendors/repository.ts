import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { games, vendors } from '../catalogue/schema.ts';
import type { VendorRow } from './status.ts';

export type VendorWithCount = VendorRow & { gameCount: number };

export async function listVendorsWithCounts(db: Executor): Promise<VendorWithCount[]> {
  const counts = db
    .select({ vassalage: games.vassalage, n: sql<number>`count(*)::int`.as('n') })
    .from(games)
    .groupBy(games.vassalage)
    .as('counts');
  const rows = await db
    .select({ vendor: vendors, gameCount: sql<number>`coalesce(${counts.n}, 0)::int` })
    .from(vendors)
    .leftJoin(counts, eq(counts.vassalage, vendors.vassalage))
    .orderBy(asc(vendors.sortOrder), asc(vendors.vassalage));
  return rows.map((row) => ({ ...row.vendor, gameCount: row.gameCount }));
}

export async function countVendorGames(db: Executor, vassalage: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .where(eq(games.vassalage, vassalage));
  return row?.n ?? 0;
}

export async function findVendor(
  db: Executor,
  vassalage: string,
  options: { forUpdate?: boolean } = {},
): Promise<VendorRow | undefined> {
  const query = db.select().from(vendors).where(eq(vendors.vassalage, vassalage));
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0];
}

/** Inserts a new vendor; undefined when another request created the same vassalage first. */
export async function insertVendor(
  db: Executor,
  values: typeof vendors.$inferInsert,
): Promise<VendorRow | undefined> {
  const [row] = await db.insert(vendors).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateVendor(
  db: Executor,
  vassalage: string,
  set: Partial<typeof vendors.$inferInsert>,
): Promise<VendorRow> {
  const [row] = await db
    .update(vendors)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(vendors.vassalage, vassalage))
    .returning();
  return row!;
}

/**
 * Whether money still depends on the vendor's wallet mode: open rounds of a seamless vendor (its wins and
 * rollbacks are owed through the seamless wallet), or money players hold at a transfer vendor (they take it
 * back through the transfer wallet).
 */
export async function walletModeInUse(db: Executor, vassalage: string, mode: string): Promise<boolean> {
  const busy =
    mode === 'transfer'
      ? sql`select 1 from vendor_wallet_balances where vassalage = ${vassalage} and balance > 0
          union all select 1 from vendor_wallet_transfers where vassalage = ${vassalage} and status = 'pending'`
      : sql`select 1 from game_rounds where vassalage = ${vassalage} and status = 'open'`;
  const result = (await db.execute(sql`select exists (${busy}) as busy`)) as unknown as {
    rows: { busy: boolean }[];
  };
  return result.rows[0]?.busy === true;
}

/** The next position at the end of the vendor list, so a new vendor shows after the existing ones. */
export async function nextSortOrder(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${vendors.sortOrder}) + 1, 0)::int` })
    .from(vendors);
  return row?.n ?? 0;
}
