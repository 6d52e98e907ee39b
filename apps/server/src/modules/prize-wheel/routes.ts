import {
  LanguageParamSchema,
  PlayerWheelSchema,
  SpinResultSchema,
  WheelAdminSchema,
  WheelInputSchema,
  WheelParamsSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { languageOf } from '../catalogue/index.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { createWheel, updateWheel, wheelsForOperator } from './admin-commands.ts';
import { spinWheel, wheelsForPlayer } from './spins.ts';

const LanguageQuery = Type.Object({ language: Type.Optional(LanguageParamSchema) });

/** The prize wheel (ADR 0041): members spin what they earned; operators edit wheels and see the cost per spin. */
export const prizeWheelRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const member = requirePlayer(db);
  const readers = requireOperator(db);
  const editors = requireOperator(db, ['owner', 'admin']);
  const actor = (request: FastifyRequest) => ({
    brand: request.brand,
    operator: currentOperator(request),
    ip: request.ip,
  });

  app.get(
    '/api/v1/prize-wheels',
    {
      schema: {
        tags: ['promotions'],
        summary: "The brand's prize wheels in the language, with the member's spins left and prize history",
        querystring: LanguageQuery,
        response: { 200: Type.Array(PlayerWheelSchema) },
      },
      preHandler: member,
    },
    async (request) =>
      wheelsForPlayer(
        db,
        request.brand,
        currentPlayer(request),
        languageOf(request.query.language, request.brand),
      ),
  );

  app.post(
    '/api/v1/prize-wheels/:id/spin',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Spend one spin: the segment drawn by weight and its prize, paid at once',
        params: WheelParamsSchema,
        querystring: LanguageQuery,
        response: { 200: SpinResultSchema },
      },
      preHandler: member,
    },
    async (request) =>
      spinWheel(
        db,
        request.brand,
        currentPlayer(request),
        BigInt(request.params.id),
        languageOf(request.query.language, request.brand),
      ),
  );

  app.get(
    '/admin-api/v1/prize-wheels',
    {
      schema: {
        tags: ['operator'],
        summary: 'Prize wheels with segment chances, expected cost per spin, budget spent and spins',
        response: { 200: Type.Array(WheelAdminSchema) },
      },
      preHandler: readers,
    },
    async (request) => wheelsForOperator(db, request.brand),
  );

  app.post(
    '/admin-api/v1/prize-wheels',
    {
      schema: {
        tags: ['operator'],
        summary: 'Make a prize wheel (segments, weights, prizes, earn rules, budget); audited',
        body: WheelInputSchema,
        response: { 201: WheelAdminSchema },
      },
      preHandler: editors,
    },
    async (request, reply) => reply.code(201).send(await createWheel(db, actor(request), request.body)),
  );

  app.put(
    '/admin-api/v1/prize-wheels/:id',
    {
      schema: {
        tags: ['operator'],
        summary: "Replace a prize wheel's settings (spins earned and prizes paid stay); audited",
        params: WheelParamsSchema,
        body: WheelInputSchema,
        response: { 200: WheelAdminSchema },
      },
      preHandler: editors,
    },
    async (request) => updateWheel(db, actor(request), BigInt(request.params.id), request.body),
  );
};
