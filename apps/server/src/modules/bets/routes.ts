import {
  BetPageSchema,
  BetQuerySchema,
  LatestWinSchema,
  ProblemSchema,
  ProfitQuerySchema,
  ProfitSchema,
  WinnerSchema,
  WinnersQuerySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { latestWinsOf } from './latest-wins.ts';
import { listBets, profitOf, winnersBoard } from './queries.ts';

const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema };

export const betRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const member = requirePlayer(db);
  const winners = winnersBoard(db);

  app.get(
    '/api/v1/bets',
    {
      schema: {
        tags: ['games'],
        summary: "Betting record: the player's rounds, newest first (days in the brand's time zone)",
        querystring: BetQuerySchema,
        response: { 200: BetPageSchema, ...problems },
      },
      preHandler: member,
    },
    async (request) => listBets(db, currentPlayer(request), request.brand, request.query),
  );

  app.get(
    '/api/v1/profit',
    {
      schema: {
        tags: ['games'],
        summary: 'Personal profit and loss of the rounds settled in the period, in total and per game type',
        querystring: ProfitQuerySchema,
        response: { 200: ProfitSchema, ...problems },
      },
      preHandler: member,
    },
    async (request) => profitOf(db, currentPlayer(request), request.brand, request.query),
  );

  app.get(
    '/api/v1/winners',
    {
      schema: {
        tags: ['games'],
        summary: 'Winners board: the biggest wins of the last 7 days, names masked',
        querystring: WinnersQuerySchema,
        response: { 200: Type.Array(WinnerSchema), 400: ProblemSchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'public, max-age=30').send(await winners(request.brand, request.query)),
  );

  app.get(
    '/api/v1/wins/latest',
    {
      schema: {
        tags: ['games'],
        summary:
          "The brand's latest notable wins, newest first, names masked; the socket's `wins` event adds more",
        response: { 200: Type.Array(LatestWinSchema) },
      },
    },
    async (request) => latestWinsOf(db, request.brand.id),
  );
};
