import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from './errors.ts';
import { firstScreenHead, HOME_PATH } from './first-screen.ts';

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

/** The player site's index.html, read again when a build replaces it. */
function webIndex(): () => string {
  const file = path.join(WEB_DIST, 'index.html');
  let cached = { at: 0, html: '' };
  return () => {
    const at = statSync(file).mtimeMs;
    if (at !== cached.at) cached = { at, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/** The home page with its first screen's data and picture in it (first-screen.ts), gzipped when accepted. */
async function sendHomePage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
) {
  const page = html.replace('</head>', `${await firstScreenHead(app, request)}</head>`);
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(page);
  return reply.header('content-encoding', 'gzip').send(gzipSync(page));
}

/**
 * Serves the built player site at / and the operator console at /admin, each file as the build's brotli or gzip
 * copy when the browser accepts it (written by packages/web-kit/build/precompress.ts). Any other page path
 * answers the SPA's index.html, whose router shows the page (or its own 404 page); the home page's carries its
 * first screen's data. API paths answer problem JSON.
 */
export async function registerStaticSites(app: FastifyInstance) {
  const hasWeb = existsSync(path.join(WEB_DIST, 'index.html'));
  const hasAdmin = existsSync(path.join(ADMIN_DIST, 'index.html'));
  const webIndexHtml = webIndex();
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
      if (!isAdmin && hasWeb && request.method === 'GET' && HOME_PATH.test(url))
        return sendHomePage(app, request, reply, webIndexHtml());
      if (isAdmin ? hasAdmin : hasWeb) {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html', isAdmin ? ADMIN_DIST : WEB_DIST);
      }
      return sendProblem(reply, 404, 'NOT_FOUND', 'The site is not built yet: run `npm run build`.');
    }
    return sendProblem(reply, 404, 'NOT_FOUND', `No such endpoint: ${request.method} ${url}`);
  });
}
