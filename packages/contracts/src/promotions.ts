import { Type, type Static } from 'typebox';
import { GAME_TYPES } from './constants.ts';
import { LanguageTextsSchema } from './language-texts.ts';
import { AmountSchema } from './wallet.ts';

/**
 * What a promotion rewards (DOMAIN.md "Promotions"): a deposit bonus on the first deposit, on any reload, or on
 * the first deposit of each brand-local day; a rebate or cashback; an application with proof that an operator
 * approves; a VIP upgrade; a birthday. The engagement kinds (red envelopes, wheel, sign-in, missions,
 * leaderboards, referral) follow in their own issue.
 */
export const PROMOTION_KINDS = [
  'first_deposit',
  'reload',
  'daily_first_deposit',
  'cashback',
  'application',
  'vip_upgrade',
  'birthday',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The seed's player-facing statuses (spec §4), computed for the caller. */
export const PROMOTION_STATUSES = [
  'join_now',
  'signed_up',
  'in_progress',
  'claim_reward',
  'applying',
  'issued',
  'claimed',
  'rejected',
  'registration_closed',
  'prohibited',
  'coming_soon',
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROMOTION_TITLE_MAX = 100;
export const PROMOTION_SUMMARY_MAX = 200;
export const PROMOTION_CONTENT_MAX = 5000;
/** Wagering multiples operators may set: 0 (no requirement) to 100 times. */
export const PROMOTION_MULTIPLE_MAX = 100;

/** `GET /api/v1/promotions`: one promotion in the caller's language with its status for the caller. */
export const PromotionSchema = Type.Object({
  id: Type.String(),
  kind: Type.Enum(PROMOTION_KINDS),
  title: Type.String(),
  summary: Type.String(),
  /** Plain text: clients render it as text, never as HTML. */
  content: Type.String(),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  startsAt: Type.String(),
  endsAt: Type.String(),
  status: Type.Enum(PROMOTION_STATUSES),
});
export type Promotion = Static<typeof PromotionSchema>;

export const PromotionRewardSchema = Type.Object(
  {
    type: Type.Union([Type.Literal('percent'), Type.Literal('fixed')]),
    /** A percent (up to two decimals, above 0, at most 1000) or an amount of the brand's currency. */
    value: AmountSchema,
    cap: Type.Optional(AmountSchema),
    minDeposit: Type.Optional(AmountSchema),
  },
  { additionalProperties: false },
);
export type PromotionReward = Static<typeof PromotionRewardSchema>;

export const PromotionWageringSchema = Type.Object(
  {
    multiple: Type.Integer({ minimum: 0, maximum: PROMOTION_MULTIPLE_MAX }),
    /** The requirement is the multiple × the bonus, or × the bonus and the deposit it came with. */
    base: Type.Union([Type.Literal('bonus'), Type.Literal('bonus_deposit')]),
    /** Percent of a game type's valid bet that counts; DOMAIN.md's defaults for the types left out. */
    contributions: Type.Optional(
      Type.Partial(
        Type.Object(
          Object.fromEntries(GAME_TYPES.map((type) => [type, Type.Integer({ minimum: 0, maximum: 100 })])),
          { additionalProperties: false },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);
export type PromotionWagering = Static<typeof PromotionWageringSchema>;

export const PROMOTION_PERIODS = ['day', 'week', 'month'] as const;

export const PromotionLimitsSchema = Type.Object(
  {
    /** Rewards one player may get from the promotion in all. */
    perPlayer: Type.Integer({ minimum: 1, maximum: 10000 }),
    /** At most one reward per player in each brand-local period of this length. */
    perPeriod: Type.Optional(Type.Enum(PROMOTION_PERIODS)),
    /** The most the promotion pays in all; claims past it are refused. */
    budget: Type.Optional(AmountSchema),
  },
  { additionalProperties: false },
);
export type PromotionLimits = Static<typeof PromotionLimitsSchema>;

/**
 * Who may take part: everyone when empty; else players admitted by every dimension named — at one of the VIP
 * levels, in one of the agents' teams, with one of the player tags (the tag rules of player-tags.ts).
 */
export const PromotionAudienceSchema = Type.Object(
  {
    vipLevels: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 99 }), { maxItems: 100 })),
    agents: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 50 })),
    tags: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 200 })),
  },
  { additionalProperties: false },
);
export type PromotionAudience = Static<typeof PromotionAudienceSchema>;

const ImageUrl = Type.String({ maxLength: 500 });

/** `POST /admin-api/v1/promotions` (API.md). Times are ISO 8601; the end comes after the start. */
export const PromotionInputSchema = Type.Object(
  {
    kind: Type.Enum(PROMOTION_KINDS),
    titles: LanguageTextsSchema(PROMOTION_TITLE_MAX),
    summaries: Type.Optional(LanguageTextsSchema(PROMOTION_SUMMARY_MAX)),
    contents: Type.Optional(LanguageTextsSchema(PROMOTION_CONTENT_MAX)),
    imageUrl: Type.Optional(Type.Union([ImageUrl, Type.Null()])),
    startsAt: Type.String({ maxLength: 40 }),
    endsAt: Type.String({ maxLength: 40 }),
    audience: Type.Optional(PromotionAudienceSchema),
    reward: PromotionRewardSchema,
    wagering: Type.Optional(PromotionWageringSchema),
    maxStake: Type.Optional(Type.Union([AmountSchema, Type.Null()])),
    limits: Type.Optional(PromotionLimitsSchema),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PromotionInput = Static<typeof PromotionInputSchema>;

/** `PATCH /admin-api/v1/promotions/{id}`: any subset; maps (titles, contents, audience, …) replace the whole. */
export const PromotionPatchSchema = Type.Partial(PromotionInputSchema, {
  additionalProperties: false,
  minProperties: 1,
});
export type PromotionPatch = Static<typeof PromotionPatchSchema>;

/** A promotion as operators edit it, with what it has paid so far. */
export const PromotionAdminSchema = Type.Object({
  id: Type.String(),
  kind: Type.Enum(PROMOTION_KINDS),
  titles: Type.Record(Type.String(), Type.String()),
  summaries: Type.Record(Type.String(), Type.String()),
  contents: Type.Record(Type.String(), Type.String()),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  startsAt: Type.String(),
  endsAt: Type.String(),
  audience: PromotionAudienceSchema,
  reward: PromotionRewardSchema,
  wagering: Type.Union([PromotionWageringSchema, Type.Null()]),
  maxStake: Type.Union([Type.String(), Type.Null()]),
  limits: PromotionLimitsSchema,
  enabled: Type.Boolean(),
  spent: Type.String(),
  joined: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type PromotionAdmin = Static<typeof PromotionAdminSchema>;

/** A reward's state in the reward centre, as the seed words it. */
export const REWARD_STATUSES = ['claim_reward', 'issued', 'claimed'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** `GET /api/v1/rewards`: one reward of the caller; `source` is its promotion's title in the caller's language. */
export const RewardItemSchema = Type.Object({
  id: Type.String(),
  source: Type.String(),
  promotionId: Type.String(),
  kind: Type.Enum(PROMOTION_KINDS),
  amount: Type.String(),
  status: Type.Enum(REWARD_STATUSES),
  /** A reward to claim lapses then; null for paid ones. */
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type RewardItem = Static<typeof RewardItemSchema>;

export const RewardCentreSchema = Type.Object({
  items: Type.Array(RewardItemSchema),
  counts: Type.Object({ claim_reward: Type.Integer(), issued: Type.Integer(), claimed: Type.Integer() }),
});
export type RewardCentre = Static<typeof RewardCentreSchema>;

/** `POST /api/v1/promotions/{id}/claim`. */
export const RewardClaimSchema = Type.Object({ status: Type.Literal('claimed'), amount: Type.String() });
export type RewardClaim = Static<typeof RewardClaimSchema>;

/** An application with proof: `applying` until approved (paid) or rejected with a reason. */
export const APPLICATION_STATUSES = ['applying', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** `GET /admin-api/v1/promotions/{id}/applications`: one application, newest first. */
export const PromotionApplicationSchema = Type.Object({
  id: Type.String(),
  playerId: Type.String(),
  username: Type.String(),
  remark: Type.String(),
  /** How many proof images; each is `GET …/applications/{appId}/images/{n}` (1-based). */
  images: Type.Integer(),
  status: Type.Enum(APPLICATION_STATUSES),
  /** The amount paid on approval. */
  amount: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  decidedBy: Type.Union([Type.String(), Type.Null()]),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type PromotionApplication = Static<typeof PromotionApplicationSchema>;

export const ApplicationApproveSchema = Type.Object(
  { amount: AmountSchema },
  { additionalProperties: false },
);
export const ApplicationRejectSchema = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

/** `GET /admin-api/v1/promotions/{id}/report`: what the promotion cost so far. */
export const PromotionReportSchema = Type.Object({
  budget: Type.Union([Type.String(), Type.Null()]),
  spent: Type.String(),
  /** Rewards paid (issued or claimed): how many and their sum. */
  paid: Type.Object({ count: Type.Integer(), amount: Type.String() }),
  players: Type.Integer(),
  /** Rewards by status (count and sum), and applications by status (count). */
  rewards: Type.Record(Type.String(), Type.Object({ count: Type.Integer(), amount: Type.String() })),
  applications: Type.Record(Type.String(), Type.Integer()),
});
export type PromotionReport = Static<typeof PromotionReportSchema>;
