import { OutboxMessageSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { requireOperator } from '../operators/index.ts';
import { listOutbox } from './outbox.ts';

export const messagingAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/admin-api/v1/outbox',
    {
      schema: {
        tags: ['operator'],
        summary: 'SMS and e-mail messages sent or held, with their delivery status',
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
      listOutbox(db, request.brand.id, request.query.to?.trim() || undefined, request.query.limit ?? 200),
  );
};
