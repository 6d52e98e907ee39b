/**
 * Plain values of manual adjustments shared by the server and the SPAs, with no schema library behind them (the
 * console imports this file without bundling TypeBox).
 */

/** pending: no money moved, awaiting a second operator · approved: posted once · rejected: closed, nothing moved. */
export const ADJUSTMENT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AdjustmentRequestStatus = (typeof ADJUSTMENT_REQUEST_STATUSES)[number];

/** A brand's limits when it has not chosen its own, in whole units of its currency. */
export const ADJUSTMENT_LIMIT_DEFAULTS = { approvalThreshold: 10_000n, maximum: 1_000_000n } as const;

/** What a manual adjustment of this size becomes: posted at once, a request for approval, or refused. */
export function adjustmentRoute(
  amount: bigint,
  limits: { approvalThreshold: bigint; maximum: bigint },
): 'post' | 'approval' | 'refuse' {
  const size = amount < 0n ? -amount : amount;
  if (size > limits.maximum) return 'refuse';
  return size > limits.approvalThreshold ? 'approval' : 'post';
}
