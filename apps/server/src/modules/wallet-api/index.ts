export { walletApiRoutes, WALLET_API_PREFIX } from './routes.ts';
export { VENDOR_KEY_TTL_MS } from './vendor-keys.ts';
