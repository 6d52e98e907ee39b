import {
  LotteryCurrentIssueSchema,
  LotteryGameParamsSchema,
  LotteryGameSchema,
  LotteryGamesQuerySchema,
  LotteryPlaySchema,
  LotteryPlaysQuerySchema,
  LotteryResultsPageSchema,
  LotteryResultsQuerySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { currentIssue, lotteryGames, lotteryPlays, lotteryResults } from './queries.ts';
import { languageOf } from './views.ts';

/**
 * The lottery's public reads (API.md "Lottery"): games, results with their seeds, plays and the issue on sale.
 * They need no sign-in: the results and the verifier are for anyone; buying (later) needs a member.
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
      lotteryPlays(db, request.params.gameCode, languageOf(request.query.language, request.brand)),
  );

  app.get(
    '/api/v1/lottery/games/:gameCode/issues/current',
    {
      schema: {
        tags: ['lottery'],
        summary: 'The issue on sale (close and draw instants, seed hash) and the last drawn one',
        params: LotteryGameParamsSchema,
        response: { 200: LotteryCurrentIssueSchema },
      },
    },
    async (request) => currentIssue(db, request.params.gameCode),
  );
};
