import {
  AdjustmentRejectSchema,
  AdjustmentRequestQuerySchema,
  AdjustmentRequestSchema,
  PageOf,
  ProblemSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { decideAdjustment, listAdjustmentRequests } from './adjustment-requests.ts';
import { pushAnswer } from './balance-push.ts';
import { IdempotencyHeader, idempotentRequest } from '../../platform/idempotency-key.ts';
import { runIdempotent, STATUS_OF_OUTCOME } from '../../platform/idempotent-requests.ts';

const Id = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });

/** Manual adjustments above the brand's threshold, waiting for (or decided by) a second operator. */
export const adjustmentRequestRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  realtime: Realtime;
}> = async (app, { db, realtime }) => {
  // The roles that may adjust are the roles that may approve: the second pair of eyes is another such operator.
  const finance = requireOperator(db, ['owner', 'admin', 'finance']);

  app.get(
    '/admin-api/v1/adjustment-requests',
    {
      schema: {
        tags: ['operator'],
        summary: 'Adjustment requests, newest first; filter by status (pending ones await a second operator)',
        querystring: AdjustmentRequestQuerySchema,
        response: { 200: PageOf(AdjustmentRequestSchema) },
      },
      preHandler: finance,
    },
    async (request) => listAdjustmentRequests(db, request.brand, currentOperator(request), request.query),
  );

  const decisions = [
    {
      decision: 'approve' as const,
      summary: "Approve another operator's pending adjustment: the money moves now, once",
      body: Type.Object({}, { additionalProperties: false }),
    },
    {
      decision: 'reject' as const,
      summary: "Reject another operator's pending adjustment with a reason: no money moves",
      body: AdjustmentRejectSchema,
    },
  ];
  for (const { decision, summary, body } of decisions) {
    app.post(
      `/admin-api/v1/adjustment-requests/:id/${decision}`,
      {
        schema: {
          tags: ['operator'],
          summary,
          params: Type.Object({ id: Id }),
          headers: IdempotencyHeader,
          body,
          response: { 200: AdjustmentRequestSchema, 403: ProblemSchema, 409: ProblemSchema },
        },
        preHandler: finance,
      },
      async (request, reply) => {
        const { brand } = request;
        const operator = currentOperator(request);
        const id = BigInt(request.params.id);
        const once = idempotentRequest(
          request,
          brand.id,
          `operator:${operator.id}`,
          `POST /admin-api/v1/adjustment-requests/${id}/${decision}`,
        );
        const work = await decideAdjustment({
          brand,
          operator,
          id,
          decision,
          reason: (request.body as { reason?: string } | undefined)?.reason,
          ip: request.ip,
        });
        const answer = pushAnswer(realtime, await runIdempotent(db, once, work), brand.currencyCode);
        return reply.code(STATUS_OF_OUTCOME[answer.outcome] as 200).send(answer.body);
      },
    );
  }
};
