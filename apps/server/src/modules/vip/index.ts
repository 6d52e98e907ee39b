// The VIP module: a brand's ladder of levels, players' levels moved up by a daily evaluation run with an
// upgrade bonus once per level (DOMAIN.md "VIP, points", ADR 0031). Rebates read each level's rates here.
export { vipAdminRoutes, vipRoutes } from './routes.ts';
export { vipEvaluationRun, VIP_EVALUATION_KIND } from './evaluation.ts';
export { rebateTermsOf, vipDailyWithdrawals, vipFactOf, type RebateTerms } from './status.ts';
export { saveProgramme } from './commands.ts';
export { playerLevel } from './levels.ts';
export { DEMO_VIP, seedDemoVip } from './demo.ts';
