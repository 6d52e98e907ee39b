export { playerRoutes } from './routes.ts';
export { clientInfoOf, openSession, sessionForToken, type ClientInfo } from './sessions.ts';
export { playerAdminRoutes } from './admin-routes.ts';
export { securityCentreRoutes } from './security-routes.ts';
export { currentPlayer, optionalPlayer, requirePlayer } from './session-http.ts';
export {
  joinPlayer,
  playerIdsNamed,
  playerIdsBornIn,
  playerIdsNamedFrom,
  playerNotFrozen,
  usernamesByIds,
} from './directory.ts';
export {
  findPlayerById,
  findPlayerByUsername,
  findPlayersByIds,
  setUpline,
  type PlayerRow,
} from './repository.ts';
export { AGENT_TYPES, PLAYER_TYPES } from './schema.ts';
export { admitPlayer, checkPassword } from './sign-in.ts';
export { completeLogin } from './complete-login.ts';
export { registerPlayer, type RegisterInput, type SocialRegistration } from './register.ts';
export { LoginAnswer, RegisterBody, SessionAnswer } from './schemas.ts';
export { SHORT_FORM_REGISTRATION_RULES } from './registration-rules.ts';
export { DEMO_PLAYER, hasDemoPlayer, seedDemoPlayer } from './demo.ts';
export { registrationsByDay } from './figures.ts';
export { referredPlayersSince, sharedAccessOf, type ReferredPlayer } from './referred.ts';
export { freezeByRule, isBelow, setTeamFreezes, teamFreezesOf } from './team-controls.ts';
export { listTeamAccounts, joinedByDay, type TeamListFilter } from './team-directory.ts';
export { setPaymentPassword } from './security-centre.ts';
export { hasAnyTag, setPlayerTags } from './tags.ts';
export { checkCredentials, makeAgent, openTeamAccount, teamAccountPasswordHash } from './team-accounts.ts';
export { NO_MEMBER_FACTS, type MemberFacts, type MemberFactsReader } from './user.ts';
