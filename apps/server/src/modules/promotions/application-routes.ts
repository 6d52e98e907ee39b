import fastifyMultipart from '@fastify/multipart';
import {
  APPLICATION_STATUSES,
  ApplicationApproveSchema,
  ApplicationRejectSchema,
  PromotionApplicationSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { imageFormLimits, readImageForm, sendProofImage } from '../../platform/image-form-http.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import {
  applicationImage,
  applyForPromotion,
  approveApplication,
  listApplications,
  rejectApplication,
} from './applications.ts';

const Id = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });
const FIELDS = new Set(['remark']);
const Decided = Type.Object({ id: Type.String(), status: Type.Enum(APPLICATION_STATUSES) });

/** Applications with proof: the player's multipart form, and the console's queue, proofs and decisions. */
export const applicationRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  // Only this plugin's routes take multipart bodies: the application and its images.
  await app.register(fastifyMultipart, { limits: imageFormLimits(FIELDS), throwFileSizeLimit: true });
  const readers = requireOperator(db);
  // Approving pays the brand's money: its managers decide, support only reads the queue.
  const deciders = requireOperator(db, ['owner', 'admin']);
  const actor = (request: FastifyRequest) => ({
    brand: request.brand,
    operator: currentOperator(request),
    ip: request.ip,
  });

  app.post(
    '/api/v1/promotions/:id/applications',
    {
      schema: {
        tags: ['promotions'],
        summary: "Apply for an application promotion's reward with proof",
        description:
          'multipart/form-data: `remark` (at most 140 characters) and 1 to 3 `files`, png or jpg (checked by ' +
          'content), at most 5 MB each. One pending application per player and promotion.',
        consumes: ['multipart/form-data'],
        params: Type.Object({ id: Id }),
        response: { 201: Type.Object({ id: Type.String(), status: Type.Literal('applying') }) },
      },
      preHandler: requirePlayer(db),
    },
    async (request, reply) => {
      const { fields, images } = await readImageForm(request, reply, { fields: FIELDS, fileField: 'files' });
      const answer = await applyForPromotion(
        db,
        request.brand,
        currentPlayer(request),
        BigInt(request.params.id),
        {
          remark: fields.remark ?? '',
          images,
        },
      );
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/admin-api/v1/promotions/:id/applications',
    {
      schema: {
        tags: ['operator'],
        summary: "A promotion's applications, newest first, with their proofs' count and decisions",
        params: Type.Object({ id: Id }),
        response: { 200: Type.Array(PromotionApplicationSchema) },
      },
      preHandler: readers,
    },
    async (request) => listApplications(db, request.brand, BigInt(request.params.id)),
  );

  app.get(
    '/admin-api/v1/promotions/:id/applications/:appId/images/:n',
    {
      schema: {
        tags: ['operator'],
        summary: 'A proof image of an application (png or jpg)',
        params: Type.Object({ id: Id, appId: Id, n: Type.Integer({ minimum: 1, maximum: 3 }) }),
      },
      preHandler: readers,
    },
    async (request, reply) => {
      const { id, appId, n } = request.params;
      const image = await applicationImage(db, request.brand, BigInt(id), BigInt(appId), n);
      return sendProofImage(reply, image, `application-${appId}-${n}`);
    },
  );

  const decisions = [
    {
      action: 'approve',
      summary: "Approve an application and pay the amount as the promotion's reward, once",
      body: ApplicationApproveSchema,
      field: 'amount',
      decide: approveApplication,
    },
    {
      action: 'reject',
      summary: 'Reject an application with the reason the player is shown',
      body: ApplicationRejectSchema,
      field: 'reason',
      decide: rejectApplication,
    },
  ] as const;
  for (const { action, summary, body, field, decide } of decisions)
    app.post(
      `/admin-api/v1/promotions/:id/applications/:appId/${action}`,
      {
        schema: {
          tags: ['operator'],
          summary,
          params: Type.Object({ id: Id, appId: Id }),
          body,
          response: { 200: Decided },
        },
        preHandler: deciders,
      },
      async (request) => {
        const { id, appId } = request.params as { id: string; appId: string };
        return decide(
          db,
          actor(request),
          BigInt(id),
          BigInt(appId),
          (request.body as Record<string, string>)[field]!,
        );
      },
    );
};
