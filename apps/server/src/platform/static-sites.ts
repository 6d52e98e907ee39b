import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from './errors.ts';

const appsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const WEB_DIST = path.join(appsDir, 'web/dist');
export const ADMIN_DIST = path.join(appsDir, 'admin/dist');

const API_PREFIXES = ['/api/', '/admin-api/', '/wallet-api/', '/socket.io', '/tiles/', '/vendor-logos/'];

function cacheHeaders(res: { setHeader(name: string, value: string): void }, filePath: string) {
  // Vite fingerprints everything under assets/; index.html must be revalidated so a deploy shows at once.
  res.setHeader(
    'cache-control',
    filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  // The body depends on Accept-Encoding (brotli, gzip or plain): a shared cache must keep them apart.
  res.setHeader('vary', 'accept-encoding');
}

/**
 * Serves the built player site at / and the operator console at /admin, each file as the build's brotli or gzip
 * copy when the browser accepts it (written by packages/web-kit/build/precompress.ts). Any other page path
 * answers the SPA's index.html, whose router shows the page (or its own 404 page); API paths answer problem JSON.
 */
export async function registerStaticSites(app: FastifyInstance) {
  const hasWeb = existsSync(path.join(WEB_DIST, 'index.html'));
  const hasAdmin = existsSync(path.join(ADMIN_DIST, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      prefix: '/',
      wildcard: false,
      index: false,
      // Our own Cache-Control (set in setHeaders) must not be overwritten by send's default max-age=0.
      cacheControl: false,
      setHeaders: cacheHeaders,
      preCompressed: true,
    });
  }
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: ADMIN_DIST,
      prefix: '/admin/',
      wildcard: false,
      index: false,
      decorateReply: !hasWeb,
      cacheControl: false,
      setHeaders: cacheHeaders,
      preCompressed: true,
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0]!;
    // A missing file (an old asset after a deploy, a typo) is a 404, not the SPA: a script tag given HTML breaks.
    const looksLikeFile = /\/assets\/|\.[a-z0-9]{1,8}$/i.test(url) && !url.endsWith('/index.html');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !looksLikeFile &&
      !API_PREFIXES.some((p) => url.startsWith(p));
    if (isPage) {
      const isAdmin = url === '/admin' || url.startsWith('/admin/');
      if (isAdmin ? hasAdmin : hasWeb) {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html', isAdmin ? ADMIN_DIST : WEB_DIST);
      }
      return sendProblem(reply, 404, 'NOT_FOUND', 'The site is not built yet: run `npm run build`.');
    }
    return sendProblem(reply, 404, 'NOT_FOUND', `No such endpoint: ${request.method} ${url}`);
  });
}
