export { withdrawalRoutes } from './routes.ts';
export { withdrawalAdminRoutes } from './admin-routes.ts';
export { withdrawalAutoReceiptRun } from './auto-receipt.ts';
export { paidWithdrawalsByDay, pendingWithdrawalCount } from './figures.ts';
