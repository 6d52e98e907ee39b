import {
  AdminBonusItemSchema,
  BonusCancelSchema,
  BonusItemSchema,
  BonusListQuerySchema,
  BonusSettingsSchema,
  BonusSettingsUpdateSchema,
  BONUS_STATUSES,
  ManualBonusSchema,
  PageOf,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { IdempotencyHeader, idempotencyKeyOf } from '../../platform/idempotency-key.ts';
import { notFound } from '../../platform/domain-errors.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { findPlayerById } from '../players/index.ts';
import { cancelRequirement, grantManualBonus } from './commands.ts';
import { listBonusesForConsole } from './queries.ts';
import { readBonusSettings, updateBonusSettings } from './settings.ts';

const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });

/** The console's bonuses per player: list, grant by hand, cancel an open requirement; the clearing threshold. */
export const bonusAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  // Support answers players' questions about their wagering; granting and cancelling are money decisions.
  const readers = requireOperator(db, ['owner', 'admin', 'finance', 'support']);
  const money = requireOperator(db, ['owner', 'admin', 'finance']);
  const managers = requireOperator(db, ['owner', 'admin']);

  app.get(
    '/admin-api/v1/players/:id/bonuses',
    {
      schema: {
        tags: ['operator'],
        summary: 'A player’s bonuses, newest first, with requirement, remaining, status and who granted them',
        params: IdParams,
        querystring: BonusListQuerySchema,
        response: { 200: PageOf(AdminBonusItemSchema) },
      },
      preHandler: readers,
    },
    async (request) => {
      const player = await findPlayerById(db, request.brand.id, BigInt(request.params.id));
      if (!player) throw notFound('The player');
      return listBonusesForConsole(db, { brand: request.brand, playerId: player.id, query: request.query });
    },
  );

  app.post(
    '/admin-api/v1/players/:id/bonuses',
    {
      schema: {
        tags: ['operator'],
        summary: 'Grant a manual bonus with its wagering multiple and a reason (audited)',
        params: IdParams,
        headers: IdempotencyHeader,
        body: ManualBonusSchema,
        response: { 201: BonusItemSchema },
      },
      preHandler: money,
    },
    async (request, reply) =>
      reply.code(201).send(
        await grantManualBonus(db, {
          brand: request.brand,
          operator: currentOperator(request),
          ip: request.ip,
          playerId: BigInt(request.params.id),
          input: request.body,
          requestKey: idempotencyKeyOf(request),
        }),
      ),
  );

  app.post(
    '/admin-api/v1/bonuses/:id/cancel',
    {
      schema: {
        tags: ['operator'],
        summary: 'Cancel an open wagering requirement with a reason (audited); the bonus money stays',
        params: IdParams,
        body: BonusCancelSchema,
        response: { 200: Type.Object({ id: Type.String(), status: Type.Enum(BONUS_STATUSES) }) },
      },
      preHandler: money,
    },
    async (request) => ({
      id: request.params.id,
      status: await cancelRequirement(db, {
        brand: request.brand,
        operator: currentOperator(request),
        ip: request.ip,
        bonusId: BigInt(request.params.id),
        reason: request.body.reason,
      }),
    }),
  );

  app.get(
    '/admin-api/v1/bonus-settings',
    {
      schema: {
        tags: ['operator'],
        summary: 'The brand’s wagering settings: the clearing threshold',
        response: { 200: BonusSettingsSchema },
      },
      preHandler: readers,
    },
    async (request) => readBonusSettings(db, request.brand),
  );

  app.put(
    '/admin-api/v1/bonus-settings',
    {
      schema: {
        tags: ['operator'],
        summary: 'Set the clearing threshold: below it, with no open rounds, a player’s requirements clear',
        body: BonusSettingsUpdateSchema,
        response: { 200: BonusSettingsSchema },
      },
      preHandler: managers,
    },
    async (request) =>
      updateBonusSettings(db, {
        brand: request.brand,
        operator: currentOperator(request),
        clearingThreshold: request.body.clearingThreshold,
        ip: request.ip,
      }),
  );
};
