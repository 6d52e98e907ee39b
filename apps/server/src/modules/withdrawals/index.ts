export { withdrawalRoutes } from './routes.ts';
export { withdrawalAdminRoutes } from './admin-routes.ts';
export { withdrawalAutoReceiptRun } from './auto-receipt.ts';
export { addPayoutAccount, payoutNamesOf } from './payout-accounts.ts';
export { requestWithdrawal, type DailyCountOf } from './request.ts';
export { readRules as readWithdrawalRules } from './settings.ts';
export { reviewWithdrawal } from './review.ts';
export { paidWithdrawalsByDay, pendingWithdrawalCount } from './figures.ts';
