import {
  DepositChannelQuerySchema,
  DepositChannelSchema,
  DepositCreatedSchema,
  DepositCreateSchema,
  DepositHistoryQuerySchema,
  DepositItemSchema,
  PageOf,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { languageOf } from '../catalogue/index.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { secretBox } from '../security/index.ts';
import { depositAdminRoutes } from './admin-routes.ts';
import { receiveGatewayCallback } from './callbacks.ts';
import { listPlayerChannels } from './channels.ts';
import { createDeposit, listOwnDeposits, withPayUrl } from './commands.ts';
import { testGatewayRoutes } from './gateways/testpay-routes.ts';
import { pushBalances } from '../wallet/index.ts';
import { IdempotencyHeader, idempotentRequest } from '../../platform/idempotency-key.ts';
import { runIdempotent, STATUS_OF_OUTCOME } from '../../platform/idempotent-requests.ts';

export const depositRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  realtime: Realtime;
  secret: string;
}> = async (app, { db, realtime, secret }) => {
  const member = requirePlayer(db);
  const box = secretBox(secret, 'payment-gateway');

  app.get(
    '/api/v1/deposit/channels',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The deposit channels a player can choose from, with their limits, named in the language',
        querystring: DepositChannelQuerySchema,
        response: { 200: Type.Array(DepositChannelSchema) },
      },
      preHandler: member,
    },
    async (request) =>
      listPlayerChannels(db, request.brand, languageOf(request.query.language, request.brand)),
  );

  app.post(
    '/api/v1/deposits',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Start a deposit: bank details and a reference, or the gateway pay page',
        headers: IdempotencyHeader,
        body: DepositCreateSchema,
        response: { 201: DepositCreatedSchema },
      },
      preHandler: member,
    },
    async (request, reply) => {
      const { brand } = request;
      const player = currentPlayer(request);
      const once = idempotentRequest(request, brand.id, `player:${player.id}`, 'POST /api/v1/deposits');
      const answer = await runIdempotent(
        db,
        once,
        await createDeposit(db, { brand, player, input: request.body }),
      );
      const body = await withPayUrl(db, { brand, box, log: request.log }, answer.body);
      return reply.code(STATUS_OF_OUTCOME[answer.outcome] as 201).send(body);
    },
  );

  app.get(
    '/api/v1/deposits',
    {
      schema: {
        tags: ['wallet'],
        summary: "The player's own deposits, newest first",
        querystring: DepositHistoryQuerySchema,
        response: { 200: PageOf(DepositItemSchema) },
      },
      preHandler: member,
    },
    async (request) =>
      listOwnDeposits(
        db,
        currentPlayer(request),
        request.query,
        languageOf(request.query.language, request.brand),
      ),
  );

  // Gateways sign the exact bytes they send, so this route reads the body raw and parses it only once the
  // signature checks out.
  await app.register(async (scope) => {
    const raw = scope.withTypeProvider<TypeBoxTypeProvider>();
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 16 * 1024 },
      (_r, body, done) => done(null, body),
    );
    raw.post(
      '/api/v1/payments/callback/:gateway',
      {
        schema: {
          tags: ['payments'],
          summary:
            'A payment gateway reports an order paid or failed: JSON signed with X-Timestamp (ms) and X-Signature (hex HMAC-SHA256 of "<timestamp>.<raw body>")',
          params: Type.Object({ gateway: Type.String({ pattern: '^[a-z0-9_-]{1,32}$' }) }),
          response: { 200: Type.Object({ status: Type.Literal('OK') }) },
        },
      },
      async (request) => {
        const result = await receiveGatewayCallback(db, {
          gatewayCode: request.params.gateway,
          callback: {
            headers: request.headers,
            rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          },
          box,
          log: request.log,
        });
        pushBalances(realtime, result.balances, result.currency);
        return { status: 'OK' as const };
      },
    );
  });

  await app.register(testGatewayRoutes, { db, box });
  await app.register(depositAdminRoutes, { db, realtime });
};
