import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mutationsOf,
  queryMutationsOf,
  sampleOf,
  WRONG_PATH_VALUES,
  type Mutation,
} from '../test-support/fuzz.ts';
import { registerByUsername } from '../test-support/players.ts';
import { documentedRoutes, type DocumentedRoute } from '../test-support/routes.ts';
import { operatorToken, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let routes: DocumentedRoute[];
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  routes = documentedRoutes(t.app);
  owner = await operatorToken(t.app);
});
afterAll(() => t.close());

/** A path parameter the route accepts but that names nothing: a valid request changes nothing that exists. */
function samplePath(route: DocumentedRoute, override?: { name: string; value: string }) {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => {
    if (override?.name === name) return encodeURIComponent(override.value);
    const sample = String(sampleOf(route.params[name] ?? { type: 'string' }));
    return encodeURIComponent(sample === '1' ? '999999' : sample);
  });
}

interface Probe {
  label: string;
  url: string;
  body?: unknown;
  /** The request is plainly wrong: it must be refused (4xx), not merely survive. */
  wrong: boolean;
}

function probesOf(route: DocumentedRoute): Probe[] {
  const url = samplePath(route);
  const probes: Probe[] = [];
  if (route.body) {
    probes.push(...mutationsOf(route.body).map((mutation: Mutation) => ({ ...mutation, url })));
  }
  for (const query of queryMutationsOf(route.query))
    probes.push({ label: `?${query.slice(0, 40)}`, url: `${url}?${query}`, wrong: false });
  for (const name of Object.keys(route.params)) {
    for (const value of WRONG_PATH_VALUES) {
      probes.push({
        label: `:${name} = ${value.slice(0, 20)}`,
        url: samplePath(route, { name, value }),
        body: route.body && sampleOf(route.body),
        // Some lookups answer a miss as data (`GET /api/v1/affiliates/{code}`: `valid: false`).
        wrong: false,
      });
    }
  }
  return probes;
}

/** Sends every probe of every route (one route's probes at once) and lists the answers that break the rule. */
async function fuzz(selected: DocumentedRoute[], token: string, wrong: boolean) {
  const broken: string[] = [];
  let sent = 0;
  for (const route of selected) {
    const probes = probesOf(route).filter((probe) => probe.wrong === wrong);
    sent += probes.length;
    const answers = await Promise.all(
      probes.map((probe) =>
        t.app.inject({
          method: route.method as 'POST',
          url: probe.url,
          headers: {
            authorization: `Bearer ${token}`,
            ...(probe.body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(route.headers['idempotency-key'] ? { 'idempotency-key': randomUUID() } : {}),
          },
          ...(probe.body !== undefined ? { payload: JSON.stringify(probe.body) } : {}),
        }),
      ),
    );
    answers.forEach((answer, index) => {
      const probe = probes[index]!;
      const refused = answer.statusCode >= 400 && answer.statusCode < 500;
      if (answer.statusCode >= 500 || (probe.wrong && !refused))
        broken.push(
          `${route.method} ${route.path} ${probe.label}: ${answer.statusCode} ${answer.body.slice(0, 160)}`,
        );
    });
  }
  return { broken, sent };
}

describe('bad input never 500s', () => {
  it('refuses wrong types in every field and map of every operator route, and changes nothing', async () => {
    const admin = routes.filter((route) => route.path.startsWith('/admin-api/'));
    expect(admin.length).toBeGreaterThan(60);
    const send = async (method: 'GET' | 'POST', url: string, payload?: object) =>
      (await t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${owner}` } })).json();
    const read = (url: string) => send('GET', url);
    await send('POST', '/admin-api/v1/banners', {
      groupName: 'w_home',
      url: '/banner-art/welcome.svg',
      linkageType: 'none',
      linkageTarget: '',
      titles: { EN: 'Welcome', TH: 'ยินดีต้อนรับ' },
      enabled: true,
      sortOrder: 1,
    });
    await send('POST', '/admin-api/v1/announcements', { titles: { EN: 'Hello' }, contents: { EN: 'News' } });
    const before = await Promise.all(
      ['/admin-api/v1/banners', '/admin-api/v1/announcements', '/admin-api/v1/brand'].map(read),
    );

    const wrong = await fuzz(admin, owner, true);
    expect(wrong.broken).toEqual([]);
    expect(wrong.sent).toBeGreaterThan(2000);
    const after = await Promise.all(
      ['/admin-api/v1/banners', '/admin-api/v1/announcements', '/admin-api/v1/brand'].map(read),
    );
    expect(after).toEqual(before);
    expect(after.slice(0, 2).map((list) => (list as unknown[]).length)).toEqual([1, 1]);
    // Well-typed bodies with unknown keys, nulls and odd query strings may be taken or refused, never a 5xx.
    const odd = await fuzz(admin, owner, false);
    expect(odd.broken).toEqual([]);
  }, 600_000);

  it('refuses wrong types in every field of the player API for a signed-in player', async () => {
    const signUp = await registerByUsername(t, { username: 'fuzzplayer' });
    const { token } = signUp.json<{ token: string }>();
    const player = routes.filter((route) => route.path.startsWith('/api/v1/'));
    for (const wrong of [true, false]) expect((await fuzz(player, token, wrong)).broken).toEqual([]);
  }, 300_000);
});
