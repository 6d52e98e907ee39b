export { vendorAdminRoutes } from './routes.ts';
export { listVendors, onboardVendor, rotateVendorSecret, toVendorAdmin } from './commands.ts';
export {
  fillLaunchUrl,
  launchUrlProblem,
  LAUNCH_PLACEHOLDERS,
  signLaunchOrigin,
  type LaunchValues,
} from './launch-url.ts';
export { findVendor, type VendorRow } from '../catalogue/index.ts';
export { transferEndpoint, transferUrlProblem, type TransferCall } from './transfer-url.ts';
export { newVendorSecret, openVendorSecret, vendorSecretBox, VENDOR_SECRET_PURPOSE } from './secrets.ts';
export { inMaintenanceWindow, isConnected, isVendorPlayable } from './status.ts';
export { onVendorKeyChange } from './key-changes.ts';
