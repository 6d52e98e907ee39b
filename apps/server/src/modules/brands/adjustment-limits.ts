import { ADJUSTMENT_LIMIT_DEFAULTS } from '@croupier/contracts';
import { currencyOf } from '@croupier/money';
import type { BrandRow } from './schema.ts';

export interface AdjustmentLimits {
  /** Minor units: a manual adjustment larger than this waits for a second operator. */
  approvalThreshold: bigint;
  /** Minor units: no manual adjustment may be larger than this. */
  maximum: bigint;
}

/** The brand's limits on manual adjustments, its defaults in whole units of its own currency when unset. */
export function adjustmentLimitsOf(
  brand: Pick<BrandRow, 'currencyCode' | 'adjustmentApprovalThreshold' | 'adjustmentMaximum'>,
): AdjustmentLimits {
  const unit = 10n ** BigInt(currencyOf(brand.currencyCode).decimals);
  return {
    approvalThreshold:
      brand.adjustmentApprovalThreshold ?? ADJUSTMENT_LIMIT_DEFAULTS.approvalThreshold * unit,
    maximum: brand.adjustmentMaximum ?? ADJUSTMENT_LIMIT_DEFAULTS.maximum * unit,
  };
}
