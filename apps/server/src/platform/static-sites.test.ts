import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';
import { ADMIN_DIST, WEB_DIST } from './static-sites.ts';

/** The module scripts a built site's index.html loads, fingerprinted files under its assets/. */
function scriptsOf(dist: string): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
  if (scripts.length === 0)
    throw new Error(`${dist}/index.html loads no module script: run \`npm run build\``);
  return scripts;
}

describe('the built sites are sent compressed and cached by fingerprint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const sites: [what: string, dist: string, page: string][] = [
    ['the player site', WEB_DIST, '/'],
    ['the console', ADMIN_DIST, '/admin'],
  ];

  it.each(sites)(
    '%s: a script answers brotli or gzip as asked, the same bytes as the file',
    async (what, dist) => {
      const url = scriptsOf(dist)[0]!;
      const original = readFileSync(path.join(dist, url.replace(/^\/admin\//, '/')));
      const asked = async (acceptEncoding: string) =>
        t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

      const br = await asked('gzip, deflate, br');
      expect(br.statusCode, what).toBe(200);
      expect(br.headers['content-encoding'], what).toBe('br');
      expect(String(br.headers['content-type']), what).toContain('javascript');
      expect(String(br.headers.vary), what).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).equals(original), what).toBe(true);
      expect(br.rawPayload.length, what).toBeLessThan(original.length / 2);

      const gz = await asked('gzip');
      expect(gz.headers['content-encoding'], what).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).equals(original), what).toBe(true);

      const plain = await asked('identity');
      expect(plain.headers['content-encoding'], what).toBeUndefined();
      expect(plain.rawPayload.equals(original), what).toBe(true);
    },
  );

  it.each(sites)(
    '%s: fingerprinted assets are immutable, its page is revalidated',
    async (what, dist, page) => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const asset = await t.app.inject({
          method: 'GET',
          url: scriptsOf(dist)[0]!,
          headers: { 'accept-encoding': encoding },
        });
        expect(asset.headers['cache-control'], `${what} (${encoding})`).toBe(
          'public, max-age=31536000, immutable',
        );
      }
      for (const url of [
        page,
        `${page.replace(/\/$/, '')}/index.html`,
        `${page.replace(/\/$/, '')}/some/page`,
      ]) {
        const html = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
        expect(html.statusCode, url).toBe(200);
        expect(String(html.headers['content-type']), url).toContain('text/html');
        expect(html.headers['cache-control'], url).toBe('no-cache');
      }
    },
  );
});
