export { playerRoutes } from './routes.ts';
export { sessionForToken } from './sessions.ts';
