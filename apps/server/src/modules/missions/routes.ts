import {
  LanguageParamSchema,
  LeaderboardViewSchema,
  MissionClaimSchema,
  MissionSummarySchema,
} from '@croupier/contracts';
import { currencyOf, toDecimalString } from '@croupier/money';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { languageOf } from '../catalogue/index.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { leaderboardById, listLeaderboards } from './leaderboard-views.ts';
import { claimMission, missionSummary } from './missions.ts';

export const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });
const LanguageQuery = Type.Object({ language: Type.Optional(LanguageParamSchema) });

/** The member centre's missions and leaderboards (spec §7 "missions summary and leaderboard"). */
export const missionRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const member = requirePlayer(db);

  app.get(
    '/api/v1/missions',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Running missions with the caller’s progress this period, and how many wait for a claim',
        querystring: LanguageQuery,
        response: { 200: MissionSummarySchema },
      },
      preHandler: member,
    },
    async (request) =>
      missionSummary(
        db,
        request.brand,
        currentPlayer(request).id,
        languageOf(request.query.language, request.brand),
      ),
  );

  app.post(
    '/api/v1/missions/:id/claim',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Claim a completed mission’s reward for this period: paid once as a bonus with its wagering',
        params: IdParams,
        response: { 200: MissionClaimSchema },
      },
      preHandler: member,
    },
    async (request) => {
      const { amount } = await claimMission(
        db,
        request.brand,
        currentPlayer(request).id,
        BigInt(request.params.id),
      );
      return {
        status: 'claimed' as const,
        amount: toDecimalString(amount, currencyOf(request.brand.currencyCode)),
      };
    },
  );

  app.get(
    '/api/v1/leaderboards',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Running leaderboards: this period’s top 10, the caller’s rank, prizes, close, last results',
        querystring: LanguageQuery,
        response: { 200: Type.Array(LeaderboardViewSchema) },
      },
      preHandler: member,
    },
    async (request) =>
      listLeaderboards(
        db,
        request.brand,
        currentPlayer(request).id,
        languageOf(request.query.language, request.brand),
      ),
  );

  app.get(
    '/api/v1/leaderboards/:id',
    {
      schema: {
        tags: ['promotions'],
        summary: 'One running leaderboard with this period’s top 50',
        params: IdParams,
        querystring: LanguageQuery,
        response: { 200: LeaderboardViewSchema },
      },
      preHandler: member,
    },
    async (request) =>
      leaderboardById(
        db,
        request.brand,
        currentPlayer(request).id,
        BigInt(request.params.id),
        languageOf(request.query.language, request.brand),
      ),
  );
};
