import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../platform/domain-errors.ts';
import { ART_CACHE, gameTileSvg, vendorLogoSvg } from './art.ts';
import { findTileFacts, findVendorName } from './repository.ts';

const CODE = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;

export const catalogueRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/tiles/:vassalage/:file',
    {
      schema: {
        hide: true,
        params: Type.Object({
          vassalage: Type.String(CODE),
          file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}\\.svg$' }),
        }),
      },
    },
    async (request, reply) => {
      const gameCode = request.params.file.slice(0, -4);
      const game = await findTileFacts(db, request.params.vassalage, gameCode);
      if (!game) throw notFound('The tile');
      return reply
        .type('image/svg+xml')
        .header('cache-control', ART_CACHE)
        .send(gameTileSvg(request.params.vassalage, gameCode, game.gameType, game.gameName));
    },
  );

  app.get(
    '/vendor-logos/:file',
    {
      schema: {
        hide: true,
        params: Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}\\.svg$' }) }),
      },
    },
    async (request, reply) => {
      const vassalage = request.params.file.slice(0, -4);
      const name = await findVendorName(db, vassalage);
      if (name === undefined) throw notFound('The vendor');
      return reply
        .type('image/svg+xml')
        .header('cache-control', ART_CACHE)
        .send(vendorLogoSvg(vassalage, name));
    },
  );
};
