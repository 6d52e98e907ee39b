import { Type, type Static } from 'typebox';

const LocalDate = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
const KindName = Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{0,63}$' });

export const SETTLEMENT_RUN_STATES = ['pending', 'running', 'completed', 'failed'] as const;
export type SettlementRunState = (typeof SETTLEMENT_RUN_STATES)[number];

/**
 * `POST /admin-api/v1/settlements/run`: a closed period of a kind, named by its brand-local date (and hour and
 * minute below a day); without `brandDate`, the latest closed period. Running a period again pays only a difference.
 */
export const SettlementRunRequestSchema = Type.Object({
  kind: KindName,
  brandDate: Type.Optional(LocalDate),
  hour: Type.Optional(Type.Integer({ minimum: 0, maximum: 23 })),
  minute: Type.Optional(Type.Integer({ minimum: 0, maximum: 59 })),
});
export type SettlementRunRequest = Static<typeof SettlementRunRequestSchema>;

export const SettlementRunAnswerSchema = Type.Object({
  runId: Type.String(),
  status: Type.Enum(SETTLEMENT_RUN_STATES),
  /** Moved by this call: the difference from what earlier runs of the period had paid (decimal string). */
  paid: Type.String(),
});
export type SettlementRunAnswer = Static<typeof SettlementRunAnswerSchema>;

/** `GET /admin-api/v1/settlements`: runs whose period starts between two brand-local dates (both included). */
export const SettlementQuerySchema = Type.Object({
  kind: Type.Optional(KindName),
  from: Type.Optional(LocalDate),
  to: Type.Optional(LocalDate),
});
export type SettlementQuery = Static<typeof SettlementQuerySchema>;

export const SettlementRunSchema = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  cadence: Type.String(),
  /** The period's brand-local start: `2026-03-08`, or `2026-03-08T14:05+07:00` below a day. */
  period: Type.String(),
  periodStart: Type.String(),
  periodEnd: Type.String(),
  state: Type.Enum(SETTLEMENT_RUN_STATES),
  attempts: Type.Integer(),
  inputs: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  outputs: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  /** Net paid by every execution of the run (decimal string). */
  paid: Type.String(),
  error: Type.Union([Type.String(), Type.Null()]),
  startedAt: Type.Union([Type.String(), Type.Null()]),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type SettlementRun = Static<typeof SettlementRunSchema>;

export const SettlementListSchema = Type.Object({
  /** The kinds this platform runs, for the console's filter. */
  kinds: Type.Array(Type.Object({ name: Type.String(), cadence: Type.String() })),
  items: Type.Array(SettlementRunSchema),
});
export type SettlementList = Static<typeof SettlementListSchema>;
