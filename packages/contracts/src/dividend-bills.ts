import { Type, type Static } from 'typebox';

/**
 * A downline's dividend for a period, owed by its upline (DOMAIN.md "Dividend"): `pending` until the upline
 * pays it (`paid`) or refuses it (`refused`); refused, or unpaid at `dueAt`, the platform freezes the upline and
 * moves what its balance holds (`forced`), or part of it (`shortfall`, the rest recorded for operators).
 */
export const DIVIDEND_BILL_STATUSES = ['pending', 'paid', 'refused', 'forced', 'shortfall'] as const;
export type DividendBillStatus = (typeof DIVIDEND_BILL_STATUSES)[number];
export const SHORTFALL_RESOLUTIONS = ['platform_paid', 'written_off'] as const;
export type ShortfallResolution = (typeof SHORTFALL_RESOLUTIONS)[number];

const Party = Type.Object({ id: Type.String(), username: Type.String() });
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 });

export const DividendBillSchema = Type.Object({
  id: Type.String(),
  /** The period as the brand reads it (its first day) and its instants. */
  period: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  upline: Party,
  downline: Party,
  amount: Type.String(),
  paid: Type.String(),
  forced: Type.String(),
  shortfall: Type.String(),
  /** What the upline still has to pay while the bill waits. */
  outstanding: Type.String(),
  status: Type.Enum(DIVIDEND_BILL_STATUSES),
  dueAt: Type.String(),
  refusedAt: Type.Union([Type.String(), Type.Null()]),
  settledAt: Type.Union([Type.String(), Type.Null()]),
  shortfallResolution: Type.Union([Type.Enum(SHORTFALL_RESOLUTIONS), Type.Null()]),
  shortfallNote: Type.Union([Type.String(), Type.Null()]),
});
export type DividendBill = Static<typeof DividendBillSchema>;
export const DividendBillListSchema = Type.Object({
  currency: Type.String(),
  items: Type.Array(DividendBillSchema),
});
export type DividendBillList = Static<typeof DividendBillListSchema>;

/** `GET /api/v1/agent/dividend-bills`: what the caller owes its downlines (`payable`) or is owed (`receivable`). */
export const AgentDividendBillQuerySchema = Type.Object(
  {
    role: Type.Union([Type.Literal('payable'), Type.Literal('receivable')]),
    status: Type.Optional(Type.Enum(DIVIDEND_BILL_STATUSES)),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
  },
  { additionalProperties: false },
);
export type AgentDividendBillQuery = Static<typeof AgentDividendBillQuerySchema>;

export const DividendBillPaySchema = Type.Object(
  { paymentPassword: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type DividendBillPay = Static<typeof DividendBillPaySchema>;

/** `GET /admin-api/v1/dividend-bills`: the brand's bills; `openShortfall` keeps those an operator must settle. */
export const AdminDividendBillQuerySchema = Type.Object(
  {
    status: Type.Optional(Type.Enum(DIVIDEND_BILL_STATUSES)),
    openShortfall: Type.Optional(Type.Boolean()),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
  },
  { additionalProperties: false },
);
export type AdminDividendBillQuery = Static<typeof AdminDividendBillQuerySchema>;

export const ShortfallResolveSchema = Type.Object(
  {
    resolution: Type.Enum(SHORTFALL_RESOLUTIONS),
    reason: Type.String({ maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type ShortfallResolve = Static<typeof ShortfallResolveSchema>;
