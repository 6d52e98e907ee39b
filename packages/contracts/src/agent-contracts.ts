import { Type, type Static } from 'typebox';
import { AmountSchema } from './wallet.ts';

/**
 * Agent contracts (API.md "Contracts and settlements"): kinds `dividend`, `daily`, `hourly`, `realtime`.
 * Rates are decimal strings of percent (`"1.5"` is 1.5%, at most 4 decimals); thresholds are decimal
 * amounts in the brand's currency and member counts.
 */
export const CONTRACT_KIND_VALUES = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export const ContractKindSchema = Type.Union([
  Type.Literal('dividend'),
  Type.Literal('daily'),
  Type.Literal('hourly'),
  Type.Literal('realtime'),
]);
export type ContractKindName = Static<typeof ContractKindSchema>;
export const DividendPeriodSchema = Type.Union([
  Type.Literal('daily'),
  Type.Literal('weekly'),
  Type.Literal('semimonthly'),
  Type.Literal('monthly'),
]);
export const ContractStatusSchema = Type.Union([
  Type.Literal('offered'),
  Type.Literal('signed'),
  Type.Literal('rejected'),
  Type.Literal('termination_requested'),
  Type.Literal('terminated'),
]);

const Id = Type.String({ pattern: '^[1-9][0-9]{0,18}$' });
const RateSchema = Type.String({ pattern: '^[0-9]{1,3}(\\.[0-9]{1,4})?$', maxLength: 8 });
export const TierSchema = Type.Object(
  { minAmount: AmountSchema, minActive: Type.Integer({ minimum: 0, maximum: 1_000_000 }), rate: RateSchema },
  { additionalProperties: false },
);
export type Tier = Static<typeof TierSchema>;

/** `POST /api/v1/agent/contracts`: tiers (and a period for dividends), or a real-time salary's rates. */
export const ContractOfferSchema = Type.Object(
  {
    downlineId: Id,
    kind: ContractKindSchema,
    period: Type.Optional(DividendPeriodSchema),
    tiers: Type.Optional(Type.Array(TierSchema, { maxItems: 10 })),
    profitRate: Type.Optional(RateSchema),
    lossRate: Type.Optional(RateSchema),
    minBet: Type.Optional(AmountSchema),
    /** The last day the terms are in force (brand's zone), from today to 366 days on; absent: until ended. */
    validUntil: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 })),
  },
  { additionalProperties: false },
);
export type ContractOffer = Static<typeof ContractOfferSchema>;

export const ContractAnswerSchema = Type.Object({ id: Type.String(), status: ContractStatusSchema });
export type ContractAnswer = Static<typeof ContractAnswerSchema>;

export const ContractAcceptSchema = Type.Object(
  {
    /** Signing terms lower than contracts the caller granted ends those: this says the caller saw the list. */
    confirmCascade: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const ContractAcceptedSchema = Type.Object({
  id: Type.String(),
  status: ContractStatusSchema,
  /** The contracts below the caller that signing ended (cascade). */
  ended: Type.Array(Type.String()),
});

/** Terms as shown: tiers (a dividend's with its period) or a real-time salary's rates. */
export const ContractTermsSchema = Type.Object({
  period: Type.Optional(DividendPeriodSchema),
  tiers: Type.Optional(Type.Array(TierSchema)),
  profitRate: Type.Optional(Type.String()),
  lossRate: Type.Optional(Type.String()),
  minBet: Type.Optional(Type.String()),
});
export type ContractTerms = Static<typeof ContractTermsSchema>;

const Party = Type.Object({ id: Type.String(), username: Type.String() });
export const ContractItemSchema = Type.Object({
  id: Type.String(),
  kind: ContractKindSchema,
  status: ContractStatusSchema,
  /** Null for a contract with the platform (a top agent's). */
  upline: Type.Union([Party, Type.Null()]),
  downline: Party,
  /** The terms in force, or those offered while the contract is not signed yet. */
  terms: ContractTermsSchema,
  /** The last day `terms` are in force (`YYYY-MM-DD`, brand's zone); null: until ended. */
  endsOn: Type.Union([Type.String(), Type.Null()]),
  /** New terms offered on a signed contract, waiting for the downline. */
  pendingTerms: Type.Union([ContractTermsSchema, Type.Null()]),
  /** The last day of `pendingTerms`, once signed; null: until ended. */
  pendingEndsOn: Type.Union([Type.String(), Type.Null()]),
  offeredAt: Type.String(),
  signedAt: Type.Union([Type.String(), Type.Null()]),
  endedAt: Type.Union([Type.String(), Type.Null()]),
  terminationRequestedBy: Type.Union([Type.String(), Type.Null()]),
  endReason: Type.Union([Type.String(), Type.Null()]),
});
export type ContractItem = Static<typeof ContractItemSchema>;

export const ContractListQuerySchema = Type.Object(
  {
    kind: Type.Optional(ContractKindSchema),
    role: Type.Optional(Type.Union([Type.Literal('mine'), Type.Literal('downlines')])),
  },
  { additionalProperties: false },
);
export const ContractListSchema = Type.Object({ items: Type.Array(ContractItemSchema) });
export type ContractList = Static<typeof ContractListSchema>;

/** Per kind: 0 none, 1 offered and waiting for the caller, 2 signed (the seed's consolidated info). */
const Consolidated = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);
export const ConsolidatedContractsSchema = Type.Object({
  divtypereq: Consolidated,
  dailysalreqtype: Consolidated,
  contracthoursalreqtype: Consolidated,
  realtimesalreqtype: Consolidated,
});
export type ConsolidatedContracts = Static<typeof ConsolidatedContractsSchema>;

const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 });

/** `GET /api/v1/agent/settlements`: the caller's statements of one kind whose periods start in [from, to]. */
export const AgentSettlementQuerySchema = Type.Object(
  { kind: ContractKindSchema, from: Day, to: Day },
  { additionalProperties: false },
);
export type AgentSettlementQuery = Static<typeof AgentSettlementQuerySchema>;

/** The next tier of a provisional period and what the team still needs to reach it. */
export const NextTierSchema = Type.Object({
  minAmount: Type.String(),
  minActive: Type.Integer(),
  rate: Type.String(),
  amountToGo: Type.String(),
  activeToGo: Type.Integer(),
});

/** A period's figures under a contract, as agents and operators see them. */
export const SettlementFiguresSchema = Type.Object({
  /** The period as the brand reads it: `2026-11-26` for a day, `2026-11-26T14:00+07:00` for an hour. */
  period: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  /** Team valid bet (salaries) or team loss (dividends) in the period. */
  base: Type.String(),
  activeMembers: Type.Integer(),
  rate: Type.String(),
  gross: Type.String(),
  paidToDownlines: Type.String(),
  /** Gross less paid to downlines: below zero when a dividend downline's team lost more than the agent's. */
  net: Type.String(),
  /** The contract version the period is settled by. */
  version: Type.Integer(),
});

export const AgentSettlementSchema = Type.Object({
  ...SettlementFiguresSchema.properties,
  kind: ContractKindSchema,
  /** `provisional`: the open period so far, computed by the code that settles it. */
  status: Type.Union([Type.Literal('settled'), Type.Literal('provisional')]),
  nextTier: Type.Union([NextTierSchema, Type.Null()]),
});
export type AgentSettlement = Static<typeof AgentSettlementSchema>;
export const AgentSettlementListSchema = Type.Object({
  currency: Type.String(),
  /** What the agent owes the platform: commission taken back after it was spent, repaid from its next ones. */
  debt: Type.String(),
  items: Type.Array(AgentSettlementSchema),
});
export type AgentSettlementList = Static<typeof AgentSettlementListSchema>;
