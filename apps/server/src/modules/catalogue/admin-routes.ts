import {
  ASSIGNABLE_OPERATOR_ROLES,
  BannerAdminSchema,
  BannerInputSchema,
  GameAdminQuerySchema,
  GameAdminSchema,
  GameCreateSchema,
  GameCreatedSchema,
  GamePatchSchema,
  GamesMaintenanceSchema,
  PageOf,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { createBanner, listBannersForOperator, removeBanner, replaceBanner } from './banners.ts';
import { createGame, listGamesForOperator, patchGame, setGamesMaintenance } from './games-admin.ts';
import type { Lobby } from './lobby.ts';

const Params = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });

export const catalogueAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database; lobby: Lobby }> = async (
  app,
  { db, lobby },
) => {
  const readers = requireOperator(db);
  // What players see in the lobby is the brand managers' call, as with the brand's own settings.
  const managers = requireOperator(db, ['owner', 'admin']);
  // The studio's registration reads and puts under maintenance the games of the vendors it manages (ADR 0011).
  const readersAndStudio = requireOperator(db, [...ASSIGNABLE_OPERATOR_ROLES, 'studio']);
  const managersAndStudio = requireOperator(db, ['owner', 'admin', 'studio']);
  const actor = (request: FastifyRequest) => ({
    brand: request.brand,
    operator: currentOperator(request),
    ip: request.ip,
  });

  app.post(
    '/admin-api/v1/games',
    {
      schema: {
        tags: ['operator'],
        summary: 'Add a game to a vendor, with its CN and TH names; its node id is allocated',
        body: GameCreateSchema,
        response: { 201: GameCreatedSchema },
      },
      preHandler: managers,
    },
    async (request, reply) => reply.code(201).send(await createGame(db, lobby, actor(request), request.body)),
  );

  app.get(
    '/admin-api/v1/games',
    {
      schema: {
        tags: ['operator'],
        summary: 'Games, switched off ones included, with filters',
        querystring: GameAdminQuerySchema,
        response: { 200: PageOf(GameAdminSchema) },
      },
      preHandler: readersAndStudio,
    },
    async (request) =>
      listGamesForOperator(db, {
        ...request.query,
        studioManagedOnly: currentOperator(request).role === 'studio',
        page: request.query.page ?? 1,
        pageSize: request.query.pageSize ?? 20,
      }),
  );

  app.patch(
    '/admin-api/v1/games/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'Change a game: hot, enabled, maintenance, order, display name, CN and TH names',
        params: Params,
        body: GamePatchSchema,
        response: { 200: GameAdminSchema },
      },
      preHandler: managers,
    },
    async (request) => patchGame(db, lobby, actor(request), BigInt(request.params.id), request.body),
  );

  app.post(
    '/admin-api/v1/games/maintenance',
    {
      schema: {
        tags: ['operator'],
        summary: 'Put many games under maintenance, or back, at once (each change audited)',
        body: GamesMaintenanceSchema,
        response: { 200: Type.Object({ updated: Type.Integer() }) },
      },
      preHandler: managersAndStudio,
    },
    async (request) => setGamesMaintenance(db, lobby, actor(request), request.body),
  );

  app.get(
    '/admin-api/v1/banners',
    {
      schema: {
        tags: ['operator'],
        summary: "The brand's banners of every group, switched off ones included",
        response: { 200: Type.Array(BannerAdminSchema) },
      },
      preHandler: readers,
    },
    async (request) => listBannersForOperator(db, request.brand),
  );

  app.post(
    '/admin-api/v1/banners',
    {
      schema: {
        tags: ['operator'],
        summary: 'Add a banner',
        body: BannerInputSchema,
        response: { 201: BannerAdminSchema },
      },
      preHandler: managers,
    },
    async (request, reply) => reply.code(201).send(await createBanner(db, actor(request), request.body)),
  );

  app.put(
    '/admin-api/v1/banners/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'Replace a banner',
        params: Params,
        body: BannerInputSchema,
        response: { 200: BannerAdminSchema },
      },
      preHandler: managers,
    },
    async (request) => replaceBanner(db, actor(request), BigInt(request.params.id), request.body),
  );

  app.delete(
    '/admin-api/v1/banners/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'Remove a banner',
        params: Params,
        response: { 204: Type.Null() },
      },
      preHandler: managers,
    },
    async (request, reply) => {
      await removeBanner(db, actor(request), BigInt(request.params.id));
      return reply.code(204).send(null);
    },
  );
};
