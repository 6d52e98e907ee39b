// The rebates module: rate(game type, VIP level) × valid bet per brand-local day, paid as a bonus by a daily
// run, or claimed early by the player where manual rebate is on (DOMAIN.md "Rebates", ADR 0031).
export { rebateRoutes } from './routes.ts';
export { rebateDailyRun, REBATE_RUN_KIND } from './run.ts';
export { claimRebate } from './claim.ts';
