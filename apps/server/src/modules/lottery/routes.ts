import {
  LotteryBetResultSchema,
  LotteryBetSchema,
  LotteryCurrentIssueSchema,
  LotteryGameParamsSchema,
  LotteryGameSchema,
  LotteryGamesQuerySchema,
  LotteryPlaySchema,
  LotteryPlaysQuerySchema,
  LotteryResultParamsSchema,
  LotteryResultSchema,
  LotteryResultsPageSchema,
  LotteryResultsQuerySchema,
  LotteryTicketsPageSchema,
  LotteryTicketsQuerySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { IdempotencyHeader, idempotentRequest } from '../../platform/idempotency-key.ts';
import { runIdempotent, STATUS_OF_OUTCOME } from '../../platform/idempotent-requests.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { placeLotteryBet } from './buy.ts';
import { listTickets } from './ticket-queries.ts';
import { currentIssue, lotteryGames, lotteryPlays, lotteryResult, lotteryResults } from './queries.ts';
import { languageOf } from './views.ts';

/**
 * The lottery's public reads (API.md "Lottery"): games, results with their seeds, plays and the issue on sale.
 * The reads need no sign-in: the results and the verifier are for anyone. Buying and the tickets need a member
 * (trial accounts are refused).
 */
export const lotteryRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/v1/lottery/games',
    {
      schema: {
        tags: ['lottery'],
        summary: 'Lottery games of a prize mode (or all), each with the issue now on sale',
        querystring: LotteryGamesQuerySchema,
        response: { 200: Type.Array(LotteryGameSchema) },
      },
    },
    async (request) =>
      lotteryGames(db, {
        ...(request.query.prizeMode ? { prizeMode: request.query.prizeMode } : {}),
        language: languageOf(request.query.language, request.brand),
      }),
  );

  app.get(
    '/api/v1/lottery/results',
    {
      schema: {
        tags: ['lottery'],
        summary: 'A game’s drawn issues, newest first, with numbers, result and the seed behind each hash',
        querystring: LotteryResultsQuerySchema,
        response: { 200: LotteryResultsPageSchema },
      },
    },
    async (request) => {
      const { gameCode, page = 1, pageSize = 20 } = request.query;
      return lotteryResults(db, { gameCode, page, pageSize });
    },
  );

  app.get(
    '/api/v1/lottery/games/:gameCode/results/:issueNo',
    {
      schema: {
        tags: ['lottery'],
        summary:
          'One drawn issue: numbers, result, the seed hash committed before sales and the revealed seed',
        params: LotteryResultParamsSchema,
        response: { 200: LotteryResultSchema },
      },
    },
    async (request) => lotteryResult(db, request.params),
  );

  app.get(
    '/api/v1/lottery/games/:gameCode/plays',
    {
      schema: {
        tags: ['lottery'],
        summary: 'A game’s plays: selection format and example, price per note, odds or prize',
        params: LotteryGameParamsSchema,
        querystring: LotteryPlaysQuerySchema,
        response: { 200: Type.Array(LotteryPlaySchema) },
      },
    },
    async (request) =>
      lotteryPlays(db, {
        brandId: request.brand.id,
        gameCode: request.params.gameCode,
        language: languageOf(request.query.language, request.brand),
      }),
  );

  app.get(
    '/api/v1/lottery/games/:gameCode/issues/current',
    {
      schema: {
        tags: ['lottery'],
        summary:
          'The issue on sale (close and draw instants, seed hash), the last drawn one, and the numbers capped',
        params: LotteryGameParamsSchema,
        response: { 200: LotteryCurrentIssueSchema },
      },
    },
    async (request) => currentIssue(db, { brand: request.brand, gameCode: request.params.gameCode }),
  );

  const member = requirePlayer(db);

  app.post(
    '/api/v1/lottery/bets',
    {
      schema: {
        tags: ['lottery'],
        summary: 'Buy a slip of lines on an issue on sale: one ticket per line, one debit for the whole slip',
        headers: IdempotencyHeader,
        body: LotteryBetSchema,
        response: { 201: LotteryBetResultSchema },
      },
      preHandler: member,
    },
    async (request, reply) => {
      const { brand } = request;
      const player = currentPlayer(request);
      const once = idempotentRequest(request, brand.id, `player:${player.id}`, 'POST /api/v1/lottery/bets');
      const work = await placeLotteryBet(db, { brand, playerId: player.id, bet: request.body });
      const answer = await runIdempotent(db, once, work);
      return reply.code(STATUS_OF_OUTCOME[answer.outcome] as 201).send(answer.body);
    },
  );

  app.get(
    '/api/v1/lottery/tickets',
    {
      schema: {
        tags: ['lottery'],
        summary: 'The member’s tickets, newest first: status, win and rebate, the numbers drawn',
        querystring: LotteryTicketsQuerySchema,
        response: { 200: LotteryTicketsPageSchema },
      },
      preHandler: member,
    },
    async (request) => {
      const { gameCode, status, page = 1, pageSize = 20 } = request.query;
      return listTickets(db, {
        playerId: currentPlayer(request).id,
        ...(gameCode ? { gameCode } : {}),
        ...(status ? { status } : {}),
        page,
        pageSize,
      });
    },
  );
};
