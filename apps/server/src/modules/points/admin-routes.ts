import {
  PageOf,
  PageQuerySchema,
  POINT_EXCHANGE_STATUSES,
  PointExchangeAdminSchema,
  PointExchangeReviewSchema,
  PointGoodsAdminSchema,
  PointGoodsInputSchema,
  PointRatesSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { createGoods, listGoodsForOperator, updateGoods } from './goods.ts';
import { listExchangesForOperator } from './queries.ts';
import { ratesOf, ratesView, updatePointRates } from './rates.ts';
import { reviewExchange } from './review.ts';

const Id = Type.String({ pattern: '^[0-9]{1,18}$' });
const ExchangesQuery = Type.Object({
  ...PageQuerySchema.properties,
  status: Type.Optional(Type.Enum(POINT_EXCHANGE_STATUSES)),
});

/**
 * The console's points mall: the brand's rates, goods and stock, and the exchange approvals queue. Support reads
 * and decides exchanges (it is sending goods, not paying money: cash goods pay at once); only owners and admins
 * change rates and goods.
 */
export const pointAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const readers = requireOperator(db, ['owner', 'admin', 'finance', 'support', 'viewer']);
  const deciders = requireOperator(db, ['owner', 'admin', 'support']);
  const editors = requireOperator(db, ['owner', 'admin']);
  const actorOf = (request: FastifyRequest) => ({
    brand: request.brand,
    operator: currentOperator(request),
    ip: request.ip,
  });

  app.get(
    '/admin-api/v1/points/rates',
    {
      schema: {
        tags: ['operator'],
        summary: 'The brand’s points rates: points per 1.00 of valid bet by game kind and per 1.00 deposited',
        response: { 200: PointRatesSchema },
      },
      preHandler: readers,
    },
    async (request) => ratesView(await ratesOf(db, request.brand.id)),
  );

  app.put(
    '/admin-api/v1/points/rates',
    {
      schema: {
        tags: ['operator'],
        summary: 'Set the brand’s points rates (rounds and deposits settled from now on); audited',
        body: PointRatesSchema,
        response: { 200: PointRatesSchema },
      },
      preHandler: editors,
    },
    async (request) => updatePointRates(db, actorOf(request), request.body),
  );

  app.get(
    '/admin-api/v1/points/goods',
    {
      schema: {
        tags: ['operator'],
        summary: 'Every goods of the brand’s mall, hidden ones included, with stock and redeemed counts',
        response: { 200: Type.Array(PointGoodsAdminSchema) },
      },
      preHandler: readers,
    },
    async (request) => listGoodsForOperator(db, request.brand),
  );

  app.post(
    '/admin-api/v1/points/goods',
    {
      schema: {
        tags: ['operator'],
        summary: 'Add goods to the mall; audited',
        body: PointGoodsInputSchema,
        response: { 201: PointGoodsAdminSchema },
      },
      preHandler: editors,
    },
    async (request, reply) => reply.code(201).send(await createGoods(db, actorOf(request), request.body)),
  );

  app.put(
    '/admin-api/v1/points/goods/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'Change goods (the stock given is what is left from now on); audited',
        params: Type.Object({ id: Id }),
        body: PointGoodsInputSchema,
        response: { 200: PointGoodsAdminSchema },
      },
      preHandler: editors,
    },
    async (request) => updateGoods(db, actorOf(request), BigInt(request.params.id), request.body),
  );

  app.get(
    '/admin-api/v1/points/exchanges',
    {
      schema: {
        tags: ['operator'],
        summary: 'The brand’s points exchanges, newest first, optionally of one status (the approvals queue)',
        querystring: ExchangesQuery,
        response: { 200: PageOf(PointExchangeAdminSchema) },
      },
      preHandler: readers,
    },
    async (request) => listExchangesForOperator(db, request.brand, request.query),
  );

  app.post(
    '/admin-api/v1/points/exchanges/:id/review',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Pass an In Process exchange, or reject it with a reason (points and stock returned); audited',
        params: Type.Object({ id: Id }),
        body: PointExchangeReviewSchema,
        response: {
          200: Type.Object({
            id: Type.String(),
            status: Type.Union([Type.Literal('passed'), Type.Literal('rejected')]),
          }),
        },
      },
      preHandler: deciders,
    },
    async (request) => reviewExchange(db, actorOf(request), BigInt(request.params.id), request.body),
  );
};
