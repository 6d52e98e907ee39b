export { promotionRoutes } from './routes.ts';
export { seedDemoPromotions } from './demo.ts';
