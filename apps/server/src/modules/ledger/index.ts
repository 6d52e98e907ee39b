export { checkLedger, type LedgerCheck, type LedgerTotals } from './check.ts';
export {
  accountRecord,
  cashBalancesOf,
  paidByDay,
  joinCashAccount,
  playerBalance,
  transfersByIds,
  transfersRelation,
  type AccountRecordRow,
  type TransferRow,
  type WalletBalance,
} from './queries.ts';
export {
  HOUSE_SHARDS,
  insufficientFunds,
  PLAYER_ACCOUNT_KINDS,
  type AccountRef,
  type HouseCode,
  type PlayerAccountKind,
  type PlayerBalance,
  type TransferKind,
  type TransferProps,
  type TransferResult,
} from './accounts.ts';
export {
  postTransfers,
  type Follower,
  type PostedTransfers,
  type PostEachOptions,
  type PostOptions,
  type Posted,
  type TransferColumns,
  type Value,
  type ValueType,
} from './post.ts';
export { debtAccount, debtsOf, postSplitByDebts, wholeParts, type DebtParts } from './debts.ts';
export { resolvePendingTransfer } from './resolve.ts';
export { foldHouseSide, foldHouseSideJob, FOLDED_SHARD } from './house-fold.ts';
