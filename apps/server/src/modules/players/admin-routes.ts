import {
  PLAYER_STATUSES,
  PageOf,
  PlayerDetailSchema,
  PlayerSummarySchema,
  PlayerTagsBodySchema,
  TemporaryPasswordSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import {
  endPlayerSession,
  playerDetail,
  resetPlayerPassword,
  searchPlayers,
  setPlayerFrozen,
  unlockPlayer,
} from './admin.ts';
import { setPlayerTags } from './tags.ts';

const Id = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });
const Reason = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

export const playerAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database; realtime: Realtime }> = async (
  app,
  { db, realtime },
) => {
  const readers = requireOperator(db);
  const actors = requireOperator(db, ['owner', 'admin', 'support']);
  const actor = (request: FastifyRequest) => ({ operator: currentOperator(request), ip: request.ip });
  const tell = (ended: bigint[]) => realtime.toSessions(ended, 'session-ended');

  app.get(
    '/admin-api/v1/players',
    {
      schema: {
        tags: ['operator'],
        summary: 'Players, newest first; q matches account, mobile or e-mail; tag keeps those with that tag',
        querystring: Type.Object({
          q: Type.Optional(Type.String({ maxLength: 100 })),
          status: Type.Optional(Type.Enum(PLAYER_STATUSES)),
          tag: Type.Optional(Type.String({ maxLength: 100 })),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
          pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
        }),
        response: { 200: PageOf(PlayerSummarySchema) },
      },
      preHandler: readers,
    },
    async (request) =>
      searchPlayers(db, request.brand.id, {
        ...request.query,
        page: request.query.page ?? 1,
        pageSize: request.query.pageSize ?? 20,
      }),
  );

  app.get(
    '/admin-api/v1/players/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'One player',
        params: Type.Object({ id: Id }),
        response: { 200: PlayerDetailSchema },
      },
      preHandler: readers,
    },
    async (request) => playerDetail(db, request.brand.id, BigInt(request.params.id)),
  );

  for (const frozen of [true, false]) {
    app.post(
      `/admin-api/v1/players/:id/${frozen ? 'freeze' : 'unfreeze'}`,
      {
        schema: {
          tags: ['operator'],
          summary: frozen ? 'Freeze; all sessions end' : 'Unfreeze',
          params: Type.Object({ id: Id }),
          body: Reason,
          response: { 200: PlayerDetailSchema },
        },
        preHandler: actors,
      },
      async (request) => {
        tell(
          await setPlayerFrozen(db, actor(request), BigInt(request.params.id), frozen, request.body.reason),
        );
        return playerDetail(db, request.brand.id, BigInt(request.params.id));
      },
    );
  }

  app.put(
    '/admin-api/v1/players/:id/tags',
    {
      schema: {
        tags: ['operator'],
        summary: "Replace the player's tags (normalised; at most 20); answers them",
        params: Type.Object({ id: Id }),
        body: PlayerTagsBodySchema,
        response: { 200: Type.Object({ tags: Type.Array(Type.String()) }) },
      },
      preHandler: actors,
    },
    async (request) => ({
      tags: await setPlayerTags(
        db,
        { ...actor(request), brand: request.brand },
        BigInt(request.params.id),
        request.body.tags,
      ),
    }),
  );

  app.post(
    '/admin-api/v1/players/:id/password-reset',
    {
      schema: {
        tags: ['operator'],
        summary: 'Temporary password, shown once; changed at next sign-in',
        params: Type.Object({ id: Id }),
        response: { 200: TemporaryPasswordSchema },
      },
      preHandler: actors,
    },
    async (request) => {
      const { temporaryPassword, ended } = await resetPlayerPassword(
        db,
        actor(request),
        BigInt(request.params.id),
      );
      tell(ended);
      return { temporaryPassword };
    },
  );

  app.post(
    '/admin-api/v1/players/:id/unlock',
    {
      schema: {
        tags: ['operator'],
        summary: 'Clear sign-in locks',
        params: Type.Object({ id: Id }),
        response: { 204: Type.Null() },
      },
      preHandler: actors,
    },
    async (request, reply) => {
      await unlockPlayer(db, actor(request), BigInt(request.params.id));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/admin-api/v1/players/:id/sessions/:sessionId',
    {
      schema: {
        tags: ['operator'],
        summary: 'End one session',
        params: Type.Object({ id: Id, sessionId: Id }),
        response: { 204: Type.Null() },
      },
      preHandler: actors,
    },
    async (request, reply) => {
      tell(
        await endPlayerSession(
          db,
          actor(request),
          BigInt(request.params.id),
          BigInt(request.params.sessionId),
        ),
      );
      return reply.code(204).send(null);
    },
  );
};
