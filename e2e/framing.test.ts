import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { takeCspViolations } from './support/csp-violations.ts';
import { freePort } from './support/platform.ts';
import { startSite, type RunningSite } from './support/studio.ts';

/**
 * A page of another origin tries to frame the player site, the console and a studio game launched from the site:
 * the browser refuses all three (frame-ancestors), while the site itself frames the game (studio-games.test.ts).
 */

let site: RunningSite;
let browser: Browser;
let outsider: Server;
let outsiderUrl: string;
const frames: string[] = [];

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  const games = (await (
    await fetch(`${site.baseUrl}/api/v1/games?vassalage=INHOUSE&q=Roulette%20Classic`)
  ).json()) as { items: { gameId: number }[] };
  const launched = await fetch(`${site.baseUrl}/api/v1/games/${games.items[0]!.gameId}/launch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'demo', platform: 'desktop', language: 'EN' }),
  });
  const { url: gameUrl } = (await launched.json()) as { url: string };
  frames.push(`${site.baseUrl}/`, `${site.baseUrl}/admin`, gameUrl);
  const port = await freePort();
  outsider = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><title>outsider</title>${frames.map((src) => `<iframe src="${src}"></iframe>`).join('')}`,
    );
  });
  await new Promise<void>((resolve) => outsider.listen(port, '127.0.0.1', resolve));
  // Another host name as well as another port: an origin the platform never launched a game for.
  outsiderUrl = `http://localhost:${port}/`;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => outsider?.close(resolve));
  await site?.stop();
});

it('another origin may not frame the player site, the console or a game launched from the site', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(outsiderUrl);
  // These refusals are the point of the test: claimed here, so the setup's check does not count them.
  const seen: string[] = [];
  await expect
    .poll(() => seen.push(...takeCspViolations()) && seen.filter((text) => /frame-ancestors/.test(text)), {
      timeout: 20_000,
    })
    .toHaveLength(frames.length);
  for (const src of frames) {
    const refusal = seen.find((text) => text.includes(`Refused to frame '${src.split('?')[0]}`));
    expect(refusal, src).toMatch(/frame-ancestors/);
  }
  expect(seen.filter((text) => !/frame-ancestors/.test(text))).toEqual([]);
  // A refused frame shows the browser's error page, never the framed document.
  const framed = page.frames().filter((frame) => frame !== page.mainFrame());
  expect(framed).toHaveLength(frames.length);
  for (const frame of framed) expect(frame.url()).not.toMatch(/^http/);
  await context.close();
});
