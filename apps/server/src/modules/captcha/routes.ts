import { CaptchaSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/client.ts';
import type { CaptchaService } from './captcha.ts';

export const captchaRoutes: FastifyPluginAsyncTypebox<{ db: Database; captcha: CaptchaService }> = async (
  app,
  { db, captcha },
) => {
  app.get(
    '/api/v1/captcha',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A new image captcha (single use, 5 minutes)',
        response: { 200: CaptchaSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.create(db);
    },
  );
};
