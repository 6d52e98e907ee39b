import { OutboxMessageSchema, type OperatorRole } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { ROLES_THAT_SEE_CODES } from './outbox-masking.ts';
import { listOutbox } from './outbox.ts';

export const messagingAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/admin-api/v1/outbox',
    {
      schema: {
        tags: ['operator'],
        summary: 'SMS and e-mail messages sent or held, with their delivery status; codes masked for support',
        querystring: Type.Object({
          to: Type.Optional(Type.String({ maxLength: 200 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
        }),
        response: {
          200: Type.Array(OutboxMessageSchema),
        },
      },
      preHandler: requireOperator(db, ['owner', 'admin', 'support']),
    },
    async (request) =>
      listOutbox(db, {
        brandId: request.brand.id,
        to: request.query.to?.trim() || undefined,
        limit: request.query.limit ?? 200,
        showSecrets: ROLES_THAT_SEE_CODES.includes(currentOperator(request).role as OperatorRole),
      }),
  );
};
