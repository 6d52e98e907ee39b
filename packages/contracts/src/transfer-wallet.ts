import { Type, type Static } from 'typebox';
import { PageOf, PageQuerySchema } from './page.ts';

/** Transfer wallets: the player's wallets at transfer-wallet vendors, and the operator's list of transfers. */

/** Transfer-wallet vendors: the player moves money to and from the balance the vendor holds. */
export const VendorWalletTransferSchema = Type.Object({
  amount: Type.String({ minLength: 1, maxLength: 24 }),
});
export const VendorWalletSchema = Type.Object({
  vassalage: Type.String(),
  name: Type.String(),
  currency: Type.String(),
  /** What the player holds at that vendor as far as we know (completed transfers, or the vendor's last figure). */
  balance: Type.String(),
  /** On its way there: held from the player's cash until the vendor confirms. */
  pendingIn: Type.String(),
  /** On its way back: credited to the player's cash once the vendor confirms its debit. */
  pendingOut: Type.String(),
  /** False while the vendor is switched off or in maintenance: money can only come back from it then. */
  acceptsTransfersIn: Type.Boolean(),
});
export const VENDOR_TRANSFER_STATES = ['completed', 'pending'] as const;
/** `POST /api/v1/vendor-wallets/{vassalage}/transfer-in|out`: 200 when completed, 202 while still pending. */
export const VendorWalletTransferAnswerSchema = Type.Object({
  ...VendorWalletSchema.properties,
  transfer: Type.Object({
    id: Type.String(),
    direction: Type.Enum(['in', 'out'] as const),
    amount: Type.String(),
    status: Type.Enum(VENDOR_TRANSFER_STATES),
  }),
});
export type VendorWalletTransfer = Static<typeof VendorWalletTransferSchema>;
export type VendorWallet = Static<typeof VendorWalletSchema>;
export type VendorWalletTransferAnswer = Static<typeof VendorWalletTransferAnswerSchema>;

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
