export { catalogueRoutes } from './routes.ts';
export { countGames, insertCatalogue, listCategories } from './repository.ts';
export { generateDemoCatalogue } from './demo/generate.ts';
