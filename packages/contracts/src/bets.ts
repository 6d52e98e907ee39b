import { Type, type Static } from 'typebox';
import { BET_STATUSES, GAME_TYPES } from './constants.ts';
import { PageOf, PageQuerySchema } from './page.ts';

/** The bets module's answers: the player's betting record and profit, the winners board, the operator's rounds and GGR. */

const GameTypeSchema = Type.Enum(GAME_TYPES);
const Vassalage = Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' });
const LanguageSchema = Type.String({ pattern: '^(EN|CN|TH)$' });
/** A day (2026-11-22, in the brand's time zone) or an instant (ISO 8601). */
const DateOrInstant = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9:.]+(Z|[+-][0-9]{2}:[0-9]{2}))?$',
  maxLength: 40,
});

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
/**
 * A notable win of the live feed (`GET /api/v1/wins/latest` and the socket's `wins` event): the player's name
 * masked, the game named in every lobby language (the page shows its own), the amount won in the round's currency.
 */
export const LatestWinSchema = Type.Object({
  id: Type.String(),
  player: Type.String(),
  gameNames: Type.Object({ EN: Type.String(), CN: Type.String(), TH: Type.String() }),
  iconUrl: Type.String(),
  amount: Type.String(),
  currency: Type.String(),
  settledAt: Type.String(),
});
export type LatestWin = Static<typeof LatestWinSchema>;

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
