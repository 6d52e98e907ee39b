export {
  authenticate,
  placeBet,
  readBalance,
  rollbackBet,
  settleWin,
  tokenHashOf,
  type CallingVendor,
} from './commands.ts';
export type { WalletOutcome } from './outcome.ts';
export { MAX_BET_MAJOR_UNITS } from './answers.ts';
export { PUSH_GAME_TYPES, validBetOf } from './valid-bet.ts';
export { callBatchStats, reportUnexpectedBatchFailures } from './batched-calls.ts';
export { insertLaunchSession, roundCallbacks } from './repository.ts';
