import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/domain-errors.ts';

const WINDOW_MS = 10 * 60_000;
/** Code checks one client IP may make on one route per window, whatever the destinations. */
const PER_IP = 20;
/** Code checks against one destination per route and window, from anywhere: a code dies after 5 anyway. */
const PER_DESTINATION = 10;

/**
 * A preHandler that rate-limits a route checking SMS or e-mail codes per client IP and per destination
 * (number or e-mail), on top of each code's own attempt count. It counts in the app's rate-limit store
 * (@fastify/rate-limit: Redis with REDIS_URL, so all nodes share it), where each count is one atomic
 * increment, so a burst cannot slip past it. `destinationOf` answers undefined when the request checks no
 * code (a password sign-in on the same route).
 */
export function codeCheckLimit<Body>(
  app: FastifyInstance,
  route: string,
  destinationOf: (body: Body) => string | undefined,
) {
  const destination = (request: FastifyRequest) => destinationOf(request.body as Body);
  const perIp = app.createRateLimit({
    max: PER_IP,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `code-check:${route}:ip:${request.ip}`,
  });
  const perDestination = app.createRateLimit({
    max: PER_DESTINATION,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `code-check:${route}:to:${request.brand.id}:${destination(request) ?? ''}`,
  });
  return async (request: FastifyRequest) => {
    if (destination(request) === undefined) return;
    for (const limit of [perIp, perDestination]) {
      const count = await limit(request);
      if (!count.isAllowed && count.isExceeded)
        throw new DomainError('RATE_LIMITED', 'Too many code checks; try again later.', undefined, {
          retryAfterSeconds: Math.max(1, count.ttlInSeconds),
        });
    }
  };
}

/** The destination a phone-number code was sent to, as typed: digits only, so spacing cannot dodge a limit. */
export const phoneDestination = (dialCode: string | undefined, number: string) =>
  `+${dialCode ?? ''}:${number.replace(/\D/g, '').replace(/^0+/, '')}`;

export const emailDestination = (email: string) => email.trim().toLowerCase();
