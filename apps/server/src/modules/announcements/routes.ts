import {
  AnnouncementAdminSchema,
  AnnouncementInputSchema,
  AnnouncementPatchSchema,
  AnnouncementSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { languageOf } from '../catalogue/index.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { requirePlayer } from '../players/index.ts';
import {
  createAnnouncement,
  listAnnouncementsForOperator,
  patchAnnouncement,
  playerAnnouncements,
  removeAnnouncement,
  type AnnouncementChange,
} from './commands.ts';

const Params = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });

export const announcementRoutes: FastifyPluginAsyncTypebox<{ db: Database; realtime: Realtime }> = async (
  app,
  { db, realtime },
) => {
  const readers = requireOperator(db);
  // Notices are front-line communication: support writes them as well as the brand's managers.
  const editors = requireOperator(db, ['owner', 'admin', 'support']);
  const actor = (request: FastifyRequest) => ({
    brand: request.brand,
    operator: currentOperator(request),
    ip: request.ip,
  });
  // After the commit, never inside it: open player pages refetch the list (the event is only a hint).
  const tell = (request: FastifyRequest, change: AnnouncementChange) => {
    if (change.published)
      realtime.toBrand(request.brand.code, 'announcement', { id: change.announcement.id });
    return change.announcement;
  };

  app.get(
    '/api/v1/announcements',
    {
      schema: {
        tags: ['site'],
        summary: "The brand's notices now showing (enabled, inside their window), in order, in the language",
        querystring: Type.Object({ language: Type.Optional(Type.String({ pattern: '^(EN|CN|TH)$' })) }),
        response: { 200: Type.Array(AnnouncementSchema) },
      },
    },
    async (request) =>
      playerAnnouncements(db, request.brand, languageOf(request.query.language, request.brand)),
  );

  app.get(
    '/api/v1/agent/announcements',
    {
      schema: {
        tags: ['agents'],
        summary: 'Notices addressed to agents (agentAnnouncement), now showing, in the language',
        querystring: Type.Object({ language: Type.Optional(Type.String({ pattern: '^(EN|CN|TH)$' })) }),
        response: { 200: Type.Array(AnnouncementSchema) },
      },
      preHandler: requirePlayer(db, { agentsOnly: true }),
    },
    async (request) =>
      playerAnnouncements(db, request.brand, languageOf(request.query.language, request.brand), 'agents'),
  );

  app.get(
    '/admin-api/v1/announcements',
    {
      schema: {
        tags: ['operator'],
        summary: "The brand's notices, switched-off and out-of-window ones included",
        response: { 200: Type.Array(AnnouncementAdminSchema) },
      },
      preHandler: readers,
    },
    async (request) => listAnnouncementsForOperator(db, request.brand),
  );

  app.post(
    '/admin-api/v1/announcements',
    {
      schema: {
        tags: ['operator'],
        summary: 'Publish a notice (players with the site open are told when it is enabled)',
        body: AnnouncementInputSchema,
        response: { 201: AnnouncementAdminSchema },
      },
      preHandler: editors,
    },
    async (request, reply) =>
      reply.code(201).send(tell(request, await createAnnouncement(db, actor(request), request.body))),
  );

  app.patch(
    '/admin-api/v1/announcements/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'Change a notice: texts, window, order, enabled',
        params: Params,
        body: AnnouncementPatchSchema,
        response: { 200: AnnouncementAdminSchema },
      },
      preHandler: editors,
    },
    async (request) =>
      tell(request, await patchAnnouncement(db, actor(request), BigInt(request.params.id), request.body)),
  );

  app.delete(
    '/admin-api/v1/announcements/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'Remove a notice',
        params: Params,
        response: { 204: Type.Null() },
      },
      preHandler: editors,
    },
    async (request, reply) => {
      await removeAnnouncement(db, actor(request), BigInt(request.params.id));
      return reply.code(204).send(null);
    },
  );
};
