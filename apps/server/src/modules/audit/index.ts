export { recordAudit, listAudit, type AuditRecord } from './repository.ts';
export { changedKeys } from './diff.ts';
export { auditRoutes } from './routes.ts';
