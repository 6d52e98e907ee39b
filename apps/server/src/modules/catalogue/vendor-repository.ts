import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { games, vendors, type GameRow } from './schema.ts';

export type VendorRow = typeof vendors.$inferSelect;

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

/** The next position at the end of the vendor list, so a new vendor shows after the existing ones. */
export async function nextSortOrder(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${vendors.sortOrder}) + 1, 0)::int` })
    .from(vendors);
  return row?.n ?? 0;
}

/** Vendor names by vassalage, for the rows of one page of another module's list. */
export async function vendorNamesOf(
  db: Executor,
  vassalages: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(vassalages)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ vassalage: vendors.vassalage, name: vendors.name })
    .from(vendors)
    .where(inArray(vendors.vassalage, unique));
  return new Map(rows.map((row) => [row.vassalage, row.name]));
}

/** A vendor of the transfer wallet as its player screen lists it. */
export interface TransferWalletVendor {
  vassalage: string;
  name: string;
  /** Switched on with a transfer URL: listed for every player. */
  open: boolean;
  /** Open and outside its maintenance window (by the database's clock): it takes transfers in now. */
  acceptsIn: boolean;
}

/**
 * The vendors of the transfer wallet (those given a secret), in the vendor list's order; asked for one
 * vendor, that vendor alone.
 */
export async function transferWalletVendors(
  db: Executor,
  vassalage?: string,
): Promise<TransferWalletVendor[]> {
  const rows = (await db.execute(sql`
    select v.vassalage, v.name, (v.enabled and v.transfer_url is not null) as open,
      (v.enabled and v.transfer_url is not null
        and not (v.maintenance_from is not null and v.maintenance_from <= app_now()
                 and (v.maintenance_until is null or v.maintenance_until > app_now()))) as accepts_in
    from vendors v
    where v.wallet_mode = 'transfer' and v.secret_sealed is not null
      ${vassalage === undefined ? sql`` : sql`and v.vassalage = ${vassalage}`}
    order by v.sort_order, v.vassalage`)) as unknown as {
    rows: { vassalage: string; name: string; open: boolean; accepts_in: boolean }[];
  };
  return rows.rows.map((row) => ({
    vassalage: row.vassalage,
    name: row.name,
    open: row.open,
    acceptsIn: row.accepts_in,
  }));
}

/** A game with its vendor, as a launch needs them. */
export async function findGameWithVendor(
  db: Executor,
  gameId: bigint,
): Promise<{ game: GameRow; vendor: VendorRow } | undefined> {
  const rows = await db
    .select({ game: games, vendor: vendors })
    .from(games)
    .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
    .where(eq(games.id, gameId));
  return rows[0];
}

/** The vassalages of the vendors given a wallet secret (whose calls can be signed at all). */
export async function connectedVendorIds(db: Executor): Promise<string[]> {
  const result = (await db.execute(
    sql`select vassalage from vendors where secret_sealed is not null`,
  )) as unknown as {
    rows: { vassalage: string }[];
  };
  return result.rows.map((row) => row.vassalage);
}

/** What the wallet API's key cache holds of a vendor: its sealed secret, wallet mode and switch (one statement). */
export async function findVendorKey(
  db: Executor,
  vassalage: string,
): Promise<
  { vassalage: string; secretSealed: string | null; walletMode: string; enabled: boolean } | undefined
> {
  const result = (await db.execute(sql`
    select vassalage, secret_sealed, wallet_mode, enabled from vendors where vassalage = ${vassalage}`)) as unknown as {
    rows: { vassalage: string; secret_sealed: string | null; wallet_mode: string; enabled: boolean }[];
  };
  const row = result.rows[0];
  return (
    row && {
      vassalage: row.vassalage,
      secretSealed: row.secret_sealed,
      walletMode: row.wallet_mode,
      enabled: row.enabled,
    }
  );
}
