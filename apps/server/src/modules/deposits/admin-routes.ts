import {
  AdminDepositQuerySchema,
  AdminDepositSchema,
  DepositChannelAdminSchema,
  DepositChannelCreateSchema,
  DepositChannelPatchSchema,
  DepositRejectSchema,
  DepositStatusSchema,
  PageOf,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { createChannel, listAdminChannels, removeChannel, updateChannelSettings } from './channels.ts';
import { approveDeposit, listDepositQueue, rejectDeposit } from './commands.ts';
import { pushAnswer } from '../wallet/index.ts';
import { IdempotencyHeader, idempotentRequest } from '../../platform/idempotency-key.ts';
import { runIdempotent, STATUS_OF_OUTCOME } from '../../platform/idempotent-requests.ts';

const Params = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });

export const depositAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database; realtime: Realtime }> = async (
  app,
  { db, realtime },
) => {
  const readers = requireOperator(db);
  // Channels decide where players' money goes, and decisions move it: both are finance work.
  const finance = requireOperator(db, ['owner', 'admin', 'finance']);
  const actor = (request: FastifyRequest) => ({
    brand: request.brand,
    operator: currentOperator(request),
    ip: request.ip,
  });
  const idempotentDecision = (request: FastifyRequest, scope: string) =>
    idempotentRequest(request, request.brand.id, `operator:${currentOperator(request).id}`, scope);

  app.get(
    '/admin-api/v1/deposit-channels',
    {
      schema: {
        tags: ['operator'],
        summary: "The brand's deposit channels, switched off ones included",
        response: { 200: Type.Array(DepositChannelAdminSchema) },
      },
      preHandler: readers,
    },
    async (request) => listAdminChannels(db, request.brand),
  );

  app.post(
    '/admin-api/v1/deposit-channels',
    {
      schema: {
        tags: ['operator'],
        summary: 'Add a deposit channel',
        body: DepositChannelCreateSchema,
        response: { 201: DepositChannelAdminSchema },
      },
      preHandler: finance,
    },
    async (request, reply) => reply.code(201).send(await createChannel(db, actor(request), request.body)),
  );

  app.patch(
    '/admin-api/v1/deposit-channels/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'Change a deposit channel (any subset of its settings)',
        params: Params,
        body: DepositChannelPatchSchema,
        response: { 200: DepositChannelAdminSchema },
      },
      preHandler: finance,
    },
    async (request) => updateChannelSettings(db, actor(request), BigInt(request.params.id), request.body),
  );

  app.delete(
    '/admin-api/v1/deposit-channels/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'Delete a deposit channel that never took a deposit',
        params: Params,
      },
      preHandler: finance,
    },
    async (request, reply) => {
      await removeChannel(db, actor(request), BigInt(request.params.id));
      return reply.code(204).send();
    },
  );

  app.get(
    '/admin-api/v1/deposits',
    {
      schema: {
        tags: ['operator'],
        summary: 'Deposits, newest first, by status, player, channel and dates',
        querystring: AdminDepositQuerySchema,
        response: { 200: PageOf(AdminDepositSchema) },
      },
      preHandler: readers,
    },
    async (request) => listDepositQueue(db, request.brand, request.query),
  );

  app.post(
    '/admin-api/v1/deposits/:id/approve',
    {
      schema: {
        tags: ['operator'],
        summary: 'Approve a bank-transfer deposit: the player is credited',
        params: Params,
        headers: IdempotencyHeader,
        response: { 200: DepositStatusSchema },
      },
      preHandler: finance,
    },
    async (request, reply) => {
      const id = BigInt(request.params.id);
      const once = idempotentDecision(request, `POST /admin-api/v1/deposits/${id}/approve`);
      const answer = await runIdempotent(db, once, approveDeposit(actor(request), id));
      pushAnswer(realtime, answer, request.brand.currencyCode);
      return reply.code(STATUS_OF_OUTCOME[answer.outcome] as 200).send(answer.body);
    },
  );

  app.post(
    '/admin-api/v1/deposits/:id/reject',
    {
      schema: {
        tags: ['operator'],
        summary: 'Reject a pending bank-transfer deposit, with the reason',
        params: Params,
        headers: IdempotencyHeader,
        body: DepositRejectSchema,
        response: { 200: DepositStatusSchema },
      },
      preHandler: finance,
    },
    async (request, reply) => {
      const id = BigInt(request.params.id);
      const once = idempotentDecision(request, `POST /admin-api/v1/deposits/${id}/reject`);
      const answer = await runIdempotent(db, once, rejectDeposit(actor(request), id, request.body.reason));
      return reply.code(STATUS_OF_OUTCOME[answer.outcome] as 200).send(answer.body);
    },
  );
};
