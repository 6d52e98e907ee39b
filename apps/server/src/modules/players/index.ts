export { playerRoutes } from './routes.ts';
export { sessionForToken } from './sessions.ts';
export { playerAdminRoutes } from './admin-routes.ts';
export { securityCentreRoutes } from './security-routes.ts';
export { currentPlayer, requirePlayer } from './sessions.ts';
export type { PlayerRow } from './repository.ts';
export { findPlayerById, findPlayerByUsername } from './repository.ts';
export { AGENT_TYPES, PLAYER_TYPES } from './schema.ts';
