import { Type, type Static } from 'typebox';
import { TRANSACTION_TYPES } from './constants.ts';
import { PageQuerySchema } from './page.ts';

/** A positive decimal string ("1234.50"); the server checks its decimals against the brand's currency. */
export const AmountSchema = Type.String({ pattern: '^[0-9]{1,15}(\\.[0-9]{1,8})?$', maxLength: 24 });
/** A signed decimal string, for operator adjustments (negative debits). */
export const SignedAmountSchema = Type.String({ pattern: '^-?[0-9]{1,15}(\\.[0-9]{1,8})?$', maxLength: 25 });

/** `GET /api/v1/wallet`: available = balance − locked (held by pending withdrawals). */
export const WalletSchema = Type.Object({
  currency: Type.String(),
  balance: Type.String(),
  available: Type.String(),
  locked: Type.String(),
});
export type Wallet = Static<typeof WalletSchema>;

/** A day (2026-11-22, in the brand's time zone) or an instant (ISO 8601). */
export const DateOrInstantSchema = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9:.]+(Z|[+-][0-9]{2}:[0-9]{2}))?$',
  maxLength: 40,
});

export const AccountRecordQuerySchema = Type.Intersect([
  PageQuerySchema,
  Type.Object({
    from: Type.Optional(DateOrInstantSchema),
    to: Type.Optional(DateOrInstantSchema),
    type: Type.Optional(Type.Enum(TRANSACTION_TYPES)),
    /** Language of the game names (EN by default). */
    language: Type.Optional(Type.String({ pattern: '^(EN|CN|TH)$' })),
  }),
]);
export type AccountRecordQuery = Static<typeof AccountRecordQuerySchema>;

/** One line of the account record (spec `transactionHistory`). */
export const AccountRecordItemSchema = Type.Object({
  id: Type.String(),
  createdAt: Type.String(),
  type: Type.Enum(TRANSACTION_TYPES),
  amount: Type.String(),
  balanceAfter: Type.String(),
  reference: Type.String(),
  remark: Type.String(),
  /** The game a bet, win or rollback belongs to, named in the asked language; null for other movements. */
  game: Type.Union([Type.Object({ name: Type.String(), vendor: Type.String() }), Type.Null()]),
});
export type AccountRecordItem = Static<typeof AccountRecordItemSchema>;

// Transfers between players ---------------------------------------------------------------------------------

/** `POST /api/v1/transfers`: `to` is the receiving account's username (a direct downline or the upline). */
export const TransferCreateSchema = Type.Object({
  to: Type.String({ minLength: 1, maxLength: 64 }),
  amount: AmountSchema,
  paymentPassword: Type.String({ minLength: 1, maxLength: 200 }),
});
export type TransferCreate = Static<typeof TransferCreateSchema>;
export const TransferCreatedSchema = Type.Object({ id: Type.String() });
export type TransferCreated = Static<typeof TransferCreatedSchema>;

/**
 * `GET /api/v1/transfers/targets`: whom the player may send to. Every account may pay its direct upline;
 * `team` says the account is an agent and may also pay anyone in its team, named by account.
 */
export const TransferTargetsSchema = Type.Object({
  upline: Type.Union([Type.Object({ account: Type.String() }), Type.Null()]),
  team: Type.Boolean(),
});
export type TransferTargets = Static<typeof TransferTargetsSchema>;
export const LedgerCheckSchema = Type.Object({
  balanced: Type.Boolean(),
  /** `code` is stable for translation; `rule` says it in English for logs and unknown codes. */
  problems: Type.Array(Type.Object({ code: Type.String(), rule: Type.String(), count: Type.String() })),
  totals: Type.Array(
    Type.Object({
      currency: Type.String(),
      playerBalances: Type.String(),
      locked: Type.String(),
      house: Type.Record(Type.String(), Type.String()),
      transfers: Type.String(),
      entries: Type.String(),
    }),
  ),
});
export type LedgerCheckAnswer = Static<typeof LedgerCheckSchema>;
