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
    /** A quick-draw game's period instead of `minutes`: 10, 12, 15, 20 or 30 seconds. */
    seconds: Type.Optional(Type.Integer({ minimum: 10, maximum: 30 })),
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
/** `GET /api/v1/lottery/games/{gameCode}/results/{issueNo}`: one drawn issue (`404 NOT_FOUND` until drawn). */
export const LotteryResultParamsSchema = Type.Object({
  gameCode: LotteryGameCodeSchema,
  issueNo: LotteryIssueNoSchema,
});

/** An issue's number, state, sales window and seed hash: what is public before its draw. */
export const LotteryIssueCommitmentSchema = Type.Object({
  issueNo: Type.String(),
  status: Type.Enum(LOTTERY_ISSUE_STATUSES),
  opensAt: Type.String(),
  closeAt: Type.String(),
  drawAt: Type.String(),
  seedHash: Type.String(),
});

export const LOTTERY_CAP_MODES = ['stop', 'half'] as const;

/** A number of the issue on sale whose liability reached the brand's cap: refused (`stop`) or paid half. */
export const LotteryCappedNumberSchema = Type.Object({ play: Type.String(), number: Type.String() });

/** A number of the issue on sale already staked on, and the stake it may still take under the brand's limit. */
export const LotteryNumberStakeLeftSchema = Type.Object({
  play: Type.String(),
  number: Type.String(),
  stakeLeft: Type.String(),
});

/**
 * `GET /api/v1/lottery/games/{gameCode}/issues/current`: the issue on sale and the last drawn one, with the
 * numbers of the issue on sale that are capped, so players know before they buy (`capMode` says what a cap does),
 * and under the brand's stake limit per number (`maxNumberStake`, null: none) what each number staked on may
 * still take (a number with `stakeLeft` 0 is refused).
 */
export const LotteryCurrentIssueSchema = Type.Object({
  gameCode: Type.String(),
  current: Nullable(LotteryIssueCommitmentSchema),
  last: Nullable(LotteryResultSchema),
  capMode: Type.Enum(LOTTERY_CAP_MODES),
  cappedNumbers: Type.Array(LotteryCappedNumberSchema),
  maxNumberStake: Nullable(Type.String()),
  numberStakesLeft: Type.Array(LotteryNumberStakeLeftSchema),
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
  /**
   * The Chinese fast plays only: the brand's maximum prize group G (what `prize` is priced at) and the groups a
   * line may be bought at instead (G included, highest first); a lower group g earns (G − g) / 20 % of the stake.
   */
  prizeGroups: Type.Optional(
    Type.Object({ max: Type.Integer(), offered: Type.Array(Type.Integer(), { minItems: 1 }) }),
  ),
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
  /** What voiding the issue could not take back from the brand's players (wins already spent); null if none. */
  shortfall: Nullable(Type.String()),
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

/**
 * A voided issue and its tickets, each refunded its stake (`amount`); a ticket already paid also gave back its win
 * and rebate: `takenBack` from the player's cash and `shortfall`, what the cash could not cover (owed).
 */
export const LotteryVoidResultSchema = Type.Object({
  issue: LotteryAdminIssueSchema,
  refunds: Type.Array(
    Type.Object({
      ticketId: Type.String(),
      amount: Type.String(),
      takenBack: Type.String(),
      shortfall: Type.String(),
    }),
  ),
});
export type LotteryVoidResult = Static<typeof LotteryVoidResultSchema>;

export const LOTTERY_UNITS = ['1', '0.1', '0.01'] as const;
/** Most lines on one slip; most multiple of one line. */
export const LOTTERY_SLIP_MAX_LINES = 100;
export const LOTTERY_MAX_MULTIPLE = 10_000;

/** One line of a slip: a play, its selection, the bet unit and the multiple (and a lower prize group, if chosen). */
export const LotteryBetItemSchema = Type.Object(
  {
    play: Type.String({ minLength: 1, maxLength: 40 }),
    selection: Type.String({ minLength: 1, maxLength: 400 }),
    unit: Type.Enum(LOTTERY_UNITS),
    multiple: Type.Integer({ minimum: 1, maximum: LOTTERY_MAX_MULTIPLE }),
    prizeGroup: Type.Optional(Type.Integer({ minimum: 1000, maximum: 2000 })),
  },
  { additionalProperties: false },
);

/** `POST /api/v1/lottery/bets` (with an `Idempotency-Key`). */
export const LotteryBetSchema = Type.Object(
  {
    gameCode: LotteryGameCodeSchema,
    issueNo: LotteryIssueNoSchema,
    items: Type.Array(LotteryBetItemSchema, { minItems: 1, maxItems: LOTTERY_SLIP_MAX_LINES }),
  },
  { additionalProperties: false },
);
export type LotteryBet = Static<typeof LotteryBetSchema>;

export const LotteryBetResultSchema = Type.Object({
  ticketIds: Type.Array(Type.String()),
  stake: Type.String(),
});
export type LotteryBetResult = Static<typeof LotteryBetResultSchema>;

export const LOTTERY_TICKET_STATUSES = ['pending', 'won', 'lost', 'refunded'] as const;

export const LotteryTicketsQuerySchema = Type.Object({
  gameCode: Type.Optional(LotteryGameCodeSchema),
  status: Type.Optional(Type.Enum(LOTTERY_TICKET_STATUSES)),
  ...PageQuerySchema.properties,
});

/** `GET /api/v1/lottery/tickets`: one of the member's tickets, with the numbers drawn once its issue is drawn. */
export const LotteryTicketSchema = Type.Object({
  id: Type.String(),
  gameCode: Type.String(),
  issueNo: Type.String(),
  play: Type.String(),
  selection: Type.String(),
  unit: Type.Enum(LOTTERY_UNITS),
  multiple: Type.Integer(),
  notes: Type.Integer(),
  prizeGroup: Nullable(Type.Integer()),
  stake: Type.String(),
  status: Type.Enum(LOTTERY_TICKET_STATUSES),
  win: Type.String(),
  rebate: Type.String(),
  /** Sold on a capped number in `half` mode: its win is paid half. */
  halfPay: Type.Boolean(),
  numbers: Nullable(Type.Array(Type.String())),
  createdAt: Type.String(),
  settledAt: Nullable(Type.String()),
});
export type LotteryTicket = Static<typeof LotteryTicketSchema>;
export const LotteryTicketsPageSchema = PageOf(LotteryTicketSchema);
export type LotteryTicketsPage = Static<typeof LotteryTicketsPageSchema>;

const Amount = Type.String({ pattern: '^\\d{1,15}(\\.\\d{1,8})?$' });

/** The brand's lottery limits: amounts of its currency above 0, or null for none. */
export const LOTTERY_LIMIT_FIELDS = [
  'minLineStake',
  'maxLineStake',
  'maxPlayerIssueStake',
  'numberCap',
  'maxNumberStake',
] as const;
const Odds = Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,4})?$' });

/**
 * The brand's lottery settings (console): maximum prize group G and the groups players may choose, odds and
 * prices overriding the defaults by key (`vn-mb.lo2`, `vn-mb.lo2.price`, `thai.top3`…), limits as amounts of the
 * brand's currency (null: none) and what a number past its liability cap does.
 */
export const LotterySettingsSchema = Type.Object(
  {
    maxPrizeGroup: Type.Integer({ minimum: 1000, maximum: 2000 }),
    prizeGroups: Type.Array(Type.Integer({ minimum: 1000, maximum: 2000 }), { minItems: 1, maxItems: 50 }),
    overrides: Type.Record(Type.String({ maxLength: 60 }), Odds),
    minLineStake: Nullable(Amount),
    maxLineStake: Nullable(Amount),
    maxPlayerIssueStake: Nullable(Amount),
    numberCap: Nullable(Amount),
    /** The most the brand's tickets together may stake on one number of an issue. */
    maxNumberStake: Nullable(Amount),
    capMode: Type.Enum(LOTTERY_CAP_MODES),
  },
  { additionalProperties: false },
);
export type LotterySettings = Static<typeof LotterySettingsSchema>;

/** Live exposure of an issue: per number, the liability sold and the cap. */
export const LotteryExposureSchema = Type.Object({
  gameCode: Type.String(),
  issueNo: Type.String(),
  status: Type.Enum(LOTTERY_ISSUE_STATUSES),
  numberCap: Nullable(Type.String()),
  capMode: Type.Enum(LOTTERY_CAP_MODES),
  stake: Type.String(),
  tickets: Type.Integer(),
  numbers: Type.Array(
    Type.Object({
      play: Type.String(),
      number: Type.String(),
      liability: Type.String(),
      capped: Type.Boolean(),
    }),
  ),
});
export type LotteryExposure = Static<typeof LotteryExposureSchema>;

export const LotteryGgrQuerySchema = Type.Object({
  from: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 }),
  to: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 }),
});

/** Lottery GGR by game and brand-local day of settlement: stake, payout, rebates, tickets; GGR = stake − payout − rebates. */
export const LotteryGgrRowSchema = Type.Object({
  day: Type.String(),
  gameCode: Type.String(),
  tickets: Type.Integer(),
  stake: Type.String(),
  payout: Type.String(),
  rebate: Type.String(),
  ggr: Type.String(),
});
export type LotteryGgrRow = Static<typeof LotteryGgrRowSchema>;
