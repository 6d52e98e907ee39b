import { Type, type Static } from 'typebox';
import { GAME_TYPES } from './constants.ts';
import { LanguageTextsSchema } from './language-texts.ts';
import { PageOf, PageQuerySchema } from './page.ts';

/** The catalogue: categories, the lobby's games, lanes, favourites and banners; the operator's games and banners. */

/** `GET /api/v1/categories`: the game categories that have enabled vendors, for navigation. */
export const CategorySchema = Type.Object({
  gameType: Type.String(),
  path: Type.String(),
  gameCount: Type.Integer(),
  vendors: Type.Array(
    Type.Object({
      vassalage: Type.String(),
      name: Type.String(),
      gameCount: Type.Integer(),
      logoUrl: Type.String(),
    }),
  ),
});
export type Category = Static<typeof CategorySchema>;

const GameTypeSchema = Type.Enum(GAME_TYPES);
const Vassalage = Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' });
const LanguageSchema = Type.String({ pattern: '^(EN|CN|TH)$' });
/** A vendor code as the console creates it (the lobby's queries accept any case). */
const VendorCode = Type.String({ pattern: '^[A-Z0-9_]{2,32}$' });

/** Spec §3 game item, as every game list answers it. `gameName`/`displayName` are in the asked language. */
export const GameItemSchema = Type.Object({
  gameId: Type.String(),
  gameName: Type.String(),
  nodeId: Type.String(),
  gameType: GameTypeSchema,
  vassalage: Type.String(),
  /** The vendor's display name (the tile names the provider by it, not by its code). */
  vendorName: Type.String(),
  gameCode: Type.String(),
  /** `GAME` launches the game; `VASSALAGE` opens the vendor's provider list. */
  isGame: Type.String(),
  iconUrl: Type.String(),
  showIcon: Type.Boolean(),
  displayName: Type.String(),
  /** 1 means hot. */
  isHot: Type.Integer(),
  updatedAt: Type.String(),
  /** Rolling jackpot (decimal string in the brand's currency) for games that have one. */
  jackpot: Type.Optional(Type.String()),
  /** True while the game or its vendor is under maintenance: the tile shows it and launch answers GAME_MAINTENANCE. */
  maintenance: Type.Boolean(),
});
export type GameItem = Static<typeof GameItemSchema>;

/** `GET /api/v1/games/search`: the header's search as you type, over every language's names. */
export const GAME_SEARCH_LIMIT = 20;
export const GameSearchQuerySchema = Type.Object({
  q: Type.String({ maxLength: 80 }),
  language: Type.Optional(LanguageSchema),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: GAME_SEARCH_LIMIT })),
});
/** A playable game the search found: its item in the asked language and its vendor's name. */
export const GameSearchHitSchema = Type.Object({ ...GameItemSchema.properties, vendorName: Type.String() });
export type GameSearchHit = Static<typeof GameSearchHitSchema>;

export const GameListQuerySchema = Type.Intersect([
  PageQuerySchema,
  Type.Object({
    gameType: Type.Optional(GameTypeSchema),
    vassalage: Type.Optional(Vassalage),
    /** A lane's classification (the category of the home rows); same values as gameType. */
    gameClassify: Type.Optional(GameTypeSchema),
    /** Full-text search over the game's names in every language. */
    q: Type.Optional(Type.String({ maxLength: 80 })),
    language: Type.Optional(LanguageSchema),
  }),
]);
export type GameListQuery = Static<typeof GameListQuerySchema>;
export const GamePageSchema = PageOf(GameItemSchema);
export type GamePage = Static<typeof GamePageSchema>;

/** `GET /api/v1/lanes`: one lane per category, its cards the category's vendors. */
export const LaneSchema = Type.Object({
  title: Type.String(),
  gameClassify: GameTypeSchema,
  cards: Type.Array(
    Type.Object({
      vassalage: Type.String(),
      name: Type.String(),
      iconUrl: Type.String(),
      gameCount: Type.Integer(),
      isGame: Type.String(),
    }),
  ),
});
export type Lane = Static<typeof LaneSchema>;

export const FAVOURITES_PAGE_SIZE = 999;
/** `POST`/`DELETE /api/v1/favorites` body (spec §3 favourite payload). */
export const FavouriteSchema = Type.Object({
  nodeId: Type.String({ pattern: '^[0-9]{1,19}$' }),
  vendor: Vassalage,
  gameType: GameTypeSchema,
});
export type Favourite = Static<typeof FavouriteSchema>;

export const BANNER_GROUPS = [
  'w_home',
  'w_register',
  'w_leftmenu',
  'w_login',
  'w_forget',
  ...GAME_TYPES,
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];
/** The longest call to action a slide's button shows. */
export const BANNER_ACTION_MAX = 40;
export const BANNER_LINKAGE_TYPES = ['none', 'url', 'game', 'category', 'promotion'] as const;
/** A banner (spec §3): a click opens its target when it has a linkageType. */
export const BannerSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  groupName: Type.Enum(BANNER_GROUPS),
  linkageType: Type.Enum(BANNER_LINKAGE_TYPES),
  /** URL, game id, category path or promotion id, per linkageType. */
  linkageTarget: Type.String(),
  /** The slide's headline, shown over the art (and its alt text). */
  title: Type.String(),
  /** The call to action on the slide's link (empty: the slide shows none). */
  action: Type.String(),
});
export type Banner = Static<typeof BannerSchema>;
export const JackpotSchema = Type.Object({ currency: Type.String(), amount: Type.String() });

/** A game's name in a lobby language other than English (EN is `gameName`): 1–120 characters once trimmed. */
const LocalizedName = Type.String({ minLength: 1, maxLength: 120 });
/** The languages a game can be named in besides English; another key is refused (400). */
export const GAME_NAME_LANGUAGES = ['CN', 'TH'] as const;
export type GameNameLanguage = (typeof GAME_NAME_LANGUAGES)[number];

/** `POST /admin-api/v1/games` (API.md); `localizedNames` is ours: the game's CN and TH names. */
export const GameCreateSchema = Type.Object({
  vassalage: VendorCode,
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
export const GameCreatedSchema = Type.Object({ gameId: Type.String() });
export type GameCreated = Static<typeof GameCreatedSchema>;

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
  actions: Type.Record(Type.String(), Type.String()),
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
  /** The call to action per language, on a banner that links somewhere (left out: none). */
  actions: Type.Optional(LanguageTextsSchema(BANNER_ACTION_MAX)),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer({ minimum: 0, maximum: 100000 }),
});
export type BannerInput = Static<typeof BannerInputSchema>;
