import { Type, type Static } from 'typebox';
import { PromotionAudienceSchema } from './promotions.ts';
import { AmountSchema } from './wallet.ts';

/** Ids travel as decimal strings. */
const IdString = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });
const Instant = Type.String({ maxLength: 40 });
const Title = Type.String({ minLength: 1, maxLength: 60 });

/** How many envelopes one rain may hold: enough for a busy brand, few enough to pre-split at creation. */
export const RAIN_MAX_ENVELOPES = 1000;

/**
 * `POST /admin-api/v1/red-envelopes/rains`: an operator's rain. The budget is split at creation into `count`
 * envelopes of random amounts, each at least `minAmount`, summing exactly to the budget (DOMAIN.md "Promotions").
 */
export const RainInputSchema = Type.Object(
  {
    title: Title,
    budget: AmountSchema,
    count: Type.Integer({ minimum: 1, maximum: RAIN_MAX_ENVELOPES }),
    minAmount: AmountSchema,
    startsAt: Instant,
    endsAt: Instant,
    audience: Type.Optional(PromotionAudienceSchema),
    /** Times the envelope's amount to bet before withdrawing (0: none). */
    wageringMultiple: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type RainInput = Static<typeof RainInputSchema>;

/** `POST /api/v1/agent/red-envelopes`: an agent's envelope for its downlines, paid from its own cash. */
export const AgentEnvelopeInputSchema = Type.Object(
  {
    title: Title,
    budget: AmountSchema,
    count: Type.Integer({ minimum: 1, maximum: 200 }),
    /** How long downlines may grab, from now. */
    minutes: Type.Integer({ minimum: 5, maximum: 1440 }),
    paymentPassword: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type AgentEnvelopeInput = Static<typeof AgentEnvelopeInputSchema>;

export const RAIN_STATUSES = ['scheduled', 'live', 'ended'] as const;
export type RainStatus = (typeof RAIN_STATUSES)[number];

/** A rain as its sender (operator or agent) sees it. */
export const RainSummarySchema = Type.Object({
  id: IdString,
  kind: Type.Union([Type.Literal('operator'), Type.Literal('agent')]),
  title: Type.String(),
  /** The agent who sent it; null for the operator's rains. */
  sender: Type.Union([Type.String(), Type.Null()]),
  budget: Type.String(),
  count: Type.Integer(),
  minAmount: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  status: Type.Enum(RAIN_STATUSES),
  grabbedCount: Type.Integer(),
  grabbedAmount: Type.String(),
  /** What went back to the agent after the window (agents' envelopes), null until then. */
  returnedAmount: Type.Union([Type.String(), Type.Null()]),
  audience: PromotionAudienceSchema,
  wageringMultiple: Type.Integer(),
  createdAt: Type.String(),
});
export type RainSummary = Static<typeof RainSummarySchema>;

/** One envelope grabbed, in a rain's results. */
export const RainGrabSchema = Type.Object({
  envelopeId: IdString,
  username: Type.String(),
  amount: Type.String(),
  grabbedAt: Type.String(),
});
export type RainGrab = Static<typeof RainGrabSchema>;

export const RainDetailSchema = Type.Object({
  rain: RainSummarySchema,
  grabs: Type.Array(RainGrabSchema),
});
export type RainDetail = Static<typeof RainDetailSchema>;

/** `GET /api/v1/red-envelopes/rains`: the rains a member may grab from, now or soon. */
export const PlayerRainSchema = Type.Object({
  id: IdString,
  title: Type.String(),
  sender: Type.Union([Type.String(), Type.Null()]),
  startsAt: Type.String(),
  endsAt: Type.String(),
  count: Type.Integer(),
  left: Type.Integer(),
  /** The member's own envelope of this rain, once grabbed. */
  grabbed: Type.Union([Type.Object({ amount: Type.String() }), Type.Null()]),
});
export type PlayerRain = Static<typeof PlayerRainSchema>;

export const RainParamsSchema = Type.Object({ id: IdString });

/** `POST /api/v1/red-envelopes/rains/{id}/grab`: the envelope the member got. */
export const GrabResultSchema = Type.Object({
  envelopeId: IdString,
  amount: Type.String(),
  currency: Type.String(),
  left: Type.Integer(),
});
export type GrabResult = Static<typeof GrabResultSchema>;

export interface EnvelopeRainEvent {
  rainId: string;
  left: number;
}
