import { Type, type Static } from 'typebox';
import type { GameType } from './constants.ts';
import { PageQuerySchema } from './page.ts';
import { AmountSchema, DateOrInstantSchema } from './wallet.ts';

/**
 * The share of a round's valid bet that counts down a wagering requirement, in percent per game type
 * (DOMAIN.md "Bonuses and wagering"): slots, mini games and fish in full, lottery (and bingo, a draw game) half,
 * live, PVP (and cockfight, a live table) a tenth, sports and e-sports in full (ADR 0028 on low odds).
 */
export const DEFAULT_WAGERING_CONTRIBUTIONS: Readonly<Record<GameType, number>> = {
  RNG: 100,
  MINI: 100,
  FISH: 100,
  LOTT: 50,
  ELOTT: 50,
  BINGO: 50,
  LIVE: 10,
  PVP: 10,
  COCKFIGHT: 10,
  SPORTS: 100,
  ESPORTS: 100,
};

/** Where a bonus came from: the module that granted it (its own reference rides beside it). */
export const BONUS_SOURCES = [
  'promotion',
  'rebate',
  'vip',
  'manual',
  'referral',
  'points',
  'mission',
  'leaderboard',
  'sign_in',
  'red_envelope',
  'prize_wheel',
] as const;
export type BonusSourceKind = (typeof BONUS_SOURCES)[number];

/**
 * A requirement's state: `open` while wagering counts down; `met` when counted to zero, `cleared` when the
 * player's balance fell below the brand's clearing threshold with no open rounds, `cancelled` by an operator.
 */
export const BONUS_STATUSES = ['open', 'met', 'cleared', 'cancelled'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** `GET /api/v1/bonuses`: the caller's bonuses granted between two days or instants, newest first. */
export const BonusListQuerySchema = Type.Intersect([
  PageQuerySchema,
  Type.Object({ from: Type.Optional(DateOrInstantSchema), to: Type.Optional(DateOrInstantSchema) }),
]);
export type BonusListQuery = Static<typeof BonusListQuerySchema>;

/** One bonus of the bonus details page; amounts in the brand's currency like every money field. */
export const BonusItemSchema = Type.Object({
  id: Type.String(),
  source: Type.Enum(BONUS_SOURCES),
  amount: Type.String(),
  grantedAt: Type.String(),
  requirement: Type.String(),
  remaining: Type.String(),
  status: Type.Enum(BONUS_STATUSES),
});
export type BonusItem = Static<typeof BonusItemSchema>;

/** `GET /api/v1/wagering`: the open requirements, oldest first, and what is left of them all. */
export const WageringSchema = Type.Object({
  open: Type.Array(
    Type.Object({ bonusId: Type.String(), requirement: Type.String(), remaining: Type.String() }),
  ),
  remaining: Type.String(),
});
export type Wagering = Static<typeof WageringSchema>;

/** A player's bonus as the console lists it: who granted it and why, and how it closed. */
export const AdminBonusItemSchema = Type.Intersect([
  BonusItemSchema,
  Type.Object({
    sourceRef: Type.String(),
    maxStake: Type.Union([Type.String(), Type.Null()]),
    reason: Type.Union([Type.String(), Type.Null()]),
    closedAt: Type.Union([Type.String(), Type.Null()]),
    closeReason: Type.Union([Type.String(), Type.Null()]),
  }),
]);
export type AdminBonusItem = Static<typeof AdminBonusItemSchema>;

/** `POST /admin-api/v1/players/{id}/bonuses`: a manual bonus; the requirement is multiple × amount. */
export const ManualBonusSchema = Type.Object(
  {
    amount: AmountSchema,
    multiple: Type.Integer({ minimum: 0, maximum: 100 }),
    maxStake: Type.Optional(AmountSchema),
    reason: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type ManualBonus = Static<typeof ManualBonusSchema>;

/** `POST /admin-api/v1/bonuses/{id}/cancel`: ends an open requirement (the money stays with the player). */
export const BonusCancelSchema = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type BonusCancel = Static<typeof BonusCancelSchema>;

/** `GET|PUT /admin-api/v1/bonus-settings`: below the clearing threshold, with no open rounds, requirements clear. */
export const BonusSettingsSchema = Type.Object({ currency: Type.String(), clearingThreshold: Type.String() });
export type BonusSettings = Static<typeof BonusSettingsSchema>;
export const BonusSettingsUpdateSchema = Type.Object(
  { clearingThreshold: AmountSchema },
  { additionalProperties: false },
);
export type BonusSettingsUpdate = Static<typeof BonusSettingsUpdateSchema>;
