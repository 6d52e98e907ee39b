import { AuditChainVerdictSchema, AuditEntrySchema, PageOf, PageQuerySchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/client.ts';
import { requireOperator } from '../operators/index.ts';
import { listAudit } from './repository.ts';
import { verifyAuditChain } from './verify.ts';

export const auditRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/admin-api/v1/audit',
    {
      schema: {
        tags: ['operator'],
        summary: 'Audit log, newest first',
        querystring: PageQuerySchema,
        response: { 200: PageOf(AuditEntrySchema) },
      },
      preHandler: requireOperator(db),
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
      preHandler: requireOperator(db),
    },
    async (request) => verifyAuditChain(db, request.brand.id),
  );
};
