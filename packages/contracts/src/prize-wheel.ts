import { Type, type Static } from 'typebox';
import { LanguageTextsSchema } from './language-texts.ts';
import { AmountSchema } from './wallet.ts';

const IdString = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });

/** A wheel has between 2 and 12 segments: fewer is not a draw, more cannot be read on a phone. */
export const WHEEL_MIN_SEGMENTS = 2;
export const WHEEL_MAX_SEGMENTS = 12;
/** A segment's weight: a positive integer; the chance is weight / total weight. */
export const WHEEL_MAX_WEIGHT = 1_000_000;

export const WheelSegmentInputSchema = Type.Object(
  {
    labels: LanguageTextsSchema(24),
    /** The cash prize; null is a "no prize" segment. */
    prize: Type.Union([AmountSchema, Type.Null()]),
    weight: Type.Integer({ minimum: 1, maximum: WHEEL_MAX_WEIGHT }),
  },
  { additionalProperties: false },
);
export type WheelSegmentInput = Static<typeof WheelSegmentInputSchema>;

/** `POST /admin-api/v1/prize-wheels`, `PUT /admin-api/v1/prize-wheels/{id}`. */
export const WheelInputSchema = Type.Object(
  {
    names: LanguageTextsSchema(40),
    enabled: Type.Boolean(),
    segments: Type.Array(WheelSegmentInputSchema, {
      minItems: WHEEL_MIN_SEGMENTS,
      maxItems: WHEEL_MAX_SEGMENTS,
    }),
    /** One spin per credited deposit of at least this much; null: deposits earn none. */
    depositPerSpin: Type.Union([AmountSchema, Type.Null()]),
    /** One spin per this much valid bet; null: bets earn none. */
    validBetPerSpin: Type.Union([AmountSchema, Type.Null()]),
    /** What the wheel may pay in all; null: no cap. */
    budget: Type.Union([AmountSchema, Type.Null()]),
    wageringMultiple: Type.Integer({ minimum: 0, maximum: 100 }),
  },
  { additionalProperties: false },
);
export type WheelInput = Static<typeof WheelInputSchema>;

export const WheelAdminSegmentSchema = Type.Object({
  labels: LanguageTextsSchema(24),
  prize: Type.Union([Type.String(), Type.Null()]),
  weight: Type.Integer(),
  /** weight / total weight, as a percent with two decimals. */
  probability: Type.String(),
});

/** A wheel as operators see it: the weights with their chances and the expected cost per spin. */
export const WheelAdminSchema = Type.Object({
  id: IdString,
  names: LanguageTextsSchema(40),
  enabled: Type.Boolean(),
  segments: Type.Array(WheelAdminSegmentSchema),
  depositPerSpin: Type.Union([Type.String(), Type.Null()]),
  validBetPerSpin: Type.Union([Type.String(), Type.Null()]),
  budget: Type.Union([Type.String(), Type.Null()]),
  spent: Type.String(),
  wageringMultiple: Type.Integer(),
  /** Σ weight × prize / Σ weight, rounded down to the currency's minor unit. */
  expectedCostPerSpin: Type.String(),
  spinsEarned: Type.Integer(),
  spinsUsed: Type.Integer(),
});
export type WheelAdmin = Static<typeof WheelAdminSchema>;

export const WheelParamsSchema = Type.Object({ id: IdString });

/** One spin in a member's prize history. */
export const WheelSpinSchema = Type.Object({
  id: IdString,
  segment: Type.Integer(),
  label: Type.String(),
  prize: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
});
export type WheelSpin = Static<typeof WheelSpinSchema>;

/** `GET /api/v1/prize-wheels`: the brand's enabled wheels with the member's spins and prize history. */
export const PlayerWheelSchema = Type.Object({
  id: IdString,
  name: Type.String(),
  segments: Type.Array(
    Type.Object({ label: Type.String(), prize: Type.Union([Type.String(), Type.Null()]) }),
  ),
  depositPerSpin: Type.Union([Type.String(), Type.Null()]),
  validBetPerSpin: Type.Union([Type.String(), Type.Null()]),
  spinsLeft: Type.Integer(),
  history: Type.Array(WheelSpinSchema),
});
export type PlayerWheel = Static<typeof PlayerWheelSchema>;

/** `POST /api/v1/prize-wheels/{id}/spin`. */
export const SpinResultSchema = Type.Object({
  spin: WheelSpinSchema,
  spinsLeft: Type.Integer(),
});
export type SpinResult = Static<typeof SpinResultSchema>;
