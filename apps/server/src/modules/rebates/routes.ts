import { RebateAccrualSchema, RebateClaimSchema } from '@croupier/contracts';
import { currencyOf, toDecimalString } from '@croupier/money';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/client.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { claimRebate, rebateAccrual } from './claim.ts';

/** The player's rebates: today's accrual, and the manual claim (API.md "Promotions and rewards"). */
export const rebateRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const member = requirePlayer(db);

  app.get(
    '/api/v1/rebates',
    {
      schema: {
        tags: ['promotions'],
        summary:
          'Rebate accrued today by game type at the caller’s VIP level, and what a manual claim would pay',
        response: { 200: RebateAccrualSchema },
      },
      preHandler: member,
    },
    async (request) => rebateAccrual(db, request.brand, currentPlayer(request).id),
  );

  app.post(
    '/api/v1/rebates/claim',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Manual rebate: pay today’s accrued rebate now as a bonus, once per day',
        response: { 200: RebateClaimSchema },
      },
      preHandler: member,
    },
    async (request) => {
      const { amount } = await claimRebate(db, request.brand, currentPlayer(request).id);
      return { amount: toDecimalString(amount, currencyOf(request.brand.currencyCode)) };
    },
  );
};
