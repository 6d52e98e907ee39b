// The prize wheel (DOMAIN.md "Promotions", ADR 0041): spins earned by deposits and valid bet, weighted draws
// by rejection sampling, prizes paid once through the ledger.
export { prizeWheelRoutes } from './routes.ts';
export { creditWheelSpins, wheelSpinsJob, WHEEL_BET_CONSUMER, WHEEL_DEPOSIT_CONSUMER } from './earning.ts';
export { createWheel } from './admin-commands.ts';
export { spinWheel } from './spins.ts';
export { drawSegment, expectedCostPerSpin } from './draw.ts';
export { seedDemoSpins, seedDemoWheel } from './demo.ts';
