import type { VendorRow } from '../catalogue/index.ts';

/**
 * A vendor is connected once it has both a launch URL and a wallet secret (brief convention), or when the
 * platform serves its games itself (the lottery).
 */
export const isConnected = (row: Pick<VendorRow, 'launchUrl' | 'secretSealed' | 'platformServed'>): boolean =>
  row.platformServed || Boolean(row.launchUrl && row.secretSealed);

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
