import {
  LanguageParamSchema,
  PromotionAdminSchema,
  PromotionInputSchema,
  PromotionPatchSchema,
  PromotionReportSchema,
  PromotionSchema,
  PROMOTION_STATUSES,
  RewardCentreSchema,
  RewardClaimSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { languageOf } from '../catalogue/index.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { currentPlayer, optionalPlayer, requirePlayer } from '../players/index.ts';
import {
  createPromotion,
  listPromotionsForOperator,
  patchPromotion,
  promotionForOperator,
} from './admin-commands.ts';
import { joinPromotion, promotionsFor } from './player.ts';
import { promotionReport } from './report.ts';
import { claimPromotionReward, rewardCentre } from './reward-centre.ts';

const Params = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });

export const promotionRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const readers = requireOperator(db);
  // Promotions spend the brand's money: its managers set them up, support and finance only read them.
  const editors = requireOperator(db, ['owner', 'admin']);
  const actor = (request: FastifyRequest) => ({
    brand: request.brand,
    operator: currentOperator(request),
    ip: request.ip,
  });

  app.get(
    '/api/v1/promotions',
    {
      schema: {
        tags: ['promotions'],
        summary:
          'Running, coming and recently ended promotions in the language, each with its status for the caller',
        querystring: Type.Object({ language: Type.Optional(LanguageParamSchema) }),
        response: { 200: Type.Array(PromotionSchema) },
      },
    },
    async (request) =>
      promotionsFor(
        db,
        request.brand,
        languageOf(request.query.language, request.brand),
        (await optionalPlayer(db, request)) ?? undefined,
      ),
  );

  app.post(
    '/api/v1/promotions/:id/join',
    {
      schema: {
        tags: ['promotions'],
        summary:
          'Sign up for a running promotion the player may take part in (joining again changes nothing)',
        params: Params,
        body: Type.Optional(Type.Object({ depositId: Type.Optional(Type.String({ maxLength: 20 })) })),
        response: { 200: Type.Object({ status: Type.Enum(PROMOTION_STATUSES) }) },
      },
      preHandler: requirePlayer(db),
    },
    async (request) =>
      joinPromotion(
        db,
        request.brand,
        currentPlayer(request),
        BigInt(request.params.id),
        request.body?.depositId,
      ),
  );

  app.post(
    '/api/v1/promotions/:id/claim',
    {
      schema: {
        tags: ['promotions'],
        summary:
          "Claim the caller's reward waiting in this promotion: paid once as a bonus with its wagering",
        params: Params,
        response: { 200: RewardClaimSchema },
      },
      preHandler: requirePlayer(db),
    },
    async (request) =>
      claimPromotionReward(db, request.brand, currentPlayer(request), BigInt(request.params.id)),
  );

  app.get(
    '/api/v1/rewards',
    {
      schema: {
        tags: ['promotions'],
        summary: 'The reward centre: rewards to claim first, then the latest paid, and counts by status',
        querystring: Type.Object({ language: Type.Optional(LanguageParamSchema) }),
        response: { 200: RewardCentreSchema },
      },
      preHandler: requirePlayer(db),
    },
    async (request) =>
      rewardCentre(
        db,
        request.brand,
        currentPlayer(request),
        languageOf(request.query.language, request.brand),
      ),
  );

  app.get(
    '/admin-api/v1/promotions/:id/report',
    {
      schema: {
        tags: ['operator'],
        summary:
          'What a promotion cost: budget, spent, rewards paid, players, rewards and applications by status',
        params: Params,
        response: { 200: PromotionReportSchema },
      },
      preHandler: readers,
    },
    async (request) => promotionReport(db, request.brand, BigInt(request.params.id)),
  );

  app.get(
    '/admin-api/v1/promotions',
    {
      schema: {
        tags: ['operator'],
        summary: "The brand's promotions, switched-off and ended ones included, with what each has paid",
        response: { 200: Type.Array(PromotionAdminSchema) },
      },
      preHandler: readers,
    },
    async (request) => listPromotionsForOperator(db, request.brand),
  );

  app.get(
    '/admin-api/v1/promotions/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'One promotion as operators edit it',
        params: Params,
        response: { 200: PromotionAdminSchema },
      },
      preHandler: readers,
    },
    async (request) => promotionForOperator(db, request.brand, BigInt(request.params.id)),
  );

  app.post(
    '/admin-api/v1/promotions',
    {
      schema: {
        tags: ['operator'],
        summary: 'Set up a promotion: kind, texts per language, window, audience, reward, wagering, limits',
        body: PromotionInputSchema,
        response: { 201: PromotionAdminSchema },
      },
      preHandler: editors,
    },
    async (request, reply) => reply.code(201).send(await createPromotion(db, actor(request), request.body)),
  );

  app.patch(
    '/admin-api/v1/promotions/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'Change a promotion (any subset; the whole is checked again)',
        params: Params,
        body: PromotionPatchSchema,
        response: { 200: PromotionAdminSchema },
      },
      preHandler: editors,
    },
    async (request) => patchPromotion(db, actor(request), BigInt(request.params.id), request.body),
  );
};
