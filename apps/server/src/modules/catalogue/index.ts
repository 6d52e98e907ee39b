export { catalogueRoutes } from './routes.ts';
export { lobbyRoutes } from './lobby-routes.ts';
export { catalogueAdminRoutes } from './admin-routes.ts';
export { Lobby, languageOf } from './lobby.ts';
export type { Language } from './snapshot.ts';
export { countGames, insertCatalogue, listCategories } from './repository.ts';
export { generateDemoCatalogue } from './demo/generate.ts';
export { DEMO_VENDORS } from './demo/vendors.ts';
export { seedDemoBanners } from './demo/banners.ts';
