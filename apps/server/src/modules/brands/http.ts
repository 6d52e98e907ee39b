import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { brandGeneration } from './brand-cache.ts';
import { findBrandForHost } from './repository.ts';
import type { BrandRow } from './schema.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand this request is for, resolved from the Host header (API.md conventions). */
    brand: BrandRow;
  }
}

export function hostName(host: string | undefined): string {
  return (host ?? '')
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
}

/**
 * How long a node reuses the brand it found for a host. Every API call needs its brand; reading it once a
 * second instead of once per request keeps hot reads (the lobby) off the database. A change through this node
 * applies at once (`forgetCachedBrands`); other nodes follow within this time.
 */
export const BRAND_CACHE_MS = 1000;
const BRAND_CACHE_HOSTS = 1000;

/** Resolves the brand for every API call before its route runs. */
export function registerBrandResolution(app: FastifyInstance, db: Database) {
  const cache = new Map<string, { brand: BrandRow; at: number; generation: number }>();
  app.decorateRequest('brand', null as unknown as BrandRow);
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    if (!url.startsWith('/api/v1/') && !url.startsWith('/admin-api/v1/')) return;
    const host = hostName(request.headers.host);
    const now = Date.now();
    const hit = cache.get(host);
    if (hit && hit.generation === brandGeneration() && now - hit.at < BRAND_CACHE_MS) {
      request.brand = hit.brand;
      return;
    }
    const seen = brandGeneration();
    const brand = await findBrandForHost(db, host);
    if (!brand) throw new DomainError('NOT_FOUND', 'No site is configured for this address.');
    // The Host header is the client's to choose: the cache is bounded so made-up hosts cannot grow it.
    if (cache.size >= BRAND_CACHE_HOSTS) cache.clear();
    cache.set(host, { brand, at: now, generation: seen });
    request.brand = brand;
  });
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * The site address to put in links sent by e-mail (password reset). The Host header is the visitor's to
 * write, so it is used only when it names one of the brand's own domains (or a local install's loopback);
 * otherwise the brand's main domain. A link must never point at a host an attacker chose, or the reset token
 * would be handed to them.
 */
export function trustedOrigin(request: FastifyRequest, brand: BrandRow): string | undefined {
  const host = hostName(request.host);
  const own = brand.domains.includes(host) || host === brand.mainDomain.toLowerCase() || LOOPBACK.has(host);
  if (own) return `${request.protocol}://${request.host}`;
  return brand.mainDomain ? `https://${brand.mainDomain}` : undefined;
}
