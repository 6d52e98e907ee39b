import { Type, type Static } from 'typebox';

/**
 * The vendor wallet protocol (API.md "Vendor wallet protocol", `/wallet-api/v1`): what outside vendors and the
 * studio send, signed with `X-Vendor-Id`, `X-Timestamp` (ms) and `X-Signature` (hex HMAC-SHA256 of
 * `"<timestamp>.<raw body>"`). Every answer is HTTP 200 with one of these statuses.
 */
export const WALLET_STATUSES = [
  'OK',
  'INVALID_SIGNATURE',
  'INVALID_REQUEST',
  'SESSION_EXPIRED',
  'PLAYER_NOT_FOUND',
  'PLAYER_BLOCKED',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_NOT_FOUND',
  'TRANSACTION_ROLLED_BACK',
  'CURRENCY_MISMATCH',
  'LIMIT_REACHED',
  /** The only status a vendor should retry as is: nothing was recorded. */
  'INTERNAL_ERROR',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

/** Printable ASCII only: ids are compared byte for byte and stored as text. */
const Id = Type.String({ pattern: '^[\\x20-\\x7E]{1,128}$' });
const Token = Type.String({ pattern: '^[\\x20-\\x7E]{1,200}$' });
const GameCode = Type.String({ pattern: '^[\\x20-\\x7E]{1,64}$' });
const PlayerId = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });
/** A decimal string with at most the currency's decimals ("12.50"); checked against the currency later. */
const Amount = Type.String({ pattern: '^[0-9]{1,18}(\\.[0-9]{1,8})?$' });
const CurrencyCode = Type.String({ pattern: '^[A-Z]{3}$' });

export const WalletAuthenticateSchema = Type.Object({ token: Token });
export const WalletBalanceRequestSchema = Type.Object({ playerId: PlayerId });
export const WalletBetSchema = Type.Object({
  playerId: PlayerId,
  sessionToken: Token,
  transactionId: Id,
  roundId: Id,
  gameCode: GameCode,
  amount: Amount,
  currency: CurrencyCode,
});
export const WalletWinSchema = Type.Object({
  playerId: PlayerId,
  transactionId: Id,
  roundId: Id,
  gameCode: GameCode,
  /** May be "0.00": a lost round is closed by a win of nothing. */
  amount: Amount,
  currency: CurrencyCode,
  roundClosed: Type.Boolean(),
});
export const WalletRollbackSchema = Type.Object({
  playerId: PlayerId,
  transactionId: Id,
  referenceTransactionId: Id,
  roundId: Id,
});
export type WalletAuthenticate = Static<typeof WalletAuthenticateSchema>;
export type WalletBalanceRequest = Static<typeof WalletBalanceRequestSchema>;
export type WalletBet = Static<typeof WalletBetSchema>;
export type WalletWin = Static<typeof WalletWinSchema>;
export type WalletRollback = Static<typeof WalletRollbackSchema>;

export const WalletAnswerSchema = Type.Object({
  status: Type.Enum(WALLET_STATUSES),
  balance: Type.Optional(Type.String()),
  currency: Type.Optional(Type.String()),
});
export const WalletAuthenticateAnswerSchema = Type.Object({
  status: Type.Enum(WALLET_STATUSES),
  playerId: Type.Optional(Type.String()),
  currency: Type.Optional(Type.String()),
  balance: Type.Optional(Type.String()),
  nickname: Type.Optional(Type.String()),
});
export type WalletAnswer = Static<typeof WalletAnswerSchema>;
export type WalletAuthenticateAnswer = Static<typeof WalletAuthenticateAnswerSchema>;

/**
 * What we send a transfer-wallet vendor (ADR 0008), signed exactly like the wallet protocol's calls to us:
 * `POST <transferUrl>/transfer-in` (credit the player there) and `/transfer-out` (debit), the same `transferId`
 * on every retry; `/transfer-status` asks how a transfer ended; `/balance` what the player holds there.
 */
export const VendorTransferRequestSchema = Type.Object({
  transferId: Type.String(),
  playerId: PlayerId,
  amount: Amount,
  currency: CurrencyCode,
});
export const VendorTransferStatusRequestSchema = Type.Object({ transferId: Type.String() });
export const VendorBalanceRequestSchema = Type.Object({ playerId: PlayerId, currency: CurrencyCode });
/** `/transfer-status`: `OK` with the status the transfer got, or `TRANSACTION_NOT_FOUND` (never to be applied). */
export const VendorTransferStatusAnswerSchema = Type.Object({
  status: Type.Enum(WALLET_STATUSES),
  transferStatus: Type.Optional(Type.Enum(WALLET_STATUSES)),
  balance: Type.Optional(Type.String()),
  currency: Type.Optional(Type.String()),
});
export type VendorTransferRequest = Static<typeof VendorTransferRequestSchema>;
export type VendorTransferStatusRequest = Static<typeof VendorTransferStatusRequestSchema>;
export type VendorBalanceRequest = Static<typeof VendorBalanceRequestSchema>;
export type VendorTransferStatusAnswer = Static<typeof VendorTransferStatusAnswerSchema>;
