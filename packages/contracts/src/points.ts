import { Type, type Static } from 'typebox';
import {
  POINT_ENTRY_KINDS,
  POINT_EXCHANGE_STATUSES,
  POINT_GOODS_KINDS,
  POINT_RATE_KINDS,
  type PointRateKind,
} from './constants.ts';
import { AmountSchema } from './wallet.ts';

/**
 * The points mall (DOMAIN.md "VIP, points", ADR 0039). Points carry two decimals and travel as decimal strings
 * like money ("12.50"); a rate is how many points one unit of the brand's currency earns ("0.0100" = a point per
 * 100.00), at most four decimals.
 */
/** Points as a decimal string with at most two decimals. */
export const PointsSchema = Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,2})?$', maxLength: 15 });
/** A points rate per unit of currency, at most four decimals and at most 1000. */
export const PointRateSchema = Type.String({ pattern: '^[0-9]{1,4}(\\.[0-9]{1,4})?$', maxLength: 9 });
export const MAX_POINT_RATE = '1000';

export const PointRatesSchema = Type.Object(
  Object.fromEntries(POINT_RATE_KINDS.map((kind) => [kind, PointRateSchema])) as Record<
    PointRateKind,
    typeof PointRateSchema
  >,
  { additionalProperties: false },
);
export type PointRates = Static<typeof PointRatesSchema>;

/** `GET /api/v1/points`: the balance, what it was earned from and spent on, and the brand's rates. */
export const PointsBalanceSchema = Type.Object({
  balance: Type.String(),
  earned: Type.String(),
  spent: Type.String(),
  rates: PointRatesSchema,
});
export type PointsBalance = Static<typeof PointsBalanceSchema>;

/** A goods on sale (spec §3 "Points"): what it costs in points, what it is worth, how many are left. */
export const PointGoodsSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /** An https URL or a data:image/svg+xml URL. */
  image: Type.String(),
  kind: Type.Enum(POINT_GOODS_KINDS),
  pointsNeeded: Type.String(),
  /** Cash goods: what one credits to the wallet; physical goods: what it is worth. */
  moneyValue: Type.String(),
  wageringMultiple: Type.Integer(),
  remaining: Type.Integer(),
  redeemed: Type.Integer(),
});
export type PointGoods = Static<typeof PointGoodsSchema>;

export const PointGoodsAdminSchema = Type.Object({
  ...PointGoodsSchema.properties,
  active: Type.Boolean(),
  sort: Type.Integer(),
});
export type PointGoodsAdmin = Static<typeof PointGoodsAdminSchema>;

export const MAX_GOODS_IMAGE_LENGTH = 60_000;
export const PointGoodsInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80 }),
    description: Type.String({ maxLength: 2000 }),
    image: Type.String({ maxLength: MAX_GOODS_IMAGE_LENGTH }),
    kind: Type.Enum(POINT_GOODS_KINDS),
    pointsNeeded: PointsSchema,
    moneyValue: AmountSchema,
    wageringMultiple: Type.Integer({ minimum: 0, maximum: 100 }),
    /** Stock left to redeem. */
    remaining: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    active: Type.Boolean(),
    sort: Type.Integer({ minimum: 0, maximum: 10_000 }),
  },
  { additionalProperties: false },
);
export type PointGoodsInput = Static<typeof PointGoodsInputSchema>;

/** `POST /api/v1/points/redeem` (API.md). */
export const PointRedeemSchema = Type.Object(
  {
    goodsId: Type.String({ pattern: '^[0-9]{1,18}$' }),
    quantity: Type.Integer({ minimum: 1, maximum: 100 }),
    paymentPassword: Type.String({ minLength: 1, maxLength: 200 }),
    address: Type.Optional(Type.String({ maxLength: 300 })),
    phone: Type.Optional(Type.String({ maxLength: 30 })),
  },
  { additionalProperties: false },
);
export type PointRedeem = Static<typeof PointRedeemSchema>;

export const PointRedeemAnswerSchema = Type.Object({
  id: Type.String(),
  status: Type.Enum(POINT_EXCHANGE_STATUSES),
});
export type PointRedeemAnswer = Static<typeof PointRedeemAnswerSchema>;

/** An exchange record (spec §3): transaction number, apply time, type, status, points change and balance, remark. */
export const PointExchangeSchema = Type.Object({
  id: Type.String(),
  transactionNo: Type.String(),
  appliedAt: Type.String(),
  goodsName: Type.String(),
  kind: Type.Enum(POINT_GOODS_KINDS),
  quantity: Type.Integer(),
  status: Type.Enum(POINT_EXCHANGE_STATUSES),
  pointsChange: Type.String(),
  pointsBalance: Type.String(),
  money: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  remark: Type.String(),
});
export type PointExchange = Static<typeof PointExchangeSchema>;

export const PointExchangeAdminSchema = Type.Object({
  ...PointExchangeSchema.properties,
  playerId: Type.String(),
  username: Type.String(),
});
export type PointExchangeAdmin = Static<typeof PointExchangeAdminSchema>;

/** A points details row: every change of the balance with its kind. */
export const PointEntrySchema = Type.Object({
  id: Type.String(),
  at: Type.String(),
  kind: Type.Enum(POINT_ENTRY_KINDS),
  points: Type.String(),
  balance: Type.String(),
  reference: Type.String(),
});
export type PointEntry = Static<typeof PointEntrySchema>;

export const PointExchangeReviewSchema = Type.Object(
  {
    decision: Type.Union([Type.Literal('pass'), Type.Literal('reject')]),
    remark: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type PointExchangeReview = Static<typeof PointExchangeReviewSchema>;
