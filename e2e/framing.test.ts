import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
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
      `<!doctype html><html lang="en"><title>outsider</title>${frames
        .map((src, index) => `<iframe title="framed page ${index + 1}" src="${src}"></iframe>`)
        .join('')}</html>`,
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
  // Each of them opens on its own: what follows is refused for being framed, not for being broken.
  for (const src of frames) expect((await page.goto(src))?.status(), src).toBe(200);
  await page.goto(outsiderUrl);
  const framed = () => page.frames().filter((frame) => frame !== page.mainFrame());
  await expect.poll(() => framed().length).toBe(frames.length);
  // A refused frame shows the browser's error page, never the framed document.
  await expect
    .poll(() => framed().map((frame) => frame.url()), { timeout: 20_000 })
    .toEqual(frames.map(() => 'chrome-error://chromewebdata/'));
  await context.close();
});
