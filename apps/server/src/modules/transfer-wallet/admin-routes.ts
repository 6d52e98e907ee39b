import { ProblemSchema, VendorTransferPageSchema, VendorTransferQuerySchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/client.ts';
import { requireOperator } from '../operators/index.ts';
import { listVendorTransfers } from './admin.ts';

export const transferWalletAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  // Who answers players' "where is my money" questions, as with the round lookup.
  const support = requireOperator(db, ['owner', 'admin', 'finance', 'support']);

  app.get(
    '/admin-api/v1/vendor-transfers',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Transfers to and from transfer-wallet vendors, newest first, with the retry state of pending ones; q finds a transfer id, a username or a player id',
        querystring: VendorTransferQuerySchema,
        response: {
          200: VendorTransferPageSchema,
          400: ProblemSchema,
          401: ProblemSchema,
          403: ProblemSchema,
        },
      },
      preHandler: support,
    },
    async (request) => listVendorTransfers(db, request.brand, request.query),
  );
};
