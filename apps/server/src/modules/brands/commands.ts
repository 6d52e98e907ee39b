import type { BrandPatch, BrandSettings } from '@croupier/contracts';
import { inTransaction, type Database } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { changedKeys, recordAudit } from '../audit/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import { forgetCachedBrands } from './brand-cache.ts';
import { findBrandById, updateBrandRow } from './repository.ts';
import { brandChangesFromPatch, toBrandSettings } from './settings.ts';

export interface UpdateBrandSettingsProps {
  brandId: bigint;
  operator: OperatorRow;
  patch: BrandPatch;
  ip: string;
}

/** Applies an operator's settings change and its audit row in one transaction. */
export async function updateBrandSettings(
  db: Database,
  props: UpdateBrandSettingsProps,
): Promise<BrandSettings> {
  const settings = await inTransaction(db, async (tx) => {
    const current = await findBrandById(tx, props.brandId, { forUpdate: true });
    if (!current) throw notFound('The brand');
    const updated = await updateBrandRow(tx, current.id, brandChangesFromPatch(current, props.patch));
    const { updatedAt: _was, ...before } = toBrandSettings(current);
    const { updatedAt: _now, ...after } = toBrandSettings(updated);
    const diff = changedKeys(before, after);
    if (Object.keys(diff.after).length > 0) {
      await recordAudit(tx, {
        brandId: current.id,
        operatorId: props.operator.id,
        operatorName: props.operator.username,
        action: 'brand.update',
        target: `brand:${current.code}`,
        before: diff.before,
        after: diff.after,
        ip: props.ip,
      });
    }
    return toBrandSettings(updated);
  });
  // After the commit: a request reading the brand now must not cache the row as it was.
  forgetCachedBrands();
  return settings;
}
