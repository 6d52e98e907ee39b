import {
  PageOf,
  PageQuerySchema,
  PointEntrySchema,
  PointExchangeSchema,
  PointGoodsSchema,
  PointRedeemAnswerSchema,
  PointRedeemSchema,
  PointsBalanceSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { authGuard } from '../../platform/auth-guards.ts';
import { IdempotencyHeader, idempotentRequest } from '../../platform/idempotency-key.ts';
import { runIdempotent, STATUS_OF_OUTCOME } from '../../platform/idempotent-requests.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { listGoods } from './goods.ts';
import { listExchanges, listPointEntries, pointsBalance } from './queries.ts';
import { redeemGoods, requirePointsOn } from './redeem.ts';

/** The player's points mall (API.md "Points"), behind the brand's points flag. */
export const pointRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const member = requirePlayer(db);
  // The whole mall is behind the brand's points flag: checked once the session is.
  const pointsOn = authGuard(async (request: FastifyRequest) => {
    await member(request);
    requirePointsOn(request.brand);
  });

  app.get(
    '/api/v1/points',
    {
      schema: {
        tags: ['points'],
        summary: 'The caller’s points: balance, earned and spent so far, and the brand’s points rates',
        response: { 200: PointsBalanceSchema },
      },
      preHandler: pointsOn,
    },
    async (request) => pointsBalance(db, request.brand, currentPlayer(request).id),
  );

  app.get(
    '/api/v1/points/records',
    {
      schema: {
        tags: ['points'],
        summary: 'The caller’s exchange records, newest first',
        querystring: PageQuerySchema,
        response: { 200: PageOf(PointExchangeSchema) },
      },
      preHandler: pointsOn,
    },
    async (request) => listExchanges(db, request.brand, currentPlayer(request).id, request.query),
  );

  app.get(
    '/api/v1/points/details',
    {
      schema: {
        tags: ['points'],
        summary: 'Every change of the caller’s points (earned by game kind or deposit, redeemed, refunded)',
        querystring: PageQuerySchema,
        response: { 200: PageOf(PointEntrySchema) },
      },
      preHandler: pointsOn,
    },
    async (request) => listPointEntries(db, currentPlayer(request).id, request.query),
  );

  app.get(
    '/api/v1/points/goods',
    {
      schema: {
        tags: ['points'],
        summary: 'The goods on sale for points, with their stock',
        response: { 200: Type.Array(PointGoodsSchema) },
      },
      preHandler: pointsOn,
    },
    async (request) => listGoods(db, request.brand),
  );

  app.post(
    '/api/v1/points/redeem',
    {
      schema: {
        tags: ['points'],
        summary:
          'Redeem goods for points: cash goods are paid at once (`passed`), physical goods wait for approval (`in_process`)',
        headers: IdempotencyHeader,
        body: PointRedeemSchema,
        response: { 201: PointRedeemAnswerSchema },
      },
      preHandler: pointsOn,
    },
    async (request, reply) => {
      const { brand } = request;
      const player = currentPlayer(request);
      const once = idempotentRequest(request, brand.id, `player:${player.id}`, 'POST /api/v1/points/redeem');
      const work = await redeemGoods(db, { brand, player, input: request.body });
      const answer = await runIdempotent(db, once, work);
      return reply.code(STATUS_OF_OUTCOME[answer.outcome] as 201).send(answer.body);
    },
  );
};
