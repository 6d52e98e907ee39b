import { Type, type Static } from 'typebox';
import { PageOf, PageQuerySchema } from './page.ts';

export const VENDOR_TRANSFER_STATUSES = ['pending', 'completed', 'refused'] as const;
export type VendorTransferStatus = (typeof VENDOR_TRANSFER_STATUSES)[number];

/**
 * `GET /admin-api/v1/vendor-transfers`: the brand's transfers to and from transfer-wallet vendors, newest first.
 * `q` finds a transfer by the id the vendor knows it by, or the player by username or id.
 */
export const VendorTransferQuerySchema = Type.Intersect([
  PageQuerySchema,
  Type.Object({
    q: Type.Optional(Type.String({ maxLength: 100 })),
    vassalage: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
    status: Type.Optional(Type.Enum(VENDOR_TRANSFER_STATUSES)),
  }),
]);
export type VendorTransferQuery = Static<typeof VendorTransferQuerySchema>;

/** One transfer as support sees it: where it stands with the vendor and, while pending, when it is asked next. */
export const VendorTransferAdminSchema = Type.Object({
  id: Type.String(),
  /** The id the vendor knows the transfer by (ADR 0008): what to quote to the vendor's support. */
  transferId: Type.String(),
  vassalage: Type.String(),
  vendorName: Type.String(),
  playerId: Type.String(),
  username: Type.String(),
  direction: Type.Enum(['in', 'out'] as const),
  amount: Type.String(),
  currency: Type.String(),
  status: Type.Enum(VENDOR_TRANSFER_STATUSES),
  /** The vendor's final status (OK or its refusal); null while pending. */
  vendorStatus: Type.Union([Type.String(), Type.Null()]),
  /** Status queries the retry job has made. */
  attempts: Type.Integer(),
  nextAttemptAt: Type.Union([Type.String(), Type.Null()]),
  /** Why the last call or status query got no final answer. */
  lastError: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  resolvedAt: Type.Union([Type.String(), Type.Null()]),
});
export type VendorTransferAdmin = Static<typeof VendorTransferAdminSchema>;
export const VendorTransferPageSchema = PageOf(VendorTransferAdminSchema);
