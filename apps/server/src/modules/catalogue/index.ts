export { catalogueRoutes } from './routes.ts';
export { lobbyRoutes } from './lobby-routes.ts';
export { catalogueAdminRoutes } from './admin-routes.ts';
export { Lobby, languageOf } from './lobby.ts';
export type { Language } from './snapshot.ts';
export { countGames, insertCatalogue, playableGames } from './repository.ts';
export { generateDemoCatalogue } from './demo/generate.ts';
export { DEMO_VENDORS } from './demo/vendors.ts';
export { seedDemoBanners } from './demo/banners.ts';
export {
  connectedVendorIds,
  countVendorGames,
  findGameWithVendor,
  findVendor,
  findVendorKey,
  insertVendor,
  listVendorsWithCounts,
  nextSortOrder,
  transferWalletVendors,
  updateVendor,
  vendorNamesOf,
  type TransferWalletVendor,
  type VendorRow,
  type VendorWithCount,
} from './vendor-repository.ts';
export { setTheoreticalRtp, type TheoreticalRtp } from './theoretical-rtp.ts';
export { touchRecentGame } from './lobby-repository.ts';
export {
  gameKey,
  gameNamesOf,
  gamesWithVendorNames,
  jackpotGameIds,
  joinGameByCode,
  vendorNames,
  type GameNames,
} from './game-facts.ts';
