import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudioApp } from '../app.ts';
import { HSTS_VALUE } from '../http/security-headers.ts';
import {
  INHOUSE,
  STUDIO_SECRET_KEY,
  fundedMember,
  launch,
  startHarness,
  type Harness,
} from '../test-support/harness.ts';
import { STUDIO_WEB_DIST } from '../web/static.ts';

type Headers = Record<string, unknown>;

function directives(headers: Headers): Map<string, string[]> {
  return new Map(
    String(headers['content-security-policy'] ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** What every studio response carries; answers its frame-ancestors for the caller to check. */
function expectHardened(headers: Headers, what: string): string[] | undefined {
  const policy = directives(headers);
  expect(policy.get('script-src'), what).toEqual(["'self'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  return policy.get('frame-ancestors');
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const get = async (url: string) => {
  const response = await fetch(new URL(url, h.studioUrl));
  return { status: response.status, headers: Object.fromEntries(response.headers) };
};

describe('browser hardening headers on every studio response', () => {
  it('pages, assets, the game API and errors carry them; only game pages may be framed from elsewhere', async () => {
    const html = readFileSync(path.join(STUDIO_WEB_DIST, 'index.html'), 'utf8');
    expect([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)]).toEqual([]);
    const bundle = /<script type="module"[^>]*src="([^"]+)"/.exec(html)![1]!;
    const sweep: [what: string, url: string, status: number][] = [
      ['the verifier page', '/verify', 200],
      ['the bundle', bundle, 200],
      ['the theme script', '/studio-theme.js', 200],
      ['the health check', '/healthz', 200],
      ['a refused game API call', '/studio-api/v1/session', 401],
      ['an unknown path', '/no-such-page', 404],
    ];
    for (const [what, url, status] of sweep) {
      const response = await get(url);
      expect(response.status, what).toBe(status);
      expect(expectHardened(response.headers, what), what).toEqual(["'self'"]);
    }
  });

  it('a launched game page may be framed by the player site it was launched from, and by nothing else', async () => {
    const member = await fundedMember(h, '100.00');
    const launched = await launch(h, member, INHOUSE.slot, 'real', 'localhost:3000');
    expect(launched.url.searchParams.get('origin')).toBe('http://localhost:3000');
    const page = await get(launched.url.pathname + launched.url.search);
    expect(page.status).toBe(200);
    expect(expectHardened(page.headers, 'game page')).toEqual(['http://localhost:3000']);
    expect(page.headers['x-frame-options']).toBeUndefined();

    const demo = await launch(h, null, INHOUSE.dice, 'demo', 'casino.example');
    const demoPage = await get(demo.url.pathname + demo.url.search);
    expect(expectHardened(demoPage.headers, 'demo page')).toEqual(['http://casino.example']);
  });

  it('a game URL naming another origin, or none, may not be framed at all', async () => {
    const launched = await launch(h, null, INHOUSE.dice, 'demo', 'localhost:3000');
    const forged = new URL(launched.url);
    forged.searchParams.set('origin', 'https://attacker.example');
    const unsigned = new URL(launched.url);
    unsigned.searchParams.delete('originSignature');
    const otherToken = new URL(launched.url);
    otherToken.searchParams.set('token', 'someone-elses-token');
    const bare = `/play/${launched.vassalage}/${INHOUSE.dice}`;
    for (const [what, url] of [
      ['forged origin', forged.pathname + forged.search],
      ['no signature', unsigned.pathname + unsigned.search],
      ['signature of another token', otherToken.pathname + otherToken.search],
      ['no launch parameters', bare],
    ]) {
      const page = await get(url!);
      expect(page.status, what).toBe(200);
      expect(expectHardened(page.headers, what!), what).toEqual(["'none'"]);
    }
  });
});

describe('HSTS on the studio', () => {
  it('is sent over https through a trusted proxy, and never over plain http or from an untrusted claim', async () => {
    const build = (trustProxy: false | number) =>
      buildStudioApp({
        db: h.studioDb.db,
        databaseKind: h.studioDb.kind,
        platformUrl: h.platformUrl,
        logLevel: 'silent',
        secretKey: STUDIO_SECRET_KEY,
        trustProxy,
      });
    const behindProxy = await build(1);
    const direct = await build(false);
    try {
      const viaHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
      for (const url of ['/verify', '/healthz', '/studio-api/v1/session', '/no-such-page']) {
        const proxied = await behindProxy.app.inject({ method: 'GET', url, headers: viaHttps });
        expect(proxied.headers['strict-transport-security'], url).toBe(HSTS_VALUE);
        const plain = await behindProxy.app.inject({ method: 'GET', url });
        expect(plain.headers['strict-transport-security'], url).toBeUndefined();
        const spoofed = await direct.app.inject({ method: 'GET', url, headers: viaHttps });
        expect(spoofed.headers['strict-transport-security'], url).toBeUndefined();
      }
    } finally {
      await behindProxy.app.close();
      await direct.app.close();
    }
  });
});
