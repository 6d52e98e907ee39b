export { requireOperator, currentOperator } from './auth-http.ts';
export { ensureOwnerOperator, ensureStudioOperator, findFirstOwner, STUDIO_OPERATOR } from './manage.ts';
export { operatorRoutes } from './routes.ts';
export type { OperatorRow } from './repository.ts';
export { CONTRACT_CHANGERS, CONTRACT_READERS, SETTLEMENT_READERS, SETTLEMENT_RUNNERS } from './roles.ts';
