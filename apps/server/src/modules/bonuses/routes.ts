import { BonusItemSchema, BonusListQuerySchema, PageOf, WageringSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/client.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { listPlayerBonuses, wageringOf } from './queries.ts';

/** The player's bonus details and wagering (API.md "Promotions and rewards"). */
export const bonusRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const member = requirePlayer(db);

  app.get(
    '/api/v1/bonuses',
    {
      schema: {
        tags: ['promotions'],
        summary:
          'The player’s bonuses, newest first, each with its wagering requirement, what is left and status',
        querystring: BonusListQuerySchema,
        response: { 200: PageOf(BonusItemSchema) },
      },
      preHandler: member,
    },
    async (request) =>
      listPlayerBonuses(db, {
        brand: request.brand,
        playerId: currentPlayer(request).id,
        query: request.query,
      }),
  );

  app.get(
    '/api/v1/wagering',
    {
      schema: {
        tags: ['promotions'],
        summary:
          'Open wagering requirements, oldest first, and the total left; withdrawals wait until it is 0',
        response: { 200: WageringSchema },
      },
      preHandler: member,
    },
    async (request) => wageringOf(db, request.brand, currentPlayer(request).id),
  );
};
