export { requireOperator, currentOperator } from './auth.ts';
export { ensureOwnerOperator } from './manage.ts';
export { operatorRoutes } from './routes.ts';
export type { OperatorRow } from './repository.ts';
