import { Type, type Static } from 'typebox';
import { GAME_TYPES } from './constants.ts';
import { BANNER_GROUPS, BANNER_LINKAGE_TYPES, BET_STATUSES } from './games.ts';
import { LanguageTextsSchema } from './language-texts.ts';
import { PageOf, PageQuerySchema } from './page.ts';

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

/** A game's name in a lobby language other than English (EN is `gameName`): 1–120 characters once trimmed. */
const LocalizedName = Type.String({ minLength: 1, maxLength: 120 });
/** The languages a game can be named in besides English; another key is refused (400). */
export const GAME_NAME_LANGUAGES = ['CN', 'TH'] as const;
export type GameNameLanguage = (typeof GAME_NAME_LANGUAGES)[number];

/** `POST /admin-api/v1/games` (API.md); `localizedNames` is ours: the game's CN and TH names. */
export const GameCreateSchema = Type.Object({
  vassalage: Vassalage,
  gameCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  gameName: Type.String({ minLength: 1, maxLength: 120 }),
  gameType: GameTypeSchema,
  displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
  iconUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  isHot: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  localizedNames: Type.Optional(
    Type.Object(
      { CN: Type.Optional(LocalizedName), TH: Type.Optional(LocalizedName) },
      { additionalProperties: false },
    ),
  ),
});
export type GameCreate = Static<typeof GameCreateSchema>;

export const GameAdminQuerySchema = Type.Intersect([
  PageQuerySchema,
  Type.Object({
    q: Type.Optional(Type.String({ maxLength: 80 })),
    vassalage: Type.Optional(Type.String({ maxLength: 32 })),
    gameType: Type.Optional(GameTypeSchema),
    hot: Type.Optional(Type.Boolean()),
    enabled: Type.Optional(Type.Boolean()),
  }),
]);
export const GameAdminSchema = Type.Object({
  gameId: Type.String(),
  nodeId: Type.String(),
  vassalage: Type.String(),
  gameCode: Type.String(),
  gameName: Type.String(),
  localizedNames: Type.Record(Type.String(), Type.String()),
  gameType: GameTypeSchema,
  displayName: Type.String(),
  iconUrl: Type.String(),
  isHot: Type.Integer(),
  enabled: Type.Boolean(),
  maintenance: Type.Boolean(),
  sortOrder: Type.Integer(),
  updatedAt: Type.String(),
});
export type GameAdmin = Static<typeof GameAdminSchema>;
/**
 * `PATCH /admin-api/v1/games/{gameId}`: any subset. In `localizedNames` a language left out keeps its name, a
 * string (1–120 characters once trimmed) replaces it and `null` removes it (the lobby then shows the English
 * name); an empty or blank string is refused (`TOO_SHORT`), never taken as a removal.
 */
export const GamePatchSchema = Type.Object(
  {
    isHot: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
    enabled: Type.Optional(Type.Boolean()),
    maintenance: Type.Optional(Type.Boolean()),
    sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000 })),
    displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    localizedNames: Type.Optional(
      Type.Object(
        {
          CN: Type.Optional(Type.Union([LocalizedName, Type.Null()])),
          TH: Type.Optional(Type.Union([LocalizedName, Type.Null()])),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { minProperties: 1 },
);
export type GamePatch = Static<typeof GamePatchSchema>;

/**
 * `POST /admin-api/v1/games/maintenance`: many games put under maintenance (or back) at once, as the studio
 * does for the games of its vendors it has no engine for; one lobby reload instead of one per game.
 */
export const GamesMaintenanceSchema = Type.Object({
  gameIds: Type.Array(Type.String({ pattern: '^[1-9][0-9]{0,17}$' }), {
    minItems: 1,
    maxItems: 1000,
    uniqueItems: true,
  }),
  maintenance: Type.Boolean(),
});
export type GamesMaintenance = Static<typeof GamesMaintenanceSchema>;

export const BannerAdminSchema = Type.Object({
  id: Type.String(),
  groupName: Type.Enum(BANNER_GROUPS),
  url: Type.String(),
  linkageType: Type.Enum(BANNER_LINKAGE_TYPES),
  linkageTarget: Type.String(),
  titles: Type.Record(Type.String(), Type.String()),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer(),
});
export type BannerAdmin = Static<typeof BannerAdminSchema>;
export const BannerInputSchema = Type.Object({
  groupName: Type.Enum(BANNER_GROUPS),
  url: Type.String({ minLength: 1, maxLength: 500 }),
  linkageType: Type.Enum(BANNER_LINKAGE_TYPES),
  linkageTarget: Type.String({ maxLength: 500 }),
  titles: LanguageTextsSchema(120),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer({ minimum: 0, maximum: 100000 }),
});
export type BannerInput = Static<typeof BannerInputSchema>;

/** `GET /admin-api/v1/rounds`: `q` finds a round by our id, the vendor's round id or the player's username. */
export const RoundQuerySchema = Type.Intersect([
  PageQuerySchema,
  Type.Object({
    q: Type.Optional(Type.String({ maxLength: 100 })),
    vassalage: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
    status: Type.Optional(Type.Enum(BET_STATUSES)),
  }),
]);
export type RoundQuery = Static<typeof RoundQuerySchema>;

/** One round in the operator's round list; `roundId` is the vendor's round id, `id` ours. */
export const RoundSummarySchema = Type.Object({
  id: Type.String(),
  vassalage: Type.String(),
  roundId: Type.String(),
  playerId: Type.String(),
  username: Type.String(),
  gameName: Type.String(),
  gameType: GameTypeSchema,
  currency: Type.String(),
  stake: Type.String(),
  payout: Type.String(),
  validBet: Type.String(),
  status: Type.Enum(BET_STATUSES),
  openedAt: Type.String(),
  closedAt: Type.Union([Type.String(), Type.Null()]),
});
export type RoundSummary = Static<typeof RoundSummarySchema>;
export const RoundPageSchema = PageOf(RoundSummarySchema);

/** `GET /admin-api/v1/rounds/{id}`: the round with every callback and its ledger transfer. */
export const RoundLookupSchema = Type.Object({
  ...RoundSummarySchema.properties,
  callbacks: Type.Array(
    Type.Object({
      transactionId: Type.String(),
      kind: Type.String(),
      amount: Type.String(),
      status: Type.String(),
      referenceTransactionId: Type.Union([Type.String(), Type.Null()]),
      createdAt: Type.String(),
      transfer: Type.Union([
        Type.Object({
          id: Type.String(),
          kind: Type.String(),
          debitAccount: Type.String(),
          creditAccount: Type.String(),
          amount: Type.String(),
          createdAt: Type.String(),
        }),
        Type.Null(),
      ]),
    }),
  ),
});
export type RoundLookup = Static<typeof RoundLookupSchema>;

export const GgrQuerySchema = Type.Object({
  from: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  to: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  vassalage: Type.Optional(Type.String({ maxLength: 32 })),
});
/** Gross gaming revenue by vendor and day (brand time zone): GGR = stake − payout of settled rounds. */
export const GgrRowSchema = Type.Object({
  day: Type.String(),
  vassalage: Type.String(),
  /** The vendor's display name as it is now (its code for rounds of a vendor no longer listed). */
  vendorName: Type.String(),
  currency: Type.String(),
  rounds: Type.Integer(),
  players: Type.Integer(),
  stake: Type.String(),
  payout: Type.String(),
  validBet: Type.String(),
  ggr: Type.String(),
});
export type GgrRow = Static<typeof GgrRowSchema>;
export const GgrReportSchema = Type.Object({
  rows: Type.Array(GgrRowSchema),
  totals: Type.Array(
    Type.Object({
      currency: Type.String(),
      rounds: Type.Integer(),
      stake: Type.String(),
      payout: Type.String(),
      validBet: Type.String(),
      ggr: Type.String(),
    }),
  ),
});
export type GgrReport = Static<typeof GgrReportSchema>;
