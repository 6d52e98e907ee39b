import { BrandPatchSchema, BrandSettingsSchema, ProblemSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/client.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { updateBrandSettings } from './commands.ts';
import { toBrandSettings } from '../brands/index.ts';

export const settingsRoutes: FastifyPluginAsyncTypebox<{ db: Database; realtime: Realtime }> = async (
  app,
  { db, realtime },
) => {
  app.get(
    '/admin-api/v1/brand',
    {
      schema: { tags: ['operator'], summary: "The brand's settings", response: { 200: BrandSettingsSchema } },
      preHandler: requireOperator(db),
    },
    async (request) => toBrandSettings(request.brand),
  );

  app.patch(
    '/admin-api/v1/brand',
    {
      schema: {
        tags: ['operator'],
        summary: 'Change any subset of the settings; the player site sees them at once',
        body: BrandPatchSchema,
        response: { 200: BrandSettingsSchema, 400: ProblemSchema, 403: ProblemSchema },
      },
      preHandler: requireOperator(db, ['owner', 'admin']),
    },
    async (request) => {
      const settings = await updateBrandSettings(db, {
        brandId: request.brand.id,
        operator: currentOperator(request),
        patch: request.body,
        ip: request.ip,
      });
      // After the commit: the event only tells open player pages to fetch /site again.
      realtime.toBrand(settings.code, 'site-updated');
      return settings;
    },
  );
};
