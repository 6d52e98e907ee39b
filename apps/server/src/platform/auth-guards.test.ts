import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedRoutes, pathWith, type DocumentedRoute } from '../test-support/routes.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

/** The operator API a stranger may call: signing in. Every other admin route needs a session. */
const PUBLIC_ADMIN_ROUTES = new Set(['POST /admin-api/v1/auth/login']);

let t: TestApp;
let routes: DocumentedRoute[];
beforeAll(async () => {
  t = await startTestApp();
  routes = documentedRoutes(t.app);
});
afterAll(() => t.close());

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

function guardedRoutes() {
  const documented = new Map(routes.map((route) => [key(route), route]));
  return t.app.guardedRoutes
    .filter((route) => route.method !== 'HEAD')
    .map((route) => documented.get(key({ method: route.method, path: route.url })))
    .filter((route) => route !== undefined);
}

/** Every name a validation error could reveal: body properties, query and path parameters. */
function fieldNames(route: DocumentedRoute): string[] {
  return [
    ...Object.keys(route.body?.properties ?? {}),
    ...Object.keys(route.query),
    ...Object.keys(route.params),
  ];
}

/** A body with every known field of the wrong type, plus one nobody knows. */
function wrongBody(route: DocumentedRoute) {
  const names = Object.keys(route.body?.properties ?? {});
  return { ...Object.fromEntries(names.map((name) => [name, [{}]])), notAField: 1 };
}

describe('authentication before validation', () => {
  it('guards every operator route but signing in', () => {
    const guarded = new Set(t.app.guardedRoutes.map((route) => `${route.method} ${route.url}`));
    const unguarded = routes
      .filter((route) => route.path.startsWith('/admin-api/'))
      .map(key)
      .filter((route) => !guarded.has(route) && !PUBLIC_ADMIN_ROUTES.has(route));
    expect(unguarded).toEqual([]);
    // Player and agent routes are guarded too: the wallet, the security centre, deposits, withdrawals, bets.
    expect(guarded).toContain('GET /api/v1/wallet');
    expect(guarded).toContain('POST /api/v1/transfers');
    expect(guarded).toContain('POST /api/v1/me/payment-password');
  });

  it('answers 401 to a stranger with a malformed body, naming no field', async () => {
    const answers = await Promise.all(
      guardedRoutes().flatMap((route) => {
        const withBody = route.method !== 'GET' && route.method !== 'DELETE';
        const url = `${pathWith(route, 'not-an-id')}?page=-1&pageSize=x&unknownParameter=1`;
        const requests = [
          t.app.inject({
            method: route.method as 'POST',
            url,
            ...(withBody ? { payload: wrongBody(route) } : {}),
          }),
          t.app.inject({
            method: route.method as 'POST',
            url,
            headers: { 'content-type': 'application/json', authorization: 'Bearer forged' },
            payload: withBody ? '{"broken":' : undefined,
          }),
        ];
        return requests.map(async (answer) => ({ route, response: await answer }));
      }),
    );
    expect(answers.length).toBeGreaterThan(100);
    const leaks = answers.flatMap(({ route, response }) => {
      const problem = response.json<{ code: string; detail: string; fields?: unknown }>();
      const named = fieldNames(route).filter((name) => new RegExp(`\\b${name}\\b`).test(problem.detail));
      return response.statusCode === 401 &&
        problem.code === 'LOGIN_REQUIRED' &&
        !problem.fields &&
        !named.length
        ? []
        : [`${key(route)}: ${response.statusCode} ${response.body}`];
    });
    expect(leaks).toEqual([]);
  });
});
