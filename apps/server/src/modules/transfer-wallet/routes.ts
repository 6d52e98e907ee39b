import {
  ProblemSchema,
  VendorWalletSchema,
  VendorWalletTransferAnswerSchema,
  VendorWalletTransferSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Realtime } from '../../platform/realtime.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { pushBalances } from '../wallet/index.ts';
import {
  listVendorWallets,
  refreshVendorWallet,
  transferVendorWallet,
  type TransferWalletDeps,
} from './commands.ts';
import { IdempotencyHeader, idempotencyKeyOf } from '../../platform/idempotency-key.ts';
import { STATUS_OF_OUTCOME } from '../../platform/idempotent-requests.ts';

const Params = Type.Object({ vassalage: Type.String({ pattern: '^[A-Z0-9_]{2,32}$' }) });
const problems = { 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema, 409: ProblemSchema };

/**
 * Transfer-wallet vendors hold the player's game balance themselves: the player moves money there before
 * playing and back afterwards. Seamless vendors never appear here.
 */
export const transferWalletRoutes: FastifyPluginAsyncTypebox<
  TransferWalletDeps & { realtime: Realtime }
> = async (app, { realtime, ...deps }) => {
  const member = requirePlayer(deps.db);

  app.get(
    '/api/v1/vendor-wallets',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Transfer-wallet vendors, what the player holds at each and what is on its way',
        response: { 200: Type.Array(VendorWalletSchema), 401: ProblemSchema },
      },
      preHandler: member,
    },
    async (request) => listVendorWallets(deps.db, currentPlayer(request), request.brand),
  );

  app.get(
    '/api/v1/vendor-wallets/:vassalage',
    {
      schema: {
        tags: ['wallet'],
        summary: 'One transfer-wallet vendor, its balance asked of the vendor first',
        params: Params,
        response: { 200: VendorWalletSchema, ...problems, 429: ProblemSchema },
      },
      // Each read is a call to the vendor's server: a page refreshing in a loop must not flood it.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      preHandler: member,
    },
    async (request) =>
      refreshVendorWallet(deps, {
        player: currentPlayer(request),
        brand: request.brand,
        vassalage: request.params.vassalage,
      }),
  );

  for (const direction of ['in', 'out'] as const) {
    app.post(
      `/api/v1/vendor-wallets/:vassalage/transfer-${direction}`,
      {
        schema: {
          tags: ['wallet'],
          summary:
            direction === 'in'
              ? "Move money from the player's cash to a transfer-wallet vendor (202 while the vendor's answer is awaited)"
              : "Bring money back from a transfer-wallet vendor to the player's cash (202 while the vendor's answer is awaited)",
          headers: IdempotencyHeader,
          params: Params,
          body: VendorWalletTransferSchema,
          response: {
            200: VendorWalletTransferAnswerSchema,
            202: VendorWalletTransferAnswerSchema,
            ...problems,
          },
        },
        preHandler: member,
      },
      async (request, reply) => {
        const answer = await transferVendorWallet(deps, {
          brand: request.brand,
          player: currentPlayer(request),
          vassalage: request.params.vassalage,
          direction,
          amount: request.body.amount,
          idempotencyKey: idempotencyKeyOf(request),
        });
        if (answer.contradicted)
          request.log.error(
            { transferId: answer.body.transfer.id, vassalage: request.params.vassalage },
            'a vendor answered against its own earlier answer about a transfer',
          );
        pushBalances(realtime, answer.balances, request.brand.currencyCode);
        return reply.code(STATUS_OF_OUTCOME[answer.outcome]).send(answer.body);
      },
    );
  }
};
