export { siteRoutes } from './routes.ts';
export { buildSite, systemStatus } from './build-site.ts';
