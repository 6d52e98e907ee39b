export { socialRoutes, SOCIAL_PAGE } from './routes.ts';
export { socialAdminRoutes } from './admin-routes.ts';
