import { Type, type Static } from 'typebox';
import { GAME_TYPES } from './constants.ts';
import { ProblemSchema } from './errors.ts';
import { PageOf, PageQuerySchema } from './page.ts';

const GameTypeSchema = Type.Enum(GAME_TYPES);
const Vassalage = Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' });
const LanguageSchema = Type.String({ pattern: '^(EN|CN|TH)$' });
/** A day (2026-11-22, in the brand's time zone) or an instant (ISO 8601). */
const DateOrInstant = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9:.]+(Z|[+-][0-9]{2}:[0-9]{2}))?$',
  maxLength: 40,
});

/** Spec §3 game item, as every game list answers it. `gameName`/`displayName` are in the asked language. */
export const GameItemSchema = Type.Object({
  gameId: Type.String(),
  gameName: Type.String(),
  nodeId: Type.String(),
  gameType: GameTypeSchema,
  vassalage: Type.String(),
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
export const BANNER_LINKAGE_TYPES = ['none', 'url', 'game', 'category', 'promotion'] as const;
/** A banner (spec §3): a click opens its target when it has a linkageType. */
export const BannerSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  groupName: Type.Enum(BANNER_GROUPS),
  linkageType: Type.Enum(BANNER_LINKAGE_TYPES),
  /** URL, game id, category path or promotion id, per linkageType. */
  linkageTarget: Type.String(),
  title: Type.String(),
});
export type Banner = Static<typeof BannerSchema>;

/** `GET /api/v1/winners`: biggest recent wins, names masked. */
export const WinnerSchema = Type.Object({
  customerName: Type.String(),
  winAmount: Type.String(),
  gameName: Type.String(),
  iconUrl: Type.String(),
});
export type Winner = Static<typeof WinnerSchema>;

/** `GET /api/v1/winners` query (spec §7 winner board): ALL or one game type, at most 50 entries. */
export const WinnersQuerySchema = Type.Object({
  gameCategory: Type.Optional(Type.Union([Type.Literal('ALL'), GameTypeSchema])),
  limitNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
  language: Type.Optional(LanguageSchema),
});
export type WinnersQuery = Static<typeof WinnersQuerySchema>;

export const JackpotSchema = Type.Object({ currency: Type.String(), amount: Type.String() });

export const LaunchRequestSchema = Type.Object({
  mode: Type.Union([Type.Literal('real'), Type.Literal('demo')]),
  platform: Type.Union([Type.Literal('desktop'), Type.Literal('mobile')]),
  language: Type.Optional(LanguageSchema),
});
export type LaunchRequest = Static<typeof LaunchRequestSchema>;
export const LaunchAnswerSchema = Type.Object({
  url: Type.String(),
  target: Type.Union([Type.Literal('iframe'), Type.Literal('window')]),
});
export type LaunchAnswer = Static<typeof LaunchAnswerSchema>;
/** `409 GAME_MAINTENANCE` of a launch: the problem plus up to 6 playable games of the same type, hot first. */
export const GameMaintenanceProblemSchema = Type.Object(
  { ...ProblemSchema.properties, suggestions: Type.Optional(Type.Array(GameItemSchema)) },
  { additionalProperties: true },
);
export type GameMaintenanceProblem = Static<typeof GameMaintenanceProblemSchema>;

export const BET_STATUSES = ['open', 'settled', 'cancelled'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

export const BetQuerySchema = Type.Intersect([
  PageQuerySchema,
  Type.Object({
    from: Type.Optional(DateOrInstant),
    to: Type.Optional(DateOrInstant),
    gameType: Type.Optional(GameTypeSchema),
    vassalage: Type.Optional(Vassalage),
    status: Type.Optional(Type.Enum(BET_STATUSES)),
    /** Language of the game names (EN by default). */
    language: Type.Optional(LanguageSchema),
  }),
]);
export type BetQuery = Static<typeof BetQuerySchema>;

/** One round of the betting record (`personalHistoryCopy`). Amounts are decimal strings. */
export const BetRecordSchema = Type.Object({
  id: Type.String(),
  roundId: Type.String(),
  gameName: Type.String(),
  vassalage: Type.String(),
  gameType: GameTypeSchema,
  stake: Type.String(),
  payout: Type.String(),
  validBet: Type.String(),
  profit: Type.String(),
  status: Type.Enum(BET_STATUSES),
  placedAt: Type.String(),
  settledAt: Type.Union([Type.String(), Type.Null()]),
});
export type BetRecord = Static<typeof BetRecordSchema>;
export const BetPageSchema = PageOf(BetRecordSchema);

export const ProfitQuerySchema = Type.Object({
  from: Type.Optional(DateOrInstant),
  to: Type.Optional(DateOrInstant),
});
const ProfitTotals = Type.Object({
  stake: Type.String(),
  payout: Type.String(),
  validBet: Type.String(),
  profit: Type.String(),
  rounds: Type.Integer(),
});
/** `GET /api/v1/profit`: personal profit and loss, settled rounds only. */
export const ProfitSchema = Type.Object({
  currency: Type.String(),
  total: ProfitTotals,
  byGameType: Type.Array(Type.Intersect([Type.Object({ gameType: GameTypeSchema }), ProfitTotals])),
});
export type Profit = Static<typeof ProfitSchema>;
