import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { signBody } from '../wallet/signing.ts';
import type { VendorSecrets } from '../wallet/platform-wallet.ts';

/** One year, sent only over https (directly or through a trusted proxy, TRUST_PROXY). */
export const HSTS_VALUE = 'max-age=31536000';

/** The studio's Content-Security-Policy, with the frame-ancestors a response may be framed by (ADR 0013). */
function directives(frameAncestors: string[]) {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
  };
}

/** The policy as a header value, for a game page that names its own frame-ancestors. */
export function studioPolicy(frameAncestors: string[]): string {
  return Object.entries(directives(frameAncestors))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

const STUDIO_HELMET = {
  contentSecurityPolicy: { useDefaults: false, directives: directives(["'self'"]) },
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Game pages are framed by the player site, another origin: frame-ancestors decides, not X-Frame-Options.
  xFrameOptions: false,
} satisfies HelmetOptions;

// Built once, not per request as @fastify/helmet does.
const helmetMiddleware = helmet(STUDIO_HELMET);

/** Browser hardening on every response the studio sends: game pages, assets, the game API, errors, 404s. */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    helmetMiddleware(request.raw, reply.raw, () => undefined);
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS_VALUE);
    done();
  });
}

/** A bare http(s) origin, exactly as a browser serialises one: nothing else may enter the header. */
function asOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 200) return undefined;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

function signatureMatches(secret: string, token: string, origin: string, signature: string) {
  const expected = Buffer.from(signBody(secret, token, origin), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(expected, given);
}

/**
 * Who may frame a game page: the player site the platform launched it from — the launch URL's `origin`, which
 * the platform signs with the vendor's secret for this launch token (`originSignature`) — and nobody else.
 * A page opened without a vouched-for origin (a new window, a forged URL) may not be framed at all.
 */
export async function gamePageAncestors(
  secrets: VendorSecrets,
  vassalage: string,
  query: Record<string, unknown>,
): Promise<string[]> {
  const origin = asOrigin(query.origin);
  const { token, originSignature } = query;
  if (!origin || typeof token !== 'string' || typeof originSignature !== 'string') return ["'none'"];
  if (!/^[0-9a-f]{64}$/i.test(originSignature)) return ["'none'"];
  const check = async () => {
    const secret = await secrets.get(vassalage);
    return secret !== undefined && signatureMatches(secret, token, origin, originSignature);
  };
  // Registration may have just rotated the secret: read it again once before refusing.
  if (await check()) return [origin];
  await secrets.reloadSoon();
  return (await check()) ? [origin] : ["'none'"];
}
