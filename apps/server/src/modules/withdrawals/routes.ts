import fastifyMultipart from '@fastify/multipart';
import {
  PageOf,
  PayoutAccountCreateSchema,
  PayoutAccountCreatedSchema,
  PayoutAccountSchema,
  WithdrawalCreateSchema,
  WithdrawalItemSchema,
  WithdrawalLimitsSchema,
  WithdrawalListQuerySchema,
  WithdrawalStatusSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { Id } from './http.ts';
import { addPayoutAccount, listPayoutAccounts } from './payout-accounts.ts';
import { confirmReceipt } from './receipt.ts';
import { readReceiptForm, RECEIPT_PARSER_LIMITS } from './receipt-form-http.ts';
import { listPlayerWithdrawals, requestWithdrawal, withdrawalLimits, type DailyCountOf } from './request.ts';
import { pushAnswer } from '../wallet/index.ts';
import { IdempotencyHeader, idempotentRequest } from '../../platform/idempotency-key.ts';
import { runIdempotent, STATUS_OF_OUTCOME } from '../../platform/idempotent-requests.ts';

export const withdrawalRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  realtime: Realtime;
  /** Withdrawals a day per player, where a module (VIP levels) allows more than the brand's count. */
  dailyCountOf?: DailyCountOf;
}> = async (app, { db, realtime, dailyCountOf }) => {
  // Only this plugin's routes take multipart bodies: the receipt and its images.
  await app.register(fastifyMultipart, { limits: RECEIPT_PARSER_LIMITS, throwFileSizeLimit: true });
  const member = requirePlayer(db);

  app.get(
    '/api/v1/payout-accounts',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The bank accounts the player withdraws to (numbers masked)',
        response: { 200: Type.Array(PayoutAccountSchema) },
      },
      preHandler: member,
    },
    async (request) => listPayoutAccounts(db, currentPlayer(request)),
  );

  app.post(
    '/api/v1/payout-accounts',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Add a payout account in the player’s own (real) name; at most 5',
        body: PayoutAccountCreateSchema,
        response: { 201: PayoutAccountCreatedSchema },
      },
      preHandler: member,
    },
    async (request, reply) =>
      reply.code(201).send(
        await addPayoutAccount(db, {
          brand: request.brand,
          player: currentPlayer(request),
          input: request.body,
        }),
      ),
  );

  app.get(
    '/api/v1/withdrawals/limits',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Withdrawal limits: amount range, daily count and what is used today, receipt window',
        response: { 200: WithdrawalLimitsSchema },
      },
      preHandler: member,
    },
    async (request) => withdrawalLimits(db, request.brand, currentPlayer(request), dailyCountOf),
  );

  app.get(
    '/api/v1/withdrawals',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The player’s withdrawals, newest first',
        querystring: WithdrawalListQuerySchema,
        response: { 200: PageOf(WithdrawalItemSchema) },
      },
      preHandler: member,
    },
    async (request) => listPlayerWithdrawals(db, request.brand, currentPlayer(request), request.query),
  );

  app.post(
    '/api/v1/withdrawals',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Ask to withdraw: the amount is held at once until the operator pays or rejects it',
        headers: IdempotencyHeader,
        body: WithdrawalCreateSchema,
        response: { 201: WithdrawalStatusSchema },
      },
      preHandler: member,
    },
    async (request, reply) => {
      const { brand } = request;
      const player = currentPlayer(request);
      const once = idempotentRequest(request, brand.id, `player:${player.id}`, 'POST /api/v1/withdrawals');
      const work = await requestWithdrawal(db, {
        brand,
        player,
        input: request.body,
        ...(dailyCountOf ? { dailyCountOf } : {}),
      });
      const answer = pushAnswer(realtime, await runIdempotent(db, once, work), brand.currencyCode);
      return reply.code(STATUS_OF_OUTCOME[answer.outcome] as 201).send(answer.body);
    },
  );

  app.post(
    '/api/v1/withdrawals/:id/receipt',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Confirm receipt of a paid withdrawal',
        description:
          'multipart/form-data: `result` (full | partial | none), `amountReceived` (partial only), `remark` ' +
          '(at most 140 characters) and up to 3 `images`, png or jpg (checked by content), at most 5 MB each.',
        consumes: ['multipart/form-data'],
        params: Type.Object({ id: Id }),
        response: { 200: WithdrawalStatusSchema },
      },
      preHandler: member,
    },
    async (request, reply) => {
      const form = await readReceiptForm(request, reply);
      return confirmReceipt(db, {
        brand: request.brand,
        player: currentPlayer(request),
        id: BigInt(request.params.id),
        form,
      });
    },
  );
};
