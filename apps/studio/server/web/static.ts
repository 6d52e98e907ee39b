import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { gamePageAncestors, studioPolicy } from '../http/security-headers.ts';
import type { VendorSecrets } from '../wallet/platform-wallet.ts';

export const STUDIO_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Serves the game UIs (built from apps/studio/web, never by this service) when they are built: the files of
 * `dist`, and its index.html for the SPA's pages, `/play/{vassalage}/{gameCode}` and `/verify`. A game page
 * may be framed only by the player site that launched it (ADR 0013).
 */
export async function registerGameUi(app: FastifyInstance, secrets: VendorSecrets, dist = STUDIO_WEB_DIST) {
  const built = existsSync(path.join(dist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes brotli and gzip copies beside each text file (packages/web-kit/build/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      // Vite fingerprints assets/: cached for good; the page itself is revalidated so a deploy shows at once.
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
        // Brotli, gzip or plain by Accept-Encoding: a shared cache must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  const page = async (reply: FastifyReply) => {
    if (!built)
      return reply
        .code(404)
        .send({ code: 'NOT_FOUND', message: 'The game UI is not built yet (apps/studio/web).' });
    return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
  };
  app.get<{ Params: { vassalage: string; '*': string }; Querystring: Record<string, unknown> }>(
    '/play/:vassalage/*',
    async (request, reply) => {
      const ancestors = await gamePageAncestors(secrets, request.params.vassalage, request.query);
      reply.header('content-security-policy', studioPolicy(ancestors));
      return page(reply);
    },
  );
  app.get('/verify', (_request, reply) => page(reply));
}
