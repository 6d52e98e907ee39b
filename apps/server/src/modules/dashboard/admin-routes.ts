import { DashboardSchema, ProblemSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/client.ts';
import { requireOperator } from '../operators/index.ts';
import { dashboardOf } from './figures.ts';

export const dashboardAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  // Money in and out and GGR are revenue figures: the GGR report's readers.
  const finance = requireOperator(db, ['owner', 'admin', 'finance']);

  app.get(
    '/admin-api/v1/dashboard',
    {
      schema: {
        tags: ['operator'],
        summary:
          "The console's home: the last 14 days (brand time zone) of deposits, withdrawals, GGR and new players, and the review queues",
        response: { 200: DashboardSchema, 401: ProblemSchema, 403: ProblemSchema },
      },
      preHandler: finance,
    },
    async (request) => dashboardOf(db, request.brand),
  );
};
