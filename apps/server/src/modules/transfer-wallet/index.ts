export { transferWalletRoutes } from './routes.ts';
export { transferWalletAdminRoutes } from './admin-routes.ts';
export { VENDOR_TRANSFER_JOB, vendorTransferJob } from './job.ts';
export { vendorCalls, type VendorCalls } from './vendor-calls.ts';
export { holdsPlayerMoney } from './repository.ts';
