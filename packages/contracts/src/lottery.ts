import { Type, type Static } from 'typebox';
import { LANGUAGES } from './constants.ts';
import { PageOf, PageQuerySchema } from './page.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** How the lobby groups lottery games (spec §9): Chinese fast games, e-lottery, South-East Asia, Vietnam. */
export const LOTTERY_PRIZE_MODES = ['LOTT', 'ELOTT', 'SEA', 'VN'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];

export const LOTTERY_ISSUE_STATUSES = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'void'] as const;
export type LotteryIssueStatus = (typeof LOTTERY_ISSUE_STATUSES)[number];

/** A game code as the lobby's `gameCode` carries it. */
export const LotteryGameCodeSchema = Type.String({ pattern: '^[A-Z0-9][A-Z0-9-]{0,39}$' });
export const LotteryIssueNoSchema = Type.String({ pattern: '^\\d{8}-\\d{4}$' });

/**
 * When a game draws, as `@croupier/lottery`'s Schedule: every `minutes` minutes, or daily at `time` (on some
 * weekdays, 0 Sunday, or days of the month), in `timeZone`; sales close `closeSeconds` before each draw.
 */
export const LotteryScheduleSchema = Type.Object(
  {
    kind: Type.Enum(['every', 'daily']),
    timeZone: Type.String({ minLength: 1, maxLength: 64 }),
    minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
    time: Type.Optional(Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' })),
    weekdays: Type.Optional(
      Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { minItems: 1, maxItems: 7 }),
    ),
    monthDays: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 31 }), { minItems: 1, maxItems: 31 }),
    ),
    closeSeconds: Type.Integer({ minimum: 0, maximum: 86_400 }),
  },
  { additionalProperties: false },
);

export const LotteryIssueTimesSchema = Type.Object({
  issueNo: Type.String(),
  closeAt: Type.String(),
  drawAt: Type.String(),
});

export const LotteryGamesQuerySchema = Type.Object({
  prizeMode: Type.Optional(Type.Enum(LOTTERY_PRIZE_MODES)),
  language: Type.Optional(Type.Enum(LANGUAGES)),
});

/** `GET /api/v1/lottery/games`: a game with its schedule and the issue now on sale. */
export const LotteryGameSchema = Type.Object({
  gameCode: Type.String(),
  name: Type.String(),
  /** The draw's own (Vietnamese) name, shown beside the translation. */
  localName: Type.Optional(Type.String()),
  prizeMode: Type.Enum(LOTTERY_PRIZE_MODES),
  family: Type.String(),
  drawEvery: LotteryScheduleSchema,
  nextIssue: Nullable(LotteryIssueTimesSchema),
});
export type LotteryGame = Static<typeof LotteryGameSchema>;

/** A drawn issue: its numbers in drawing order, the structured result, and the seed behind its published hash. */
export const LotteryResultSchema = Type.Object({
  issueNo: Type.String(),
  drawAt: Type.String(),
  drawnAt: Type.String(),
  numbers: Type.Array(Type.String()),
  /** The family's result (prize by prize for Vietnam, Thai and 4D), as `@croupier/lottery` draws it. */
  result: Type.Unknown(),
  seedHash: Type.String(),
  seed: Type.String(),
});
export type LotteryResult = Static<typeof LotteryResultSchema>;

export const LotteryResultsQuerySchema = Type.Object({
  gameCode: LotteryGameCodeSchema,
  ...PageQuerySchema.properties,
});
export const LotteryResultsPageSchema = PageOf(LotteryResultSchema);
export type LotteryResultsPage = Static<typeof LotteryResultsPageSchema>;

export const LotteryGameParamsSchema = Type.Object({ gameCode: LotteryGameCodeSchema });

/** An issue's number, state, sales window and seed hash: what is public before its draw. */
export const LotteryIssueCommitmentSchema = Type.Object({
  issueNo: Type.String(),
  status: Type.Enum(LOTTERY_ISSUE_STATUSES),
  opensAt: Type.String(),
  closeAt: Type.String(),
  drawAt: Type.String(),
  seedHash: Type.String(),
});

/** `GET /api/v1/lottery/games/{gameCode}/issues/current`: the issue on sale and the last drawn one. */
export const LotteryCurrentIssueSchema = Type.Object({
  gameCode: Type.String(),
  current: Nullable(LotteryIssueCommitmentSchema),
  last: Nullable(LotteryResultSchema),
});
export type LotteryCurrentIssue = Static<typeof LotteryCurrentIssueSchema>;

/**
 * What a winning note pays: `prize` units per note for the Chinese fast games (by prize group), `odds` units per
 * unit staked for the others; `picks` when only some picks pay it, `tier` for 4D's prize tiers.
 */
export const LotteryPayoutSchema = Type.Object({
  picks: Type.Optional(Type.Array(Type.String())),
  tier: Type.Optional(Type.String()),
  odds: Type.Optional(Type.String()),
  prize: Type.Optional(Type.String()),
});

/** `GET /api/v1/lottery/games/{gameCode}/plays`: one play with its selection grammar, price and payouts. */
export const LotteryPlaySchema = Type.Object({
  play: Type.String(),
  name: Type.String(),
  localName: Type.Optional(Type.String()),
  selection: Type.Object({
    /** `positions` (`|` between positions, `,` between picks), `picks` (one `,` list), or `digits-N`. */
    format: Type.String(),
    example: Type.String(),
  }),
  /** Units one note costs. */
  unitPrice: Type.String(),
  odds: Type.Optional(Type.String()),
  prize: Type.Optional(Type.String()),
  payouts: Type.Array(LotteryPayoutSchema),
});
export type LotteryPlay = Static<typeof LotteryPlaySchema>;

export const LotteryPlaysQuerySchema = Type.Object({ language: Type.Optional(Type.Enum(LANGUAGES)) });

export const LOTTERY_FAMILIES = [
  'ssc',
  'pk10',
  'k3',
  '11x5',
  'vn-mb',
  'vn-mn',
  'vn-mt',
  'thai',
  '4d',
] as const;

const GameName = Type.String({ minLength: 1, maxLength: 60 });
const GameNamesSchema = Type.Object(
  { EN: GameName, CN: GameName, TH: GameName, VI: Type.Optional(GameName) },
  { additionalProperties: false },
);

/**
 * `POST /admin-api/v1/lottery/games`: a new game, drawing from now on. The family sets its plays and prize mode
 * (the Chinese fast families LOTT or ELOTT, Vietnam VN, Thai and 4D SEA).
 */
export const LotteryGameInputSchema = Type.Object(
  {
    gameCode: LotteryGameCodeSchema,
    family: Type.Enum(LOTTERY_FAMILIES),
    prizeMode: Type.Enum(LOTTERY_PRIZE_MODES),
    names: GameNamesSchema,
    schedule: LotteryScheduleSchema,
  },
  { additionalProperties: false },
);
export type LotteryGameInput = Static<typeof LotteryGameInputSchema>;

/** The console's view of a game. */
export const LotteryAdminGameSchema = Type.Object({
  gameCode: Type.String(),
  names: GameNamesSchema,
  family: Type.String(),
  prizeMode: Type.Enum(LOTTERY_PRIZE_MODES),
  schedule: LotteryScheduleSchema,
  enabled: Type.Boolean(),
  current: Nullable(LotteryIssueCommitmentSchema),
  lastIssueNo: Nullable(Type.String()),
  lastDrawnAt: Nullable(Type.String()),
});
export type LotteryAdminGame = Static<typeof LotteryAdminGameSchema>;

/** One issue in the console's history, with its seed once drawn and its void record. */
export const LotteryAdminIssueSchema = Type.Object({
  ...LotteryIssueCommitmentSchema.properties,
  seed: Nullable(Type.String()),
  numbers: Nullable(Type.Array(Type.String())),
  drawnAt: Nullable(Type.String()),
  voidedAt: Nullable(Type.String()),
  voidReason: Nullable(Type.String()),
});
export type LotteryAdminIssue = Static<typeof LotteryAdminIssueSchema>;
export const LotteryAdminIssuesPageSchema = PageOf(LotteryAdminIssueSchema);
export type LotteryAdminIssuesPage = Static<typeof LotteryAdminIssuesPageSchema>;

export const LotteryIssueParamsSchema = Type.Object({
  gameCode: LotteryGameCodeSchema,
  issueNo: LotteryIssueNoSchema,
});

export const LOTTERY_VOID_REASON_MAX = 200;
export const LotteryVoidSchema = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: LOTTERY_VOID_REASON_MAX }),
});
export type LotteryVoid = Static<typeof LotteryVoidSchema>;

/** A voided issue and the tickets refunded (none until tickets are sold: the refund hook of the void). */
export const LotteryVoidResultSchema = Type.Object({
  issue: LotteryAdminIssueSchema,
  refunds: Type.Array(Type.Object({ ticketId: Type.String(), amount: Type.String() })),
});
export type LotteryVoidResult = Static<typeof LotteryVoidResultSchema>;
