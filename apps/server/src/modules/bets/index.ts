export { betRoutes } from './routes.ts';
export { betAdminRoutes } from './admin-routes.ts';
export {
  ggrReport,
  listBets,
  listRounds,
  listTeamBets,
  lookupRound,
  profitOf,
  winnersBoard,
} from './queries.ts';
export { maskUsername } from './views.ts';
export { hasOpenRounds, playersWithOpenRounds, settledStakeOfGames } from './repository.ts';
export { recordGames } from './record-games.ts';
export { gameRounds, PRODUCTS, type Product } from './schema.ts';
export {
  consumeAll,
  consumeBatch,
  consumerEffectKey,
  cursorOf,
  streamAfter,
  ROUNDS_STREAM,
  MONEY_STREAM,
} from './stream.ts';
export type { StreamBatch, StreamPosition, StreamSource } from './stream.ts';
export {
  localHourStart,
  moneyOfKind,
  playerMoneyOf,
  statsJob,
  updateStats,
  STATS_CONSUMERS,
} from './stats.ts';
export {
  joinRoundById,
  joinRoundByRef,
  openOrGrowRound,
  payRound,
  payRounds,
  playedRoundsAt,
  unstakeRound,
  type ValidBetSql,
} from './round-writes.ts';
export {
  cancelProductRounds,
  openProductRounds,
  settleProductRounds,
  type ProductRounds,
} from './product-rounds.ts';
export { latestWinsJob, updateLatestWins, WINS_CONSUMER } from './latest-wins.ts';
export { netLossesOf, playByDay } from './figures.ts';
export {
  depositsByPlayer,
  lastDepositAt,
  lastPlayAt,
  playByPlayer,
  validBetByPlayer,
  type PlayRange,
  type RewardRange,
} from './reward-totals.ts';
