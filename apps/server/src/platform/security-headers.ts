import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Server as SocketServer } from 'socket.io';

/** One year, sent only over https: a browser then refuses plain http for the site (ADR 0013). */
export const HSTS_VALUE = 'max-age=31536000';

/**
 * The platform's Content-Security-Policy (ADR 0013 gives each directive's reason). No inline script anywhere:
 * the SPAs' early theme script is a file of their own (`/theme.js`), Swagger UI's initializer is one too.
 */
export const PLATFORM_CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  // Seamless games play in a frame of the vendor's launch URL: https, or plain http on this machine only.
  'frame-src': ["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*'],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

const PLATFORM_HELMET = {
  contentSecurityPolicy: { useDefaults: false, directives: PLATFORM_CSP_DIRECTIVES },
  // HSTS depends on how the request arrived (https directly or through a trusted proxy): set per request below.
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Games launched in a new window keep working: the site cuts the opener itself after the popup opens.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // Older browsers without frame-ancestors read this instead.
  xFrameOptions: { action: 'sameorigin' },
} satisfies HelmetOptions;

/** Adds HSTS when this request came over https, directly or as a trusted proxy (TRUST_PROXY) says. */
export function hstsOverHttps(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS_VALUE);
  done();
}

// Built once: @fastify/helmet builds helmet's middlewares (and parses the policy) again on every request, which
// cost the vendor wallet's hot calls ~5% of the platform's CPU.
const helmetMiddleware = helmet(PLATFORM_HELMET);

/** Browser hardening on every response Fastify sends: pages, assets, APIs, problem JSON, 404s. */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    helmetMiddleware(request.raw, reply.raw, () => undefined);
    hstsOverHttps(request, reply, done);
  });
}

/** For the answers Fastify gives before any hook runs (a URL the router cannot read): the same headers. */
export function hardenBeforeRouting(request: FastifyRequest, reply: FastifyReply) {
  helmetMiddleware(request.raw, reply.raw, () => undefined);
  hstsOverHttps(request, reply, () => undefined);
}

/** Socket.IO answers its HTTP paths itself, before Fastify sees them: the same headers there. */
export function hardenSocketResponses(socket: SocketServer) {
  socket.engine.use(helmetMiddleware);
}
