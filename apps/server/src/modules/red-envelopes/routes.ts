import {
  AgentEnvelopeInputSchema,
  ENVELOPE_RAIN_EVENT,
  GrabResultSchema,
  PlayerRainSchema,
  RainDetailSchema,
  RainInputSchema,
  RainParamsSchema,
  RainSummarySchema,
  type EnvelopeRainEvent,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { IdempotencyHeader, idempotencyKeyOf } from '../../platform/idempotency-key.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { checkPaymentPassword, pushBalances } from '../wallet/index.ts';
import { createOperatorRain, grabEnvelope, sendAgentEnvelope } from './commands.ts';
import { rainDetail, rainsForOperator, rainsForPlayer, rainsOfAgent } from './queries.ts';

/** Tells the brand's open tabs a rain changed (started, or one fewer left): a hint to refetch, no authority. */
function announce(realtime: Realtime, request: FastifyRequest, rainId: bigint | string, left: number) {
  const event: EnvelopeRainEvent = { rainId: rainId.toString(), left };
  realtime.toBrand(request.brand.code, ENVELOPE_RAIN_EVENT, event);
}

/** Red envelopes (ADR 0041): members grab, agents send to their downlines, operators make rains. */
export const redEnvelopeRoutes: FastifyPluginAsyncTypebox<{ db: Database; realtime: Realtime }> = async (
  app,
  { db, realtime },
) => {
  const member = requirePlayer(db);
  const agent = requirePlayer(db, { agentsOnly: true });

  app.get(
    '/api/v1/red-envelopes/rains',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Red envelope rains falling now or within a day that the member may grab from',
        response: { 200: Type.Array(PlayerRainSchema) },
      },
      preHandler: member,
    },
    async (request) => rainsForPlayer(db, request.brand, currentPlayer(request)),
  );

  app.post(
    '/api/v1/red-envelopes/rains/:id/grab',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Grab one envelope of a falling rain (one per member per rain), paid at once',
        params: RainParamsSchema,
        response: { 200: GrabResultSchema },
      },
      preHandler: member,
    },
    async (request) => {
      const player = currentPlayer(request);
      const result = await grabEnvelope(db, request.brand, player, BigInt(request.params.id));
      announce(realtime, request, request.params.id, result.left);
      return result;
    },
  );

  app.get(
    '/api/v1/agent/red-envelopes',
    {
      schema: {
        tags: ['agents'],
        summary: "The agent's red envelopes for its downlines, newest first",
        response: { 200: Type.Array(RainSummarySchema) },
      },
      preHandler: agent,
    },
    async (request) => rainsOfAgent(db, request.brand, currentPlayer(request)),
  );

  app.post(
    '/api/v1/agent/red-envelopes',
    {
      schema: {
        tags: ['agents'],
        summary:
          "Send a red envelope to the agent's downlines from its own cash (leftover returned at the end)",
        headers: IdempotencyHeader,
        body: AgentEnvelopeInputSchema,
        response: { 201: RainSummarySchema },
      },
      preHandler: agent,
    },
    async (request, reply) => {
      const sender = currentPlayer(request);
      await checkPaymentPassword(db, sender, request.body.paymentPassword);
      const { rain, balances } = await sendAgentEnvelope(
        db,
        request.brand,
        sender,
        request.body,
        idempotencyKeyOf(request),
      );
      pushBalances(realtime, balances, request.brand.currencyCode);
      announce(realtime, request, rain.id, rain.count);
      return reply.code(201).send((await rainDetail(db, request.brand, rain.id)).rain);
    },
  );

  const readers = requireOperator(db);
  const editors = requireOperator(db, ['owner', 'admin']);

  app.get(
    '/admin-api/v1/red-envelopes/rains',
    {
      schema: {
        tags: ['operator'],
        summary: "Red envelope rains, the operator's and agents', newest first, with what was grabbed",
        response: { 200: Type.Array(RainSummarySchema) },
      },
      preHandler: readers,
    },
    async (request) => rainsForOperator(db, request.brand),
  );

  app.get(
    '/admin-api/v1/red-envelopes/rains/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'A rain with every envelope grabbed: who, how much, when',
        params: RainParamsSchema,
        response: { 200: RainDetailSchema },
      },
      preHandler: readers,
    },
    async (request) => rainDetail(db, request.brand, BigInt(request.params.id)),
  );

  app.post(
    '/admin-api/v1/red-envelopes/rains',
    {
      schema: {
        tags: ['operator'],
        summary: 'Make a red envelope rain: the budget split at once into random envelopes; audited',
        body: RainInputSchema,
        response: { 201: RainSummarySchema },
      },
      preHandler: editors,
    },
    async (request, reply) => {
      const actor = { brand: request.brand, operator: currentOperator(request), ip: request.ip };
      const rain = await createOperatorRain(db, actor, request.body);
      announce(realtime, request, rain.id, rain.count);
      return reply.code(201).send((await rainDetail(db, request.brand, rain.id)).rain);
    },
  );
};
