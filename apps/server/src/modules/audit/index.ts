export { recordAudit, recordOperatorAudit, listAudit, type OperatorActor } from './repository.ts';
export type { AuditRecord } from './chain.ts';
export { changedKeys } from './diff.ts';
export { auditRoutes } from './routes.ts';
