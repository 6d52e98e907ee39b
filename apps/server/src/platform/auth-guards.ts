import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';

/** A check that the caller is signed in (and may act): it needs only the request's headers. */
export type AuthGuard = (request: FastifyRequest) => Promise<void>;

const authGuards = new WeakSet<AuthGuard>();

/** Marks a guard factory's result so that routes naming it as `preHandler` run it before validation. */
export function authGuard(guard: AuthGuard): AuthGuard {
  authGuards.add(guard);
  return guard;
}

export interface GuardedRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route whose authentication runs before its body is read and validated (for tests and audits). */
    guardedRoutes: readonly GuardedRoute[];
  }
}

/**
 * Routes name their guard as `preHandler: member`, beside the handler that relies on it. Fastify validates the
 * body before `preHandler`, so a stranger's bad body would get a 400 naming fields. This onRoute hook moves
 * every marked guard to the end of the route's `onRequest` (after the brand is resolved and rate limits are
 * counted): a request without a valid session is refused with 401 before its body is even parsed. Other
 * preHandlers stay where they are. Register it before the routes.
 */
export function runAuthGuardsFirst(app: FastifyInstance) {
  const guardedRoutes: GuardedRoute[] = [];
  app.decorate('guardedRoutes', guardedRoutes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const preHandlers = [route.preHandler ?? []].flat();
    const guards = preHandlers.filter((hook) => authGuards.has(hook as AuthGuard));
    if (guards.length === 0) return;
    route.preHandler = preHandlers.filter((hook) => !guards.includes(hook));
    route.onRequest = [...[route.onRequest ?? []].flat(), ...(guards as onRequestHookHandler[])];
    for (const method of [route.method].flat()) guardedRoutes.push({ method, url: route.url });
  });
}
