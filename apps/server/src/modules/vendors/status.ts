import { and, gt, isNotNull, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { vendors } from '../catalogue/schema.ts';

export type VendorRow = typeof vendors.$inferSelect;

/** A vendor is connected once it has both a launch URL and a wallet secret (brief convention). */
export const isConnected = (row: Pick<VendorRow, 'launchUrl' | 'secretSealed'>): boolean =>
  Boolean(row.launchUrl && row.secretSealed);

/** Inside the maintenance window [from, until); open-ended when until is null. */
export function inMaintenanceWindow(
  row: Pick<VendorRow, 'maintenanceFrom' | 'maintenanceUntil'>,
  now: Date = new Date(),
): boolean {
  if (!row.maintenanceFrom || row.maintenanceFrom > now) return false;
  return !row.maintenanceUntil || row.maintenanceUntil > now;
}

/** Whether the vendor's games can launch now: enabled, connected and outside its maintenance window. */
export const isVendorPlayable = (row: VendorRow, now: Date = new Date()): boolean =>
  row.enabled && isConnected(row) && !inMaintenanceWindow(row, now);

/** The same rule as {@link isVendorPlayable} as a WHERE condition, for lists that filter in SQL. */
export function vendorPlayableSql(now: Date = new Date()): SQL {
  return and(
    sql`${vendors.enabled}`,
    isNotNull(vendors.launchUrl),
    isNotNull(vendors.secretSealed),
    or(
      isNull(vendors.maintenanceFrom),
      gt(vendors.maintenanceFrom, now),
      and(isNotNull(vendors.maintenanceUntil), lte(vendors.maintenanceUntil, now)),
    ),
  )!;
}

export const vendorNotPlayableSql = (now: Date = new Date()): SQL => not(vendorPlayableSql(now));
