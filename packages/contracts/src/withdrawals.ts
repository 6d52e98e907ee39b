import { Type, type Static, type TSchema } from 'typebox';
import { LanguageTextsSchema } from './language-texts.ts';
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

/** A bank of the brand's list: players pick their payout account's bank from it (codes like KBANK). */
export const BANK_CODE_PATTERN = '^[A-Z0-9_]{2,16}$';
export const BANK_NAME_MAX = 80;
export const MAX_BANKS = 60;
export const WithdrawalBankSchema = Type.Object(
  {
    code: Type.String({ pattern: BANK_CODE_PATTERN }),
    /** EN is required; CN and TH fall back to it. */
    names: LanguageTextsSchema(BANK_NAME_MAX),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type WithdrawalBank = Static<typeof WithdrawalBankSchema>;
/** A bank as the player's form offers it: only enabled banks are sent. */
export const BankChoiceSchema = Type.Object({
  code: Type.String(),
  names: LanguageTextsSchema(BANK_NAME_MAX),
});
export type BankChoice = Static<typeof BankChoiceSchema>;

export const PayoutAccountCreateSchema = Type.Object({
  bankCode: Type.String({ pattern: BANK_CODE_PATTERN }),
  accountNumber: Type.String({ pattern: '^[0-9 -]{6,34}$' }),
  accountName: Type.String({ minLength: 1, maxLength: 80 }),
});
export type PayoutAccountCreate = Static<typeof PayoutAccountCreateSchema>;

export const PayoutAccountSchema = Type.Object({
  id: Type.String(),
  /** The bank's English name when the account was added; `bankNames` has it in every language. */
  bankName: Type.String(),
  bankNames: LanguageTextsSchema(BANK_NAME_MAX),
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
  /** The banks a new payout account can be at. */
  banks: Type.Array(BankChoiceSchema),
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
  banks: Type.Array(WithdrawalBankSchema),
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
    /** The whole bank list, replacing the one before. */
    banks: Type.Optional(Type.Array(WithdrawalBankSchema, { maxItems: MAX_BANKS })),
  },
  // A change of nothing is refused, as every other PATCH does: it would only write an audit row of no change.
  { additionalProperties: false, minProperties: 1 },
);
export type WithdrawalSettingsPatch = Static<typeof WithdrawalSettingsPatchSchema>;
