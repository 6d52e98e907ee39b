import {
  LotteryAdminGameSchema,
  LotteryAdminIssuesPageSchema,
  LotteryGameInputSchema,
  LotteryGameParamsSchema,
  LotteryIssueParamsSchema,
  LotteryVoidResultSchema,
  LotteryVoidSchema,
  LotteryExposureSchema,
  LotteryGgrQuerySchema,
  LotteryGgrRowSchema,
  LotterySettingsSchema,
  PageQuerySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { adminIssueHistory, adminLotteryGames } from './queries.ts';
import { createGame, scheduleOf } from './games.ts';
import { readLotterySettings, toSettingsView, updateLotterySettings } from './settings.ts';
import { issueExposure, lotteryGgr } from './ticket-queries.ts';
import { toAdminGame } from './views.ts';
import { voidIssue } from './void.ts';

/**
 * The console's lottery: games with their schedule and issue on sale, each game's history, the void, the brand's
 * prize groups, odds and limits, the live exposure of an issue and the lottery's GGR.
 */
export const lotteryAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const readers = requireOperator(db, ['owner', 'admin', 'finance', 'support', 'viewer']);

  app.get(
    '/admin-api/v1/lottery/games',
    {
      schema: {
        tags: ['operator'],
        summary: 'Every lottery game with its schedule, the issue on sale and the last draw',
        response: { 200: Type.Array(LotteryAdminGameSchema) },
      },
      preHandler: readers,
    },
    async () => adminLotteryGames(db),
  );

  app.post(
    '/admin-api/v1/lottery/games',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Create a lottery game drawing from now on (its issues ahead are made by the draw engine); audited',
        body: LotteryGameInputSchema,
        response: { 201: LotteryAdminGameSchema },
      },
      preHandler: requireOperator(db, ['owner', 'admin']),
    },
    async (request, reply) => {
      const { gameCode, schedule, ...game } = request.body;
      const actor = { brand: request.brand, operator: currentOperator(request), ip: request.ip };
      const row = await createGame(db, actor, { ...game, code: gameCode, schedule: scheduleOf(schedule) });
      return reply.code(201).send(toAdminGame(row));
    },
  );

  app.get(
    '/admin-api/v1/lottery/games/:gameCode/issues',
    {
      schema: {
        tags: ['operator'],
        summary:
          'A game’s issues so far, newest first: status, seed hash, seed and numbers once drawn, voids',
        params: LotteryGameParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: LotteryAdminIssuesPageSchema },
      },
      preHandler: readers,
    },
    async (request) => {
      const { page = 1, pageSize = 20 } = request.query;
      return adminIssueHistory(db, {
        gameCode: request.params.gameCode,
        page,
        pageSize,
        brand: request.brand,
      });
    },
  );

  app.post(
    '/admin-api/v1/lottery/games/:gameCode/issues/:issueNo/void',
    {
      schema: {
        tags: ['operator'],
        summary: 'Void an issue that is not settled, with a reason; audited (its tickets are refunded)',
        params: LotteryIssueParamsSchema,
        body: LotteryVoidSchema,
        response: { 200: LotteryVoidResultSchema },
      },
      preHandler: requireOperator(db, ['owner', 'admin']),
    },
    async (request) =>
      voidIssue(
        db,
        { brand: request.brand, operator: currentOperator(request), ip: request.ip },
        { ...request.params, reason: request.body.reason },
      ),
  );

  const settingsEditors = requireOperator(db, ['owner', 'admin']);
  const riskReaders = requireOperator(db, ['owner', 'admin', 'finance']);
  const actorOf = (request: Parameters<typeof currentOperator>[0]) => ({
    brand: request.brand,
    operator: currentOperator(request),
    ip: request.ip,
  });

  app.get(
    '/admin-api/v1/lottery/settings',
    {
      schema: {
        tags: ['operator'],
        summary: 'The brand’s lottery settings: prize groups, odds and prices, limits and number caps',
        response: { 200: LotterySettingsSchema },
      },
      preHandler: readers,
    },
    async (request) =>
      toSettingsView(await readLotterySettings(db, request.brand.id), request.brand.currencyCode),
  );

  app.put(
    '/admin-api/v1/lottery/settings',
    {
      schema: {
        tags: ['operator'],
        summary: 'Save the brand’s lottery settings (tickets sold keep theirs); audited',
        body: LotterySettingsSchema,
        response: { 200: LotterySettingsSchema },
      },
      preHandler: settingsEditors,
    },
    async (request) =>
      updateLotterySettings(db, actorOf(request), {
        currencyCode: request.brand.currencyCode,
        settings: request.body,
      }),
  );

  app.get(
    '/admin-api/v1/lottery/games/:gameCode/issues/:issueNo/exposure',
    {
      schema: {
        tags: ['operator'],
        summary: 'Live exposure of an issue: the liability sold on each number against the cap',
        params: LotteryIssueParamsSchema,
        response: { 200: LotteryExposureSchema },
      },
      preHandler: riskReaders,
    },
    async (request) => issueExposure(db, { brand: request.brand, ...request.params }),
  );

  app.get(
    '/admin-api/v1/lottery/ggr',
    {
      schema: {
        tags: ['operator'],
        summary: 'Lottery GGR by brand-local day and game: stake, payout, rebates',
        querystring: LotteryGgrQuerySchema,
        response: { 200: Type.Array(LotteryGgrRowSchema) },
      },
      preHandler: riskReaders,
    },
    async (request) => lotteryGgr(db, { brand: request.brand, ...request.query }),
  );
};
