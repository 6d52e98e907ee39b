export { playerRoutes } from './routes.ts';
export { sessionForToken } from './sessions.ts';
export { playerAdminRoutes } from './admin-routes.ts';
export { securityCentreRoutes } from './security-routes.ts';
