import { VendorWalletSchema, VendorWalletTransferSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { listVendorWallets, transferVendorWallet } from '../gameplay/index.ts';
import { IdempotencyHeader, idempotencyKeyOf } from '../ledger/index.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { pushAnswer } from '../wallet/index.ts';

/**
 * Transfer-wallet vendors hold the player's game balance themselves: the player moves money there before
 * playing and back afterwards. Seamless vendors never appear here.
 */
export const vendorWalletRoutes: FastifyPluginAsyncTypebox<{ db: Database; realtime: Realtime }> = async (
  app,
  { db, realtime },
) => {
  const member = requirePlayer(db);

  app.get(
    '/api/v1/vendor-wallets',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Transfer-wallet vendors and what the player holds at each',
        response: { 200: Type.Array(VendorWalletSchema) },
      },
      preHandler: member,
    },
    async (request) => listVendorWallets(db, currentPlayer(request), request.brand),
  );

  for (const direction of ['in', 'out'] as const) {
    app.post(
      `/api/v1/vendor-wallets/:vassalage/transfer-${direction}`,
      {
        schema: {
          tags: ['wallet'],
          summary:
            direction === 'in'
              ? "Move money from the player's cash to a transfer-wallet vendor"
              : "Bring money back from a transfer-wallet vendor to the player's cash",
          headers: IdempotencyHeader,
          params: Type.Object({ vassalage: Type.String({ pattern: '^[A-Z0-9_]{2,32}$' }) }),
          body: VendorWalletTransferSchema,
          response: { 200: VendorWalletSchema },
        },
        preHandler: member,
      },
      async (request, reply) => {
        const answer = pushAnswer(
          realtime,
          await transferVendorWallet(db, {
            brand: request.brand,
            player: currentPlayer(request),
            vassalage: request.params.vassalage,
            direction,
            amount: request.body.amount,
            idempotencyKey: idempotencyKeyOf(request),
          }),
          request.brand.currencyCode,
        );
        return reply.code(200).send(answer.body);
      },
    );
  }
};
