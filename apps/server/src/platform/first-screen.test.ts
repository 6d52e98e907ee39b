import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';
import { deviceLanguage } from './first-screen.ts';

/** The answers a home page carries, by API path. */
function carried(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('the page carries no answers');
  return JSON.parse(json) as Record<string, unknown>;
}

describe('the home page carries its first screen', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demoCatalogue: true });
  });
  afterAll(() => t.close());

  it('has the answers of its first reads in the device language, the same as the API gives, and preloads the first slide', async () => {
    // The page waits a moment for its answers, not for a cold catalogue: read once, as a running site has.
    const paths = [
      '/site',
      '/categories?language=TH',
      '/banners?group=w_home&language=TH',
      '/lanes?language=TH',
    ];
    for (const path of paths) await t.app.inject({ method: 'GET', url: `/api/v1${path}` });
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'th-TH,th;q=0.9,en;q=0.8', 'accept-encoding': 'gzip' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = gunzipSync(page.rawPayload).toString('utf8');
    expect(html).toContain('<div id="root">');
    const answers = carried(html);
    for (const path of paths) {
      const api = await t.app.inject({ method: 'GET', url: `/api/v1${path}` });
      expect(answers[path], path).toEqual(api.json());
    }
    const slides = answers['/banners?group=w_home&language=TH'] as { url: string }[];
    expect(slides.length).toBeGreaterThan(0);
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${slides[0]!.url}">`);
  });

  it('leaves the other pages of the site as they are built', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/promotions' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('first-answers');
  });

  it('picks the language a first visit shows from the browser languages', () => {
    expect(deviceLanguage('zh-CN,zh;q=0.9')).toBe('CN');
    expect(deviceLanguage('fr-FR, th;q=0.5')).toBe('TH');
    expect(deviceLanguage('fr-FR')).toBe('EN');
    expect(deviceLanguage(undefined)).toBe('EN');
  });
});
