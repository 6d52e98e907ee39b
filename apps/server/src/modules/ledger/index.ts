export { checkLedger, type LedgerCheck, type LedgerTotals } from './check.ts';
export {
  forgetOldIdempotentRequests,
  runIdempotent,
  type IdempotentAnswer,
  type IdempotentWork,
} from './idempotent-requests.ts';
export { accountRecord, playerBalance, type AccountRecordRow, type WalletBalance } from './queries.ts';
export {
  HOUSE_SHARDS,
  holdTransfer,
  idempotencyConflict,
  insufficientFunds,
  postTransfer,
  resolvePendingTransfer,
  type AccountRef,
  type HouseCode,
  type PlayerBalance,
  type TransferKind,
  type TransferProps,
  type TransferResult,
} from './transfers.ts';
export { postTransferBatch, type BatchFollowUp, type BatchedTransfer } from './transfer-batch.ts';
export { constraintOf, postTransferWith, type FollowUp } from './transfer-with.ts';
export { foldHouseSide, foldHouseSideJob, FOLDED_SHARD } from './house-fold.ts';
