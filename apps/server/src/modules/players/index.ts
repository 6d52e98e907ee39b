export { playerRoutes } from './routes.ts';
export { sessionForToken, type ClientInfo } from './sessions.ts';
export { playerAdminRoutes } from './admin-routes.ts';
export { securityCentreRoutes } from './security-routes.ts';
export { admitPlayer, checkPassword } from './sign-in.ts';
export { registerPlayer, type RegisterInput, type SocialRegistration } from './register.ts';
export { findPlayerById, type PlayerRow } from './repository.ts';
export { LoginAnswer, RegisterBody, SessionAnswer } from './schemas.ts';
