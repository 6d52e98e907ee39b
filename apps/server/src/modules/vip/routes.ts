import { VipProgrammeSchema, VipStatusSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/client.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { saveProgramme } from './commands.ts';
import { readLadder, toProgrammeView } from './levels.ts';
import { vipStatus } from './status.ts';

/** The player's VIP page (API.md "Promotions and rewards"). */
export const vipRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/v1/vip',
    {
      schema: {
        tags: ['promotions'],
        summary:
          'The caller’s VIP level, what the next level still needs over the window, every level’s benefits',
        response: { 200: VipStatusSchema },
      },
      preHandler: requirePlayer(db),
    },
    async (request) => vipStatus(db, request.brand, currentPlayer(request).id),
  );
};

/** The console's VIP ladder editor; the evaluation runs are listed with every settlement run. */
export const vipAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/admin-api/v1/vip/levels',
    {
      schema: {
        tags: ['operator'],
        summary:
          'The brand’s VIP ladder: qualification window, levels with thresholds, benefits and rebate rates',
        response: { 200: VipProgrammeSchema },
      },
      // Support explains levels and rebates to players; changing them is the owners' and admins'.
      preHandler: requireOperator(db, ['owner', 'admin', 'finance', 'support', 'viewer']),
    },
    async (request) => toProgrammeView(await readLadder(db, request.brand.id), request.brand.currencyCode),
  );

  app.put(
    '/admin-api/v1/vip/levels',
    {
      schema: {
        tags: ['operator'],
        summary: 'Replace the VIP ladder (level 0 first, thresholds never falling); audited',
        body: VipProgrammeSchema,
        response: { 200: VipProgrammeSchema },
      },
      preHandler: requireOperator(db, ['owner', 'admin']),
    },
    async (request) =>
      saveProgramme(
        db,
        { brand: request.brand, operator: currentOperator(request), ip: request.ip },
        request.body,
      ),
  );
};
