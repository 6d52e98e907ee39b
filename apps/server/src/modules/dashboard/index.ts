export { dashboardAdminRoutes } from './admin-routes.ts';
