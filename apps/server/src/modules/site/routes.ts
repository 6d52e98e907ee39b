import { SiteSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { countryOf } from '../../platform/geo.ts';
import { buildSite } from './build-site.ts';

export const siteRoutes: FastifyPluginAsyncTypebox<{ captcha: boolean }> = async (app, { captcha }) => {
  app.get(
    '/api/v1/site',
    {
      schema: {
        tags: ['site'],
        summary: 'Brand, system status, visitor location and site configuration',
        response: { 200: SiteSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return buildSite(request.brand, { ip: request.ip, country: countryOf(request.ip) }, { captcha });
    },
  );
};
