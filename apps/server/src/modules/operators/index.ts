export { requireOperator, currentOperator } from './auth.ts';
export { ensureOwnerOperator } from './commands.ts';
export { operatorRoutes } from './routes.ts';
