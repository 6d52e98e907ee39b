import type { BrandPatch, BrandSettings } from '@croupier/contracts';
import { inTransaction, type Database } from '../../db/client.ts';
import { notFound } from '../../platform/domain-errors.ts';
import { changedKeys, recordAudit } from '../audit/index.ts';
import { applyBrandPatch, forgetCachedBrands } from '../brands/index.ts';
import type { OperatorRow } from '../operators/index.ts';

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
    const applied = await applyBrandPatch(tx, props.brandId, props.patch);
    if (!applied) throw notFound('The brand');
    const { updatedAt: _was, ...before } = applied.before;
    const { updatedAt: _now, ...after } = applied.after;
    const diff = changedKeys(before, after);
    if (Object.keys(diff.after).length > 0) {
      await recordAudit(tx, {
        brandId: applied.brand.id,
        operatorId: props.operator.id,
        operatorName: props.operator.username,
        action: 'brand.update',
        target: `brand:${applied.brand.code}`,
        before: diff.before,
        after: diff.after,
        ip: props.ip,
      });
    }
    return applied.after;
  });
  // After the commit: a request reading the brand now must not cache the row as it was.
  forgetCachedBrands();
  return settings;
}
