// The points mall (DOMAIN.md "VIP, points", ADR 0039): points earned from the rounds and money streams at the
// brand's rates, goods redeemed for them, and the console's goods, rates and exchange approvals.
export { pointRoutes } from './routes.ts';
export { pointAdminRoutes } from './admin-routes.ts';
export { pointsJob, updatePoints, POINTS_CONSUMERS } from './earning.ts';
export { seedDemoPoints, type DemoRedeemer } from './demo.ts';
