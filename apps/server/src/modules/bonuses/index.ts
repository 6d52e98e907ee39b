// The bonuses module: bonuses credited with a wagering requirement, counted down by the rounds stream
// (DOMAIN.md "Bonuses and wagering", ADR 0028). Promotions, rebates and VIP grant through `grantBonus`.
export { grantBonus, type BonusRow, type GrantBonusProps, type GrantedBonus } from './grant.ts';
export { openMaxStakeOf, requireWageringDone, stakeWithinBonusLimits, wageringOf } from './queries.ts';
export { updateWagering, wageringJob, WAGERING_CONSUMER } from './wagering.ts';
export { bonusRoutes } from './routes.ts';
export { bonusAdminRoutes } from './admin-routes.ts';
