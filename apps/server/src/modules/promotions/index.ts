export { promotionRoutes } from './routes.ts';
