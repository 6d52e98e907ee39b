import { Type, type Static } from 'typebox';
import { GAME_TYPES } from './constants.ts';
import { LanguageTextsSchema } from './language-texts.ts';
import { AmountSchema } from './wallet.ts';

/**
 * Daily sign-in, missions and leaderboards (DOMAIN.md "Promotions", ADR 0040). Amounts are decimal strings of the
 * brand's currency; a count metric's figures and targets are whole numbers written the same way.
 */

/** What a mission or a leaderboard measures over its period. */
export const MISSION_METRICS = ['valid_bet', 'deposits', 'rounds', 'sign_ins'] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];
/** Leaderboards rank by play or deposits; sign-ins would tie everyone who never missed a day. */
export const LEADERBOARD_METRICS = ['valid_bet', 'deposits', 'rounds'] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];
export const MISSION_CADENCES = ['daily', 'weekly'] as const;
export const LEADERBOARD_CADENCES = ['daily', 'weekly', 'monthly'] as const;
export const MAX_SIGN_IN_DAYS = 31;
export const MAX_LEADERBOARD_PRIZES = 50;
export const MISSION_TITLE_MAX = 80;

const GameTypeSchema = Type.Enum(GAME_TYPES);

// ——— Sign-in ———

/** `POST /api/v1/sign-in` (API.md): the streak including today and the reward it paid. */
export const SignInResultSchema = Type.Object({ streak: Type.Integer(), reward: Type.String() });
export type SignInResult = Static<typeof SignInResultSchema>;

/** `GET /api/v1/sign-in`: the calendar of a brand-local month and the streak. */
export const SignInCalendarSchema = Type.Object({
  enabled: Type.Boolean(),
  /** The brand-local day now (`2026-03-08`). */
  today: Type.String(),
  month: Type.String(),
  /** Days of `month` the caller signed in on. */
  signedDays: Type.Array(Type.String()),
  signedToday: Type.Boolean(),
  /** Consecutive days up to today (or up to yesterday while today is still open); 0 after a missed day. */
  streak: Type.Integer(),
  /** Day 1 first; the cycle starts again after the last. */
  rewards: Type.Array(Type.String()),
  /** What signing in today pays (what it paid, once signed). */
  todayReward: Type.String(),
});
export type SignInCalendar = Static<typeof SignInCalendarSchema>;

export const SignInCalendarQuerySchema = Type.Object({
  month: Type.Optional(Type.String({ pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])$' })),
});

/** The console's sign-in rewards. */
export const SignInSettingsSchema = Type.Object(
  {
    enabled: Type.Boolean(),
    rewards: Type.Array(AmountSchema, { minItems: 1, maxItems: MAX_SIGN_IN_DAYS }),
    wageringMultiple: Type.Integer({ minimum: 0, maximum: 100 }),
  },
  { additionalProperties: false },
);
export type SignInSettings = Static<typeof SignInSettingsSchema>;

// ——— Missions ———

/** A player's view of a mission in its current period. */
export const MissionViewSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  metric: Type.Enum(MISSION_METRICS),
  gameType: Type.Union([GameTypeSchema, Type.Null()]),
  cadence: Type.Enum(MISSION_CADENCES),
  period: Type.String(),
  endsAt: Type.String(),
  target: Type.String(),
  progress: Type.String(),
  reward: Type.String(),
  /** `in_progress`, `claim_reward` (target met, not claimed) or `claimed` (this period). */
  status: Type.Union([Type.Literal('in_progress'), Type.Literal('claim_reward'), Type.Literal('claimed')]),
});
export type MissionView = Static<typeof MissionViewSchema>;

/** `GET /api/v1/missions`: the summary with progress and the count of rewards to claim. */
export const MissionSummarySchema = Type.Object({
  items: Type.Array(MissionViewSchema),
  claimable: Type.Integer(),
});
export type MissionSummary = Static<typeof MissionSummarySchema>;

export const MissionClaimSchema = Type.Object({ status: Type.Literal('claimed'), amount: Type.String() });
export type MissionClaim = Static<typeof MissionClaimSchema>;

/** The console's mission (its body; the answer adds `id`, `spent` and `claims`). */
export const MissionInputSchema = Type.Object(
  {
    titles: LanguageTextsSchema(MISSION_TITLE_MAX),
    metric: Type.Enum(MISSION_METRICS),
    /** Only for valid_bet and rounds: count that game type alone. */
    gameType: Type.Optional(Type.Union([GameTypeSchema, Type.Null()])),
    cadence: Type.Enum(MISSION_CADENCES),
    /** An amount for valid_bet and deposits, a whole number for rounds and sign_ins. */
    target: AmountSchema,
    reward: AmountSchema,
    wageringMultiple: Type.Integer({ minimum: 0, maximum: 100 }),
    budget: Type.Optional(Type.Union([AmountSchema, Type.Null()])),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type MissionInput = Static<typeof MissionInputSchema>;
export const MissionPatchSchema = Type.Partial(MissionInputSchema, { additionalProperties: false });
export type MissionPatch = Static<typeof MissionPatchSchema>;

export const AdminMissionSchema = Type.Object({
  id: Type.String(),
  titles: Type.Record(Type.String(), Type.String()),
  metric: Type.String(),
  gameType: Type.Union([Type.String(), Type.Null()]),
  cadence: Type.String(),
  target: Type.String(),
  reward: Type.String(),
  wageringMultiple: Type.Integer(),
  budget: Type.Union([Type.String(), Type.Null()]),
  spent: Type.String(),
  /** Rewards claimed: once there is one, what it measures and its period are fixed. */
  claims: Type.Integer(),
  enabled: Type.Boolean(),
});
export type AdminMission = Static<typeof AdminMissionSchema>;

// ——— Leaderboards ———

export const LeaderboardEntrySchema = Type.Object({
  rank: Type.Integer(),
  /** Masked, as the winners board shows players. */
  name: Type.String(),
  figure: Type.String(),
  prize: Type.String(),
});
export type LeaderboardEntry = Static<typeof LeaderboardEntrySchema>;

/** A leaderboard's current (open) period as a player sees it, and the last closed period's results. */
export const LeaderboardViewSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  metric: Type.Enum(LEADERBOARD_METRICS),
  gameType: Type.Union([GameTypeSchema, Type.Null()]),
  cadence: Type.Enum(LEADERBOARD_CADENCES),
  period: Type.String(),
  startsAt: Type.String(),
  /** When the period closes and the prizes are paid. */
  closesAt: Type.String(),
  prizes: Type.Array(Type.String()),
  top: Type.Array(LeaderboardEntrySchema),
  me: Type.Union([Type.Object({ rank: Type.Integer(), figure: Type.String() }), Type.Null()]),
  previous: Type.Union([
    Type.Object({ period: Type.String(), results: Type.Array(LeaderboardEntrySchema) }),
    Type.Null(),
  ]),
});
export type LeaderboardView = Static<typeof LeaderboardViewSchema>;

export const LeaderboardInputSchema = Type.Object(
  {
    titles: LanguageTextsSchema(MISSION_TITLE_MAX),
    metric: Type.Enum(LEADERBOARD_METRICS),
    gameType: Type.Optional(Type.Union([GameTypeSchema, Type.Null()])),
    cadence: Type.Enum(LEADERBOARD_CADENCES),
    /** Rank 1 first; every rank's prize at most the one above it. */
    prizes: Type.Array(AmountSchema, { minItems: 1, maxItems: MAX_LEADERBOARD_PRIZES }),
    wageringMultiple: Type.Integer({ minimum: 0, maximum: 100 }),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type LeaderboardInput = Static<typeof LeaderboardInputSchema>;
export const LeaderboardPatchSchema = Type.Partial(LeaderboardInputSchema, { additionalProperties: false });
export type LeaderboardPatch = Static<typeof LeaderboardPatchSchema>;

export const AdminLeaderboardSchema = Type.Object({
  id: Type.String(),
  titles: Type.Record(Type.String(), Type.String()),
  metric: Type.String(),
  gameType: Type.Union([Type.String(), Type.Null()]),
  cadence: Type.String(),
  prizes: Type.Array(Type.String()),
  wageringMultiple: Type.Integer(),
  /** Closed periods it has paid prizes for: once there is one, what it measures and its period are fixed. */
  paidPeriods: Type.Integer(),
  enabled: Type.Boolean(),
});
export type AdminLeaderboard = Static<typeof AdminLeaderboardSchema>;

/** A closed period's paid ranks, for the console. */
export const LeaderboardResultSchema = Type.Object({
  period: Type.String(),
  rank: Type.Integer(),
  playerId: Type.String(),
  username: Type.String(),
  figure: Type.String(),
  achievedAt: Type.String(),
  prize: Type.String(),
});
export type LeaderboardResult = Static<typeof LeaderboardResultSchema>;
