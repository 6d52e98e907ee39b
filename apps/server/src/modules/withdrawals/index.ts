export { withdrawalRoutes } from './routes.ts';
export { withdrawalAdminRoutes } from './admin-routes.ts';
export { withdrawalAutoReceiptJob } from './auto-receipt.ts';
