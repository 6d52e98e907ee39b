import { Type, type Static } from 'typebox';
import { ADJUSTMENT_REQUEST_STATUSES } from './adjustment-rules.ts';
import { PageQuerySchema } from './page.ts';
import { SignedAmountSchema } from './wallet.ts';

export const AdjustmentCreateSchema = Type.Object({
  amount: SignedAmountSchema,
  reason: Type.String({ minLength: 1, maxLength: 200 }),
});
export type AdjustmentCreate = Static<typeof AdjustmentCreateSchema>;

/** `POST /admin-api/v1/players/{id}/adjustments` within the brand's threshold: `201`, posted at once. */
export const AdjustmentPostedSchema = Type.Object({ id: Type.String(), balance: Type.String() });
export type AdjustmentPosted = Static<typeof AdjustmentPostedSchema>;

/** `POST /admin-api/v1/players/{id}/adjustments` above the brand's threshold: `202`, nothing moved yet. */
export const AdjustmentPendingSchema = Type.Object({
  requestId: Type.String(),
  status: Type.Literal('pending'),
});
export type AdjustmentPending = Static<typeof AdjustmentPendingSchema>;

/** One adjustment request as the console lists it; `mine` says the caller asked for it (and may not decide it). */
export const AdjustmentRequestSchema = Type.Object({
  id: Type.String(),
  playerId: Type.String(),
  account: Type.String(),
  /** Signed: positive credits the player, negative debits. */
  amount: Type.String(),
  currency: Type.String(),
  reason: Type.String(),
  status: Type.Enum(ADJUSTMENT_REQUEST_STATUSES),
  requestedBy: Type.String(),
  requestedAt: Type.String(),
  mine: Type.Boolean(),
  decidedBy: Type.Union([Type.String(), Type.Null()]),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  /** The ledger transfer an approval posted. */
  transferId: Type.Union([Type.String(), Type.Null()]),
  /** Only in an approval's answer: the player's balance right after it posted. */
  balance: Type.Optional(Type.String()),
});
export type AdjustmentRequest = Static<typeof AdjustmentRequestSchema>;

export const AdjustmentRequestQuerySchema = Type.Intersect([
  PageQuerySchema,
  Type.Object({ status: Type.Optional(Type.Enum(ADJUSTMENT_REQUEST_STATUSES)) }),
]);
export type AdjustmentRequestQuery = Static<typeof AdjustmentRequestQuerySchema>;

export const AdjustmentRejectSchema = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: 200 }),
});
