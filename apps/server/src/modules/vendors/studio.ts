import type { VendorAdmin } from '@croupier/contracts';
import { inTransaction, type Database } from '../../db/client.ts';
import { notFound } from '../../platform/domain-errors.ts';
import { countVendorGames, findVendor, updateVendor } from '../catalogue/index.ts';
import { auditVendor, toVendorAdmin, type VendorActor } from './commands.ts';

/**
 * Hands a vendor to the studio (its next registration takes its secret and launch URL) or takes it back (the
 * studio no longer touches it; an operator then rotates its secret and sets its launch URL). Audited as
 * `vendor.hand-to-studio` / `vendor.take-from-studio`; asking for the state it is in changes nothing.
 */
export async function setStudioManaged(
  db: Database,
  actor: VendorActor,
  vassalage: string,
  managed: boolean,
): Promise<VendorAdmin> {
  return inTransaction(db, async (tx) => {
    const current = await findVendor(tx, vassalage, { forUpdate: true });
    if (!current) throw notFound('The vendor');
    if (current.studioManaged === managed)
      return toVendorAdmin(current, await countVendorGames(tx, vassalage));
    const updated = await updateVendor(tx, vassalage, { studioManaged: managed });
    await auditVendor(tx, actor, {
      action: managed ? 'vendor.hand-to-studio' : 'vendor.take-from-studio',
      vassalage,
      before: { studioManaged: current.studioManaged },
      after: { studioManaged: managed },
    });
    return toVendorAdmin(updated, await countVendorGames(tx, vassalage));
  });
}
