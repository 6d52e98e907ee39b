import {
  AdminLeaderboardSchema,
  AdminMissionSchema,
  LeaderboardInputSchema,
  LeaderboardPatchSchema,
  LeaderboardResultSchema,
  MissionInputSchema,
  MissionPatchSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import {
  createLeaderboard,
  createMission,
  listAdminLeaderboards,
  listAdminMissions,
  updateLeaderboard,
  updateMission,
} from './admin.ts';
import { leaderboardResultsFor } from './leaderboard-views.ts';
import { IdParams } from './routes.ts';

/** The console's mission and leaderboard editors and the leaderboards' results. */
export const missionAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const readers = requireOperator(db, ['owner', 'admin', 'finance', 'support', 'viewer']);
  // Missions and leaderboards spend the brand's money: its managers set them up, the others only read.
  const editors = requireOperator(db, ['owner', 'admin']);
  const actor = (request: FastifyRequest) => ({
    brand: request.brand,
    operator: currentOperator(request),
    ip: request.ip,
  });

  app.get(
    '/admin-api/v1/missions',
    {
      schema: {
        tags: ['operator'],
        summary: 'The brand’s missions with what each has paid',
        response: { 200: Type.Array(AdminMissionSchema) },
      },
      preHandler: readers,
    },
    async (request) => listAdminMissions(db, request.brand),
  );

  app.post(
    '/admin-api/v1/missions',
    {
      schema: {
        tags: ['operator'],
        summary: 'Add a mission (metric, target, period, reward, budget); audited',
        body: MissionInputSchema,
        response: { 201: AdminMissionSchema },
      },
      preHandler: editors,
    },
    async (request, reply) => reply.code(201).send(await createMission(db, actor(request), request.body)),
  );

  app.patch(
    '/admin-api/v1/missions/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'Change a mission (any subset); audited',
        params: IdParams,
        body: MissionPatchSchema,
        response: { 200: AdminMissionSchema },
      },
      preHandler: editors,
    },
    async (request) => updateMission(db, actor(request), BigInt(request.params.id), request.body),
  );

  app.get(
    '/admin-api/v1/leaderboards',
    {
      schema: {
        tags: ['operator'],
        summary: 'The brand’s leaderboards',
        response: { 200: Type.Array(AdminLeaderboardSchema) },
      },
      preHandler: readers,
    },
    async (request) => listAdminLeaderboards(db, request.brand),
  );

  app.post(
    '/admin-api/v1/leaderboards',
    {
      schema: {
        tags: ['operator'],
        summary: 'Add a leaderboard (metric, period, prizes by rank); audited',
        body: LeaderboardInputSchema,
        response: { 201: AdminLeaderboardSchema },
      },
      preHandler: editors,
    },
    async (request, reply) => reply.code(201).send(await createLeaderboard(db, actor(request), request.body)),
  );

  app.patch(
    '/admin-api/v1/leaderboards/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'Change a leaderboard (any subset); audited',
        params: IdParams,
        body: LeaderboardPatchSchema,
        response: { 200: AdminLeaderboardSchema },
      },
      preHandler: editors,
    },
    async (request) => updateLeaderboard(db, actor(request), BigInt(request.params.id), request.body),
  );

  app.get(
    '/admin-api/v1/leaderboards/:id/results',
    {
      schema: {
        tags: ['operator'],
        summary: 'A leaderboard’s paid ranks of its closed periods, newest first',
        params: IdParams,
        response: { 200: Type.Array(LeaderboardResultSchema) },
      },
      preHandler: readers,
    },
    async (request) => leaderboardResultsFor(db, request.brand, BigInt(request.params.id)),
  );
};
