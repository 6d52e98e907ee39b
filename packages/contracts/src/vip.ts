import { Type, type Static } from 'typebox';
import { GAME_TYPES } from './constants.ts';
import { AmountSchema } from './wallet.ts';

/** Rebate rates run in basis points (1/100 of a percent): 80 pays 0.80% of the valid bet. */
export const MAX_REBATE_RATE_BP = 1000;
/** Levels 0..MAX_VIP_LEVEL; level 0 is where every player starts. */
export const MAX_VIP_LEVEL = 20;
export const MAX_VIP_WINDOW_DAYS = 365;
export const MAX_WAGERING_MULTIPLE = 100;

/** Rate per game type in basis points; a type left out earns no rebate. */
export const RebateRatesSchema = Type.Object(
  Object.fromEntries(
    GAME_TYPES.map((type) => [
      type,
      Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_REBATE_RATE_BP })),
    ]),
  ) as Record<(typeof GAME_TYPES)[number], ReturnType<typeof Type.Optional<ReturnType<typeof Type.Integer>>>>,
  { additionalProperties: false },
);
export type RebateRates = Partial<Record<(typeof GAME_TYPES)[number], number>>;

/** One VIP level with its qualification thresholds and benefits; amounts in the brand's currency. */
export const VipLevelSchema = Type.Object({
  level: Type.Integer({ minimum: 0, maximum: MAX_VIP_LEVEL }),
  label: Type.String({ minLength: 1, maxLength: 40 }),
  /** Deposits over the qualification window that reach this level. */
  depositThreshold: AmountSchema,
  /** Valid bet over the qualification window that reaches this level. */
  validBetThreshold: AmountSchema,
  /** Paid once when a player reaches the level; 0 for none. */
  upgradeBonus: AmountSchema,
  /** Wagering requirement of the upgrade bonus and of rebates at this level: multiple × amount. */
  wageringMultiple: Type.Integer({ minimum: 0, maximum: MAX_WAGERING_MULTIPLE }),
  rebateRates: RebateRatesSchema,
  /** Withdrawals a player of this level may request per day. */
  withdrawalsPerDay: Type.Integer({ minimum: 1, maximum: 100 }),
});
export type VipLevel = Static<typeof VipLevelSchema>;

/** `GET /api/v1/vip`: the caller's level, what the next one still needs, and every level's benefits. */
export const VipStatusSchema = Type.Object({
  level: Type.Integer(),
  label: Type.String(),
  /** Over the qualification window so far. */
  deposits: Type.String(),
  validBet: Type.String(),
  windowDays: Type.Integer(),
  /** Null at the top level. */
  next: Type.Union([
    Type.Object({
      level: Type.Integer(),
      label: Type.String(),
      depositNeeded: Type.String(),
      validBetNeeded: Type.String(),
    }),
    Type.Null(),
  ]),
  benefits: Type.Array(VipLevelSchema),
});
export type VipStatus = Static<typeof VipStatusSchema>;

/** `GET|PUT /admin-api/v1/vip/levels`: the brand's whole ladder, replaced at once (level 0 first, no gaps). */
export const VipProgrammeSchema = Type.Object({
  windowDays: Type.Integer({ minimum: 1, maximum: MAX_VIP_WINDOW_DAYS }),
  levels: Type.Array(VipLevelSchema, { minItems: 1, maxItems: MAX_VIP_LEVEL + 1 }),
});
export type VipProgramme = Static<typeof VipProgrammeSchema>;

/** `GET /api/v1/rebates`: what the current brand-local day has accrued so far, by game type. */
export const RebateAccrualSchema = Type.Object({
  /** The brand-local day (`2026-03-08`). */
  period: Type.String(),
  level: Type.Integer(),
  label: Type.String(),
  items: Type.Array(
    Type.Object({
      gameType: Type.String(),
      validBet: Type.String(),
      /** Basis points. */
      rate: Type.Integer(),
      amount: Type.String(),
    }),
  ),
  total: Type.String(),
  /** Already paid by a manual claim this period. */
  claimed: Type.String(),
  /** What a claim would pay now. */
  claimable: Type.String(),
  /** Whether the brand lets players claim (whitelabel flag `MANUALREBATE`). */
  manual: Type.Boolean(),
});
export type RebateAccrual = Static<typeof RebateAccrualSchema>;

export const RebateClaimSchema = Type.Object({ amount: Type.String() });
export type RebateClaim = Static<typeof RebateClaimSchema>;
