export { betRoutes } from './routes.ts';
export { betAdminRoutes } from './admin-routes.ts';
export { ggrReport, listBets, listRounds, lookupRound, profitOf, winnersBoard } from './queries.ts';
export { maskUsername } from './views.ts';
