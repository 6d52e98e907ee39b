import { Type, type Static } from 'typebox';
import { AGENT_REPORT_MAX_DAYS, GAME_TYPES, TRANSACTION_TYPES } from './constants.ts';
import { BetRecordSchema } from './bets.ts';
import { PageOf, PageQuerySchema } from './page.ts';
import { AccountRecordItemSchema } from './wallet.ts';

/**
 * The agent programme's calls (API.md "Agents"): the agent centre's reports on the caller's own team and the
 * console's agent tools. A team is the agent and all its descendants; an id outside it answers 404.
 * Periods are brand-local days (`YYYY-MM-DD`), `to` included, at most AGENT_REPORT_MAX_DAYS long.
 */

const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 });
const Id = Type.String({ pattern: '^[1-9][0-9]{0,18}$' });
const LanguageSchema = Type.String({ pattern: '^(EN|CN|TH)$' });
const Username = Type.String({ minLength: 1, maxLength: 64 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export { AGENT_REPORT_MAX_DAYS };

/** Agent account types (spec §6, §9). */
export const AGENT_TYPE_VALUES = [1, 2, 41, 42] as const;
// Spelled out: a mapped array would widen to TLiteral[] and make the static type `never`.
export const AgentTypeSchema = Type.Union([
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(41),
  Type.Literal(42),
]);

export const AgentPeriodSchema = Type.Object({ from: Day, to: Day }, { additionalProperties: false });
export type AgentPeriod = Static<typeof AgentPeriodSchema>;

/** The money and play figures of a team over a period; amounts are decimal strings in the brand's currency. */
const TeamFigures = {
  deposits: Type.String(),
  withdrawals: Type.String(),
  stake: Type.String(),
  validBet: Type.String(),
  payout: Type.String(),
  /** Payout − stake: the players' view (negative when the team lost). */
  profit: Type.String(),
  bonuses: Type.String(),
  commissions: Type.String(),
};

/**
 * One brand-local day of the overview's trend chart. Active members are counted over the whole period only
 * (DOMAIN.md): a day's own count would be another rule, and the costliest figure of the overview.
 */
export const TeamDaySchema = Type.Object({
  day: Type.String(),
  ...TeamFigures,
  newMembers: Type.Integer(),
});
export type TeamDay = Static<typeof TeamDaySchema>;

/** `GET /api/v1/agent/overview` (`agentTeamOverview`). */
export const AgentOverviewSchema = Type.Object({
  currency: Type.String(),
  timezone: Type.String(),
  from: Type.String(),
  to: Type.String(),
  /** Everyone below the agent, at any depth (the agent itself not counted). */
  teamSize: Type.Integer(),
  directCount: Type.Integer(),
  /** Team members who registered in the period. */
  newMembers: Type.Integer(),
  /** Team members (the agent included) whose valid bet in the period reached `activeMinimum` (DOMAIN.md). */
  activeMembers: Type.Integer(),
  activeMinimum: Type.String(),
  ...TeamFigures,
  days: Type.Array(TeamDaySchema),
});
export type AgentOverview = Static<typeof AgentOverviewSchema>;

/** Who the caller is in the agent programme: the agent centre's header, register centre and affiliate link. */
export const AgentProfileSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  type: Type.Integer(),
  affiliateCode: Type.String(),
  upline: Nullable(Type.Object({ username: Type.String() })),
  teamSize: Type.Integer(),
  directCount: Type.Integer(),
  transfersFrozen: Type.Boolean(),
});
export type AgentProfile = Static<typeof AgentProfileSchema>;

export const DOWNLINE_KINDS = ['member', 'agent'] as const;
export type DownlineKind = (typeof DOWNLINE_KINDS)[number];

/** `POST /api/v1/agent/downlines` (`registerCenter`): the downline must change the password at first login. */
export const DownlineCreateSchema = Type.Object(
  {
    username: Username,
    password: Type.String({ minLength: 1, maxLength: 200 }),
    type: Type.Enum(DOWNLINE_KINDS),
  },
  { additionalProperties: false },
);
export type DownlineCreate = Static<typeof DownlineCreateSchema>;
export const DownlineCreatedSchema = Type.Object({ id: Type.String() });

/** `GET /api/v1/agent/downlines` (`downlineManagmentView`): direct downlines of `parentId` (default: the caller). */
export const DownlineQuerySchema = Type.Intersect([
  PageQuerySchema,
  Type.Object({
    parentId: Type.Optional(Id),
    /** Part of a username. */
    q: Type.Optional(Type.String({ maxLength: 64 })),
    kind: Type.Optional(Type.Enum(DOWNLINE_KINDS)),
    status: Type.Optional(Type.Enum(['active', 'frozen'])),
    /** The period of the valid bet and profit columns (default: the brand's current month). */
    from: Type.Optional(Day),
    to: Type.Optional(Day),
  }),
]);
export type DownlineQuery = Static<typeof DownlineQuerySchema>;

export const DownlineSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  type: Type.Integer(),
  isAgent: Type.Boolean(),
  status: Type.Enum(['active', 'frozen']),
  /** Depth below the caller: 1 for a direct downline. */
  level: Type.Integer(),
  teamSize: Type.Integer(),
  directCount: Type.Integer(),
  balance: Type.String(),
  /** The downline's whole team (itself included) over the period. */
  validBet: Type.String(),
  profit: Type.String(),
  createdAt: Type.String(),
  lastLoginAt: Nullable(Type.String()),
});
export type Downline = Static<typeof DownlineSchema>;

export const DownlinePageSchema = Type.Object({
  ...PageOf(DownlineSchema).properties,
  currency: Type.String(),
  from: Type.String(),
  to: Type.String(),
  /** From the caller down to `parentId`, for the breadcrumb back up. */
  path: Type.Array(Type.Object({ id: Type.String(), username: Type.String() })),
});
export type DownlinePage = Static<typeof DownlinePageSchema>;

/** `GET /api/v1/agent/team-bets` (`personalHistoryCopy` for the team). */
export const TeamBetQuerySchema = Type.Intersect([
  PageQuerySchema,
  Type.Object({
    from: Day,
    to: Day,
    username: Type.Optional(Type.String({ maxLength: 64 })),
    gameType: Type.Optional(Type.Enum(GAME_TYPES)),
    language: Type.Optional(LanguageSchema),
  }),
]);
export type TeamBetQuery = Static<typeof TeamBetQuerySchema>;
export const TeamBetSchema = Type.Object({ ...BetRecordSchema.properties, username: Type.String() });
export type TeamBet = Static<typeof TeamBetSchema>;
export const TeamBetPageSchema = Type.Object({
  ...PageOf(TeamBetSchema).properties,
  currency: Type.String(),
  /** The sums of every round the filter matches (not only this page). */
  totals: Type.Object({
    stake: Type.String(),
    validBet: Type.String(),
    payout: Type.String(),
    profit: Type.String(),
  }),
});
export type TeamBetPage = Static<typeof TeamBetPageSchema>;

export const TEAM_PROFIT_GROUPS = ['member', 'gameType'] as const;

/**
 * `GET /api/v1/agent/team-profit` (`palStatementsAgentCopy`): `member` gives one row for the agent's own play
 * and one per direct downline with that downline's whole team; `parentId` drills into a downline's team.
 */
export const TeamProfitQuerySchema = Type.Object({
  from: Day,
  to: Day,
  groupBy: Type.Enum(TEAM_PROFIT_GROUPS),
  parentId: Type.Optional(Id),
});
export type TeamProfitQuery = Static<typeof TeamProfitQuerySchema>;

const PlayFigures = {
  rounds: Type.Integer(),
  stake: Type.String(),
  validBet: Type.String(),
  payout: Type.String(),
  profit: Type.String(),
};
export const TeamProfitRowSchema = Type.Object({
  /** A username (by member) or a game type (by game type). */
  key: Type.String(),
  /** By member: the account's id, whether it is an agent, its team size, and whether the row is only its own play. */
  memberId: Type.Optional(Type.String()),
  isAgent: Type.Optional(Type.Boolean()),
  teamSize: Type.Optional(Type.Integer()),
  self: Type.Optional(Type.Boolean()),
  ...PlayFigures,
});
export type TeamProfitRow = Static<typeof TeamProfitRowSchema>;
export const TeamProfitSchema = Type.Object({
  currency: Type.String(),
  rows: Type.Array(TeamProfitRowSchema),
  total: Type.Object(PlayFigures),
  path: Type.Array(Type.Object({ id: Type.String(), username: Type.String() })),
});
export type TeamProfit = Static<typeof TeamProfitSchema>;

/** `GET /api/v1/agent/transactions` (`agentDownlineTransactionDetailsCopy`). */
export const TeamTransactionQuerySchema = Type.Intersect([
  PageQuerySchema,
  Type.Object({
    from: Day,
    to: Day,
    username: Type.Optional(Type.String({ maxLength: 64 })),
    type: Type.Optional(Type.Enum(TRANSACTION_TYPES)),
    language: Type.Optional(LanguageSchema),
  }),
]);
export type TeamTransactionQuery = Static<typeof TeamTransactionQuerySchema>;
export const TeamTransactionSchema = Type.Object({
  ...AccountRecordItemSchema.properties,
  username: Type.String(),
});
export type TeamTransaction = Static<typeof TeamTransactionSchema>;
export const TeamTransactionPageSchema = Type.Object({
  ...PageOf(TeamTransactionSchema).properties,
  currency: Type.String(),
});
export type TeamTransactionPage = Static<typeof TeamTransactionPageSchema>;

/** What an agent earns (`agentRevenueReport`); salaries and dividends arrive with the contracts. */
export const INCOME_KINDS = ['commission', 'salary', 'dividend'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];
export const AgentIncomeSchema = Type.Object({
  currency: Type.String(),
  rows: Type.Array(
    Type.Object({ date: Type.String(), kind: Type.Enum(INCOME_KINDS), amount: Type.String() }),
  ),
  total: Type.String(),
});
export type AgentIncome = Static<typeof AgentIncomeSchema>;

// Console -----------------------------------------------------------------------------------------------------

/** `POST /admin-api/v1/agents`: a new top agent, or one under an agent. */
export const AgentCreateSchema = Type.Object(
  {
    username: Username,
    password: Type.String({ minLength: 1, maxLength: 200 }),
    type: AgentTypeSchema,
    uplineId: Type.Optional(Nullable(Id)),
  },
  { additionalProperties: false },
);
export type AgentCreate = Static<typeof AgentCreateSchema>;

/** `POST /admin-api/v1/players/{id}/agent`: a member becomes an agent of that type (audited). */
export const AgentPromoteSchema = Type.Object(
  { type: AgentTypeSchema, reason: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type AgentPromote = Static<typeof AgentPromoteSchema>;

/** `POST /admin-api/v1/players/{id}/upline`: moves a member with its team (audited). */
export const UplineMoveSchema = Type.Object(
  { uplineId: Nullable(Id), reason: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type UplineMove = Static<typeof UplineMoveSchema>;
export const UplineMovedSchema = Type.Object({ id: Type.String(), uplineId: Nullable(Type.String()) });

/** `PATCH /admin-api/v1/agents/{id}/controls`: freezes the team's logins or the team's transfers (audited). */
export const AgentControlsSchema = Type.Object(
  {
    teamLoginFrozen: Type.Optional(Type.Boolean()),
    transfersFrozen: Type.Optional(Type.Boolean()),
    reason: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false, minProperties: 2 },
);
export type AgentControls = Static<typeof AgentControlsSchema>;

/** `GET /admin-api/v1/agents`: agents of the brand with team size and figures over a period. */
export const AgentListQuerySchema = Type.Intersect([
  PageQuerySchema,
  Type.Object({
    q: Type.Optional(Type.String({ maxLength: 64 })),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
  }),
]);
export type AgentListQuery = Static<typeof AgentListQuerySchema>;

export const AgentSummarySchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  type: Type.Integer(),
  status: Type.Enum(['active', 'frozen']),
  affiliateCode: Type.String(),
  upline: Nullable(Type.Object({ id: Type.String(), username: Type.String() })),
  /** Depth in the brand's tree: 0 for a top agent. */
  level: Type.Integer(),
  teamSize: Type.Integer(),
  directCount: Type.Integer(),
  teamLoginFrozen: Type.Boolean(),
  transfersFrozen: Type.Boolean(),
  createdAt: Type.String(),
  deposits: Type.String(),
  stake: Type.String(),
  validBet: Type.String(),
  profit: Type.String(),
});
export type AgentSummary = Static<typeof AgentSummarySchema>;
export const AgentListSchema = Type.Object({
  ...PageOf(AgentSummarySchema).properties,
  currency: Type.String(),
  from: Type.String(),
  to: Type.String(),
});
export type AgentList = Static<typeof AgentListSchema>;

/**
 * `GET /admin-api/v1/agents/tree`: one level of the tree (`parentId` missing: the top), a page at a time, newest
 * first; or the accounts matching `q` with their paths.
 */
export const AgentTreeQuerySchema = Type.Object({
  parentId: Type.Optional(Id),
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** The `nextCursor` of the level's page before: the page after it. */
  cursor: Type.Optional(Id),
});
export type AgentTreeQuery = Static<typeof AgentTreeQuerySchema>;
export const AgentTreeNodeSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  type: Type.Integer(),
  isAgent: Type.Boolean(),
  status: Type.Enum(['active', 'frozen']),
  teamSize: Type.Integer(),
  directCount: Type.Integer(),
  /** From the top of the tree down to the node's upline (search results only carry it filled). */
  path: Type.Array(Type.Object({ id: Type.String(), username: Type.String() })),
});
export type AgentTreeNode = Static<typeof AgentTreeNodeSchema>;
export const AgentTreeSchema = Type.Object({
  nodes: Type.Array(AgentTreeNodeSchema),
  /** A search only: true when more accounts matched than are shown. */
  truncated: Type.Boolean(),
  /** A level only: where its next page starts, or null when this page ends the level. */
  nextCursor: Nullable(Type.String()),
});
export type AgentTree = Static<typeof AgentTreeSchema>;

/** `GET /admin-api/v1/agents/{id}`: the agent with its controls and upline chain. */
export const AgentDetailSchema = Type.Object({
  ...AgentSummarySchema.properties,
  path: Type.Array(Type.Object({ id: Type.String(), username: Type.String() })),
  lastLoginAt: Nullable(Type.String()),
});
export type AgentDetail = Static<typeof AgentDetailSchema>;
