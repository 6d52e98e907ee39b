import { Type, type Static } from 'typebox';
import { GAME_TYPES } from './constants.ts';

const GameTypeSchema = Type.Enum(GAME_TYPES);
const Vassalage = Type.String({ pattern: '^[A-Z0-9_]{2,32}$' });
const Instant = Type.String({ format: 'date-time', maxLength: 40 });
export const WALLET_MODES = ['seamless', 'transfer'] as const;
export type WalletMode = (typeof WALLET_MODES)[number];

/** `POST /admin-api/v1/vendors` (API.md). `launchUrl` is a template with {token}, {gameCode}, {language}, {mode}. */
export const VendorCreateSchema = Type.Object({
  vassalage: Vassalage,
  name: Type.String({ minLength: 1, maxLength: 80 }),
  gameTypes: Type.Array(GameTypeSchema, { minItems: 1, maxItems: GAME_TYPES.length, uniqueItems: true }),
  launchUrl: Type.String({ minLength: 8, maxLength: 500 }),
  walletMode: Type.Enum(WALLET_MODES),
  /** Base URL of a transfer-wallet vendor's API (`<transferUrl>/transfer-in`, …); required for `transfer`. */
  transferUrl: Type.Optional(Type.String({ minLength: 8, maxLength: 500 })),
});
export type VendorCreate = Static<typeof VendorCreateSchema>;
/** The secret is answered here and on rotation only, never again. */
export const VendorSecretSchema = Type.Object({ vassalage: Type.String(), secret: Type.String() });
export type VendorSecret = Static<typeof VendorSecretSchema>;

export const VendorAdminSchema = Type.Object({
  vassalage: Type.String(),
  name: Type.String(),
  gameTypes: Type.Array(GameTypeSchema),
  launchUrl: Type.Union([Type.String(), Type.Null()]),
  walletMode: Type.Enum(WALLET_MODES),
  transferUrl: Type.Union([Type.String(), Type.Null()]),
  /** False for catalogue vendors no integration has been set up for yet: their games cannot launch. */
  connected: Type.Boolean(),
  enabled: Type.Boolean(),
  maintenanceFrom: Type.Union([Type.String(), Type.Null()]),
  maintenanceUntil: Type.Union([Type.String(), Type.Null()]),
  /** Maintenance now, from the window. */
  underMaintenance: Type.Boolean(),
  secretRotatedAt: Type.Union([Type.String(), Type.Null()]),
  gameCount: Type.Integer(),
  sortOrder: Type.Integer(),
  /** The in-house studio registers this vendor (connects it, rotates its secret, sets its launch URL). */
  studioManaged: Type.Boolean(),
});
export type VendorAdmin = Static<typeof VendorAdminSchema>;

/** `PATCH /admin-api/v1/vendors/{vassalage}`: any subset. */
export const VendorPatchSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    launchUrl: Type.Optional(Type.String({ minLength: 8, maxLength: 500 })),
    walletMode: Type.Optional(Type.Enum(WALLET_MODES)),
    transferUrl: Type.Optional(Type.Union([Type.String({ minLength: 8, maxLength: 500 }), Type.Null()])),
    enabled: Type.Optional(Type.Boolean()),
    maintenanceFrom: Type.Optional(Type.Union([Instant, Type.Null()])),
    maintenanceUntil: Type.Optional(Type.Union([Instant, Type.Null()])),
    sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  },
  { minProperties: 1 },
);
export type VendorPatch = Static<typeof VendorPatchSchema>;
