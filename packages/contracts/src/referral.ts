import { Type, type Static } from 'typebox';
import { PageOf, PageQuerySchema } from './page.ts';
import { AmountSchema } from './wallet.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/**
 * A referred friend's state (DOMAIN.md "Promotions", referral): `pending` while the friend may still qualify,
 * `qualified` once the referrer was paid, `expired` when the qualifying days ran out, `self_referral` when the
 * friend shares the referrer's device, IP or payout name (nothing paid; operators see why).
 */
export const REFERRAL_STATUSES = ['pending', 'qualified', 'expired', 'self_referral'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** What two accounts shared that made a referral a self-referral. */
export const SELF_REFERRAL_SIGNALS = ['device', 'ip', 'payout_name'] as const;
export type SelfReferralSignal = (typeof SELF_REFERRAL_SIGNALS)[number];

/** The brand's referral rule: the reward per qualified friend and what qualifies a friend, amounts in its currency. */
export const ReferralRulesSchema = Type.Object({
  reward: AmountSchema,
  /** The friend's first deposit must be at least this. */
  minFirstDeposit: AmountSchema,
  /** The friend's valid bet within the qualifying days must reach this. */
  minValidBet: AmountSchema,
  /** Days from the friend's registration within which both must happen. */
  qualifyDays: Type.Integer({ minimum: 1, maximum: 90 }),
  /** The reward's wagering requirement, as a multiple of the reward (0: none). */
  wageringMultiple: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type ReferralRules = Static<typeof ReferralRulesSchema>;

/** `GET /api/v1/referral`: the caller's invitation and how it has done. */
export const ReferralSummarySchema = Type.Object({
  enabled: Type.Boolean(),
  code: Type.String(),
  rules: ReferralRulesSchema,
  invited: Type.Integer(),
  qualified: Type.Integer(),
  pending: Type.Integer(),
  earned: AmountSchema,
});
export type ReferralSummary = Static<typeof ReferralSummarySchema>;

/** One friend on the caller's referral page: the name masked, the progress towards qualifying. */
export const ReferralFriendSchema = Type.Object({
  username: Type.String(),
  registeredAt: Type.String(),
  deadline: Type.String(),
  firstDeposit: Nullable(AmountSchema),
  validBet: AmountSchema,
  status: Type.Enum(REFERRAL_STATUSES),
  reward: Nullable(AmountSchema),
});
export type ReferralFriend = Static<typeof ReferralFriendSchema>;
export const ReferralFriendPageSchema = PageOf(ReferralFriendSchema);
export const ReferralFriendQuerySchema = PageQuerySchema;

/** One referred player in the console, with the signals that flagged a self-referral. */
export const ReferralAdminFriendSchema = Type.Object({
  friendId: Type.String(),
  friendUsername: Type.String(),
  referrerId: Type.String(),
  referrerUsername: Type.String(),
  registeredAt: Type.String(),
  deadline: Type.String(),
  status: Type.Enum(REFERRAL_STATUSES),
  signals: Type.Array(Type.Enum(SELF_REFERRAL_SIGNALS)),
  firstDeposit: Nullable(AmountSchema),
  validBet: AmountSchema,
  reward: Nullable(AmountSchema),
  decidedAt: Nullable(Type.String()),
});
export type ReferralAdminFriend = Static<typeof ReferralAdminFriendSchema>;
export const ReferralAdminFriendPageSchema = PageOf(ReferralAdminFriendSchema);
export const ReferralAdminFriendQuerySchema = Type.Intersect([
  PageQuerySchema,
  Type.Object({ status: Type.Optional(Type.Enum(REFERRAL_STATUSES)) }),
]);
export type ReferralAdminFriendQuery = Static<typeof ReferralAdminFriendQuerySchema>;
