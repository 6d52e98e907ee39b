import {
  ASSIGNABLE_OPERATOR_ROLES,
  GameRtpUpdateResultSchema,
  GameRtpUpdateSchema,
  ProblemSchema,
  VendorAdminSchema,
  VendorCreateSchema,
  VendorPatchSchema,
  VendorSecretSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import type { Lobby } from '../catalogue/index.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import {
  listVendors,
  onboardVendor,
  rotateVendorSecret,
  updateVendorSettings,
  type WalletModeInUse,
} from './commands.ts';
import { updateGameRtp } from './game-rtp.ts';
import { vendorSecretBox } from './secrets.ts';
import { setStudioManaged } from './studio.ts';

const Params = Type.Object({ vassalage: Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' }) });
const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema };
/** 20,000 game codes of up to 200 characters with their RTP: above the 1 MiB every other body is held to. */
const GAME_RTP_BODY_LIMIT = 6 * 1024 * 1024;

export const vendorAdminRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  secret: string;
  lobby: Lobby;
  walletModeInUse: WalletModeInUse;
}> = async (app, { db, secret, lobby, walletModeInUse }) => {
  const box = vendorSecretBox(secret);
  // The studio's account registers the vendors it manages (ADR 0011); each command refuses it any other vendor.
  const readers = requireOperator(db, [...ASSIGNABLE_OPERATOR_ROLES, 'studio']);
  // Vendor integrations decide where players' money is staked and hold the wallet secrets: owners and admins.
  const managers = requireOperator(db, ['owner', 'admin']);
  const managersAndStudio = requireOperator(db, ['owner', 'admin', 'studio']);
  const actor = (request: FastifyRequest) => ({
    brand: request.brand,
    operator: currentOperator(request),
    ip: request.ip,
    lobby,
    walletModeInUse,
  });

  app.get(
    '/admin-api/v1/vendors',
    {
      schema: {
        tags: ['operator'],
        summary: 'Game vendors with their integration state and game counts (secrets never shown)',
        response: { 200: Type.Array(VendorAdminSchema), 401: ProblemSchema },
      },
      preHandler: readers,
    },
    async (request) => listVendors(db, currentOperator(request)),
  );

  app.post(
    '/admin-api/v1/vendors',
    {
      schema: {
        tags: ['operator'],
        summary: "Onboard a vendor's integration (or connect a catalogue vendor); answers its secret once",
        body: VendorCreateSchema,
        response: { 201: VendorSecretSchema, 409: ProblemSchema, ...problems },
      },
      preHandler: managersAndStudio,
    },
    async (request, reply) =>
      reply
        .code(201)
        .header('cache-control', 'no-store')
        .send(await onboardVendor(db, actor(request), request.body, box)),
  );

  app.patch(
    '/admin-api/v1/vendors/:vassalage',
    {
      schema: {
        tags: ['operator'],
        summary: 'Change a vendor: name, launch URL, wallet mode, enabled, maintenance window, order',
        params: Params,
        body: VendorPatchSchema,
        response: { 200: VendorAdminSchema, 404: ProblemSchema, 409: ProblemSchema, ...problems },
      },
      preHandler: managersAndStudio,
    },
    async (request) => updateVendorSettings(db, actor(request), request.params.vassalage, request.body),
  );

  app.post(
    '/admin-api/v1/vendors/:vassalage/secret',
    {
      schema: {
        tags: ['operator'],
        summary:
          "Rotate a vendor's wallet secret; the new one is answered once and the old one stops working",
        params: Params,
        response: { 200: VendorSecretSchema, 404: ProblemSchema, ...problems },
      },
      preHandler: managersAndStudio,
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await rotateVendorSecret(db, actor(request), request.params.vassalage, box)),
  );

  app.put(
    '/admin-api/v1/vendors/:vassalage/game-rtp',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Set the theoretical RTP the vendor publishes for its games (1–20,000 per call); unknown codes are answered',
        params: Params,
        body: GameRtpUpdateSchema,
        response: { 200: GameRtpUpdateResultSchema, 404: ProblemSchema, 413: ProblemSchema, ...problems },
      },
      bodyLimit: GAME_RTP_BODY_LIMIT,
      preHandler: managersAndStudio,
    },
    async (request) => updateGameRtp(db, actor(request), request.params.vassalage, request.body),
  );

  app.post(
    '/admin-api/v1/vendors/:vassalage/studio',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Hand a vendor to the in-house studio: its next registration takes its secret and launch URL',
        params: Params,
        response: { 200: VendorAdminSchema, 404: ProblemSchema, ...problems },
      },
      preHandler: managers,
    },
    async (request) => setStudioManaged(db, actor(request), request.params.vassalage, true),
  );

  app.delete(
    '/admin-api/v1/vendors/:vassalage/studio',
    {
      schema: {
        tags: ['operator'],
        summary: 'Take a vendor back from the in-house studio: the studio no longer touches it',
        params: Params,
        response: { 200: VendorAdminSchema, 404: ProblemSchema, ...problems },
      },
      preHandler: managers,
    },
    async (request) => setStudioManaged(db, actor(request), request.params.vassalage, false),
  );
};
