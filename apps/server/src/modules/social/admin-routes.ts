import {
  ProblemSchema,
  SOCIAL_PROVIDERS,
  SocialProviderPatchSchema,
  SocialProviderSettingsSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { secretBox } from '../security/index.ts';
import { listProviderSettings, updateProviderSettings } from './settings.ts';

export const socialAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database; secret: string }> = async (
  app,
  { db, secret },
) => {
  const box = secretBox(secret, 'social-client-secret');

  app.get(
    '/admin-api/v1/brand/social-login',
    {
      schema: {
        tags: ['operator'],
        summary: 'Social login providers of the brand (secrets only as set or not)',
        response: { 200: Type.Array(SocialProviderSettingsSchema) },
      },
      preHandler: requireOperator(db),
    },
    async (request) => listProviderSettings(db, request.brand.id),
  );

  app.patch(
    '/admin-api/v1/brand/social-login/:provider',
    {
      schema: {
        tags: ['operator'],
        summary: 'Change a social login provider; a secret given replaces the stored one',
        params: Type.Object({ provider: Type.Enum(SOCIAL_PROVIDERS) }),
        body: SocialProviderPatchSchema,
        response: { 200: SocialProviderSettingsSchema, 400: ProblemSchema, 403: ProblemSchema },
      },
      preHandler: requireOperator(db, ['owner', 'admin']),
    },
    async (request) =>
      updateProviderSettings(db, {
        brand: request.brand,
        operator: currentOperator(request),
        provider: request.params.provider,
        patch: request.body,
        ip: request.ip,
        box,
      }),
  );
};
