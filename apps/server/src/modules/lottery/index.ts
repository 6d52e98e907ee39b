// The lottery module: games, their issues, the verifiable draw engine, tickets, risk and settlement (DOMAIN.md "Lottery", ADRs 0033, 0034).
// The rules are pure in @croupier/lottery; this module keeps the state: games, issues, seeds and results.
export { lotteryRoutes } from './routes.ts';
export { lotteryAdminRoutes } from './admin-routes.ts';
export { lotteryDrawJob, runDrawEngine, type DrawEngine } from './engine.ts';
export { createGame, ensurePlatformGames, lotterySeedBox } from './games.ts';
export { PLATFORM_GAMES, type GameDefinition } from './platform-games.ts';
export { voidIssue } from './void.ts';
export { placeLotteryBet } from './buy.ts';
export { currentIssue as currentLotteryIssue } from './queries.ts';
export { DEFAULT_SETTINGS as DEFAULT_LOTTERY_SETTINGS, toSettingsView } from './settings.ts';
export { issueOutcomes, lotterySettlementJob, runSettlement, settleIssueBatch } from './settle.ts';
