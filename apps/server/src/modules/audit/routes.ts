import { AuditChainVerdictSchema, AuditEntrySchema, PageOf, PageQuerySchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/client.ts';
import type { AuthGuard } from '../../platform/auth-guards.ts';
import { listAudit } from './repository.ts';
import { verifyAuditChain } from './verify.ts';

/**
 * The operators module records audit rows, so it sits above this one: its sign-in guard comes in as an
 * option (`operatorGuard`) rather than as an import.
 */
export const auditRoutes: FastifyPluginAsyncTypebox<{ db: Database; operatorGuard: AuthGuard }> = async (
  app,
  { db, operatorGuard },
) => {
  app.get(
    '/admin-api/v1/audit',
    {
      schema: {
        tags: ['operator'],
        summary: 'Audit log, newest first',
        querystring: PageQuerySchema,
        response: { 200: PageOf(AuditEntrySchema) },
      },
      preHandler: operatorGuard,
    },
    async (request) => listAudit(db, request.brand.id, request.query.page ?? 1, request.query.pageSize ?? 20),
  );

  app.get(
    '/admin-api/v1/audit/verify',
    {
      schema: {
        tags: ['operator'],
        summary: "Recomputes the hash chain of the brand's audit log and names the first broken row",
        response: { 200: AuditChainVerdictSchema },
      },
      preHandler: operatorGuard,
    },
    async (request) => verifyAuditChain(db, request.brand.id),
  );
};
