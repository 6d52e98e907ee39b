import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';
import { HSTS_VALUE } from './security-headers.ts';
import { ADMIN_DIST, WEB_DIST } from './static-sites.ts';

type Headers = Record<string, unknown>;

/** The directives of a Content-Security-Policy header, by name. */
function directives(headers: Headers): Map<string, string[]> {
  const policy = String(headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** What every platform response must carry, whatever answered it. */
function expectHardened(headers: Headers, what: string) {
  const policy = directives(headers);
  expect(policy.get('script-src'), what).toEqual(["'self'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(policy.get('form-action'), what).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'self'"]);
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

/** The first module script the built site's index.html loads: a fingerprinted file under /assets/. */
function firstScript(dist: string): string {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const src = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`${dist}/index.html loads no module script: run \`npm run build\``);
  return src;
}

describe('browser hardening headers on every platform response', () => {
  let t: TestApp;
  let socketBase: string;
  beforeAll(async () => {
    t = await startTestApp();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    socketBase = address;
  });
  afterAll(() => t.close());

  const paths: [what: string, url: string, status: number, type: string][] = [
    ['the player site', '/', 200, 'text/html'],
    ['a player site page', '/games/slots', 200, 'text/html'],
    ['the console', '/admin', 200, 'text/html'],
    ['the theme script', '/theme.js', 200, 'javascript'],
    ['an API answer', '/api/v1/site', 200, 'application/json'],
    ['an API refusal', '/api/v1/me', 401, 'application/problem+json'],
    ['an unknown endpoint', '/api/v1/no-such-thing', 404, 'application/problem+json'],
    ['a missing asset', '/assets/gone-1234.js', 404, 'application/problem+json'],
    ['a URL the router cannot read', '/api/v1/%E0%A4%A', 400, 'application/problem+json'],
    ['the API documentation', '/api/docs/', 200, 'text/html'],
    ['the API documentation script', '/api/docs/static/swagger-initializer.js', 200, 'javascript'],
  ];

  it.each(paths)('%s (%s)', async (what, url, status, type) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, what).toBe(status);
    expect(String(response.headers['content-type']), what).toContain(type);
    expectHardened(response.headers, what);
  });

  it('the built SPAs hold no inline script and their bundles carry the headers', async () => {
    for (const dist of [WEB_DIST, ADMIN_DIST]) {
      const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
      expect([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)], dist).toEqual([]);
      const response = await t.app.inject({ method: 'GET', url: firstScript(dist) });
      expect(response.statusCode).toBe(200);
      expectHardened(response.headers, dist);
    }
  });

  it('a body that fails validation answers hardened problem JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/auth/login',
      payload: { username: 7 },
    });
    expect(response.statusCode).toBe(400);
    expectHardened(response.headers, 'validation problem');
  });

  it("Socket.IO's own HTTP answers carry them too, its refusals included", async () => {
    const handshake = await fetch(`${socketBase}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    expectHardened(Object.fromEntries(handshake.headers), 'socket handshake');
    const refused = await fetch(`${socketBase}/socket.io/?EIO=4&transport=carrier-pigeon`);
    expect(refused.status).toBe(400);
    expectHardened(Object.fromEntries(refused.headers), 'socket refusal');
  });

  it('no HSTS over plain http, even when a client claims https without a trusted proxy', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 1 });
  });
  afterAll(() => t.close());

  it('is sent when the proxy says the request came over https, on pages, APIs and errors', async () => {
    for (const url of ['/', '/api/v1/site', '/api/v1/me', '/api/v1/no-such-thing']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(response.headers['strict-transport-security'], url).toBe(HSTS_VALUE);
      expectHardened(response.headers, url);
    }
  });

  it('is not sent when the proxy says plain http', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
