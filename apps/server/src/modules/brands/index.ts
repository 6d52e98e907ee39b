export { registerBrandResolution, hostName, trustedOrigin } from './http.ts';
export { applyBrandPatch, toBrandSettings } from './settings.ts';
export {
  findBrandById,
  findBrandForHost,
  holdBrandKey,
  joinBrand,
  insertBrand,
  countBrands,
  listBrandClocks,
  brandZonesRelation,
  type BrandClock,
} from './repository.ts';
export { defaultWhitelabel } from './defaults.ts';
export type { BrandRow } from './schema.ts';
export { forgetCachedBrands } from './brand-cache.ts';
export { adjustmentLimitsOf, type AdjustmentLimits } from './adjustment-limits.ts';
