import { Type, type Static, type TSchema } from 'typebox';
import { PageQuerySchema } from './page.ts';
import { AmountSchema } from './wallet.ts';
import {
  RECEIPT_RESULTS,
  RECEIVED_HOW,
  WITHDRAWAL_SETTING_BOUNDS,
  WITHDRAWAL_STATUSES,
} from './withdrawal-rules.ts';

/**
 * Withdrawal wire shapes: payout accounts, the player's request, history and limits, the receipt confirmation,
 * the operator's queue, detail and actions, and the brand's withdrawal settings.
 */

export const PayoutAccountCreateSchema = Type.Object({
  bankName: Type.String({ minLength: 1, maxLength: 80 }),
  accountNumber: Type.String({ pattern: '^[0-9 -]{6,34}$' }),
  accountName: Type.String({ minLength: 1, maxLength: 80 }),
});
export type PayoutAccountCreate = Static<typeof PayoutAccountCreateSchema>;

export const PayoutAccountSchema = Type.Object({
  id: Type.String(),
  bankName: Type.String(),
  /** Masked but for the last four digits: the full number is never sent back to the browser. */
  accountNumber: Type.String(),
  accountName: Type.String(),
});
export type PayoutAccount = Static<typeof PayoutAccountSchema>;
export const PayoutAccountCreatedSchema = Type.Object({ id: Type.String() });
export type PayoutAccountCreated = Static<typeof PayoutAccountCreatedSchema>;

export const WithdrawalCreateSchema = Type.Object({
  amount: AmountSchema,
  payoutAccountId: Type.String({ pattern: '^[0-9]{1,18}$' }),
  paymentPassword: Type.String({ minLength: 1, maxLength: 200 }),
});
export type WithdrawalCreate = Static<typeof WithdrawalCreateSchema>;

export const WithdrawalStatusSchema = Type.Object({
  id: Type.String(),
  status: Type.Enum(WITHDRAWAL_STATUSES),
});
export type WithdrawalStatusAnswer = Static<typeof WithdrawalStatusSchema>;

const Instant = Type.String();
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** `GET /api/v1/withdrawals/limits`: what the withdraw form needs to check before submitting. */
export const WithdrawalLimitsSchema = Type.Object({
  currency: Type.String(),
  min: Type.String(),
  max: Type.String(),
  /** Withdrawals allowed per day (the brand's day); rejected ones do not count. */
  dailyCount: Type.Integer(),
  usedToday: Type.Integer(),
  autoReceiptMinutes: Type.Integer(),
  maxPayoutAccounts: Type.Integer(),
  /** New payout accounts must be in this name (the real name on file), or any name while it is null. */
  requiredAccountName: Nullable(Type.String()),
});
export type WithdrawalLimits = Static<typeof WithdrawalLimitsSchema>;

export const ReceiptSchema = Type.Object({
  result: Type.Enum(RECEIPT_RESULTS),
  amountReceived: Type.String(),
  /** What is still missing: amount − amountReceived. */
  remainder: Type.String(),
  remark: Type.String(),
  at: Instant,
  images: Type.Integer(),
});
export type Receipt = Static<typeof ReceiptSchema>;

/** One of the player's own withdrawals. */
export const WithdrawalItemSchema = Type.Object({
  id: Type.String(),
  amount: Type.String(),
  status: Type.Enum(WITHDRAWAL_STATUSES),
  createdAt: Instant,
  bankName: Type.String(),
  /** Masked but for the last four digits. */
  accountNumber: Type.String(),
  accountName: Type.String(),
  rejectReason: Nullable(Type.String()),
  paidAt: Nullable(Instant),
  /** For a paid withdrawal: when it will count as received if the player says nothing. */
  autoReceiptAt: Nullable(Instant),
  receipt: Nullable(ReceiptSchema),
  receivedAt: Nullable(Instant),
  receivedHow: Nullable(Type.Enum(RECEIVED_HOW)),
});
export type WithdrawalItem = Static<typeof WithdrawalItemSchema>;

export const WithdrawalListQuerySchema = Type.Intersect([
  PageQuerySchema,
  Type.Object({ status: Type.Optional(Type.Enum(WITHDRAWAL_STATUSES)) }),
]);
export type WithdrawalListQuery = Static<typeof WithdrawalListQuerySchema>;

// Operator ---------------------------------------------------------------------------------------------------

const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

export const AdminWithdrawalQuerySchema = Type.Object({
  status: Type.Optional(Type.Enum(WITHDRAWAL_STATUSES)),
  /** The player's account (username), matched from the start. */
  q: Type.Optional(Type.String({ maxLength: 64 })),
  /** Requested on or after this day, up to and including `to` (the brand's days). */
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export type AdminWithdrawalQuery = Static<typeof AdminWithdrawalQuerySchema>;

export const AdminWithdrawalSummarySchema = Type.Object({
  id: Type.String(),
  player: Type.Object({ id: Type.String(), account: Type.String() }),
  amount: Type.String(),
  status: Type.Enum(WITHDRAWAL_STATUSES),
  bankName: Type.String(),
  accountNumber: Type.String(),
  accountName: Type.String(),
  createdAt: Instant,
  updatedAt: Instant,
  receiptResult: Nullable(Type.Enum(RECEIPT_RESULTS)),
});
export type AdminWithdrawalSummary = Static<typeof AdminWithdrawalSummarySchema>;

const Step = Nullable(Type.Object({ at: Instant, by: Type.String() }));

export const AdminWithdrawalDetailSchema = Type.Intersect([
  AdminWithdrawalSummarySchema,
  Type.Object({
    currency: Type.String(),
    /** The player's real name on file, to compare with the account name. */
    realName: Nullable(Type.String()),
    approved: Step,
    paid: Nullable(Type.Object({ at: Instant, by: Type.String(), reference: Type.String() })),
    rejected: Nullable(Type.Object({ at: Instant, by: Type.String(), reason: Type.String() })),
    receipt: Nullable(ReceiptSchema),
    proofs: Type.Array(Type.Object({ n: Type.Integer(), contentType: Type.String(), size: Type.Integer() })),
    received: Nullable(
      Type.Object({
        at: Instant,
        how: Type.Enum(RECEIVED_HOW),
        by: Nullable(Type.String()),
        reason: Nullable(Type.String()),
      }),
    ),
    autoReceiptAt: Nullable(Instant),
  }),
]);
export type AdminWithdrawalDetail = Static<typeof AdminWithdrawalDetailSchema>;

export const WithdrawalRejectSchema = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export const WithdrawalPaidSchema = Type.Object(
  { reference: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
export const WithdrawalForceReceiptSchema = WithdrawalRejectSchema;

/** A brand's withdrawal rules, editable in the console. */
export const WithdrawalSettingsSchema = Type.Object({
  currency: Type.String(),
  min: Type.String(),
  max: Type.String(),
  dailyCount: Type.Integer(),
  autoReceiptMinutes: Type.Integer(),
  updatedAt: Nullable(Instant),
  updatedBy: Nullable(Type.String()),
});
export type WithdrawalSettings = Static<typeof WithdrawalSettingsSchema>;

/** `PATCH /admin-api/v1/withdrawal-settings`: any subset; what is left out keeps its value. */
export const WithdrawalSettingsPatchSchema = Type.Object(
  {
    min: Type.Optional(AmountSchema),
    max: Type.Optional(AmountSchema),
    dailyCount: Type.Optional(
      Type.Integer({
        minimum: WITHDRAWAL_SETTING_BOUNDS.dailyCount.min,
        maximum: WITHDRAWAL_SETTING_BOUNDS.dailyCount.max,
      }),
    ),
    autoReceiptMinutes: Type.Optional(
      Type.Integer({
        minimum: WITHDRAWAL_SETTING_BOUNDS.autoReceiptMinutes.min,
        maximum: WITHDRAWAL_SETTING_BOUNDS.autoReceiptMinutes.max,
      }),
    ),
  },
  // A change of nothing is refused, as every other PATCH does: it would only write an audit row of no change.
  { additionalProperties: false, minProperties: 1 },
);
export type WithdrawalSettingsPatch = Static<typeof WithdrawalSettingsPatchSchema>;
