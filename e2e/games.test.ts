import { createServer, type Server } from 'node:http';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GamePage } from '@croupier/contracts';
import { en } from '../apps/web/src/i18n/en.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';

const g = en.gamesLobby;
const MEMBER = 'lobbyplayer';
const PASSWORD = 'secret12';
const GAME = { code: 'SCR_BACCARAT', name: 'Scripted Baccarat' };
/** The vendor's second table: what a refused launch suggests instead. */
const OTHER = { code: 'SCR_ROULETTE', name: 'Scripted Roulette' };

let platform: RunningPlatform;
let browser: Browser;
let vendor: Server;
let calls: ReturnType<typeof platformApi>;
let memberToken: string;
let operatorToken: string;
let gameId: string;

/** A vendor's game page as small as it gets: it shows the game code and mode it was launched with. */
function startVendor(): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://vendor');
    response.setHeader('content-type', 'text/html; charset=utf-8');
    const code = (url.searchParams.get('g') ?? '').replace(/[^A-Za-z0-9_-]/g, '');
    const mode = (url.searchParams.get('m') ?? '').replace(/[^a-z]/g, '');
    response.end(`<!doctype html><title>Vendor</title><h1>Scripted vendor</h1><p>Game ${code} (${mode})</p>`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  [platform, browser, vendor] = await Promise.all([startPlatform(), launchBrowser(), startVendor()]);
  calls = platformApi(platform.baseUrl);
  const operator = await calls.operatorToken();
  operatorToken = operator;
  const port = (vendor.address() as { port: number }).port;
  // Onboarded as an operator would in the console; the game joins its catalogue the same way.
  const onboarded = await calls.api(
    '/admin-api/v1/vendors',
    {
      vassalage: 'SCRIPTED',
      name: 'Scripted Gaming',
      gameTypes: ['LIVE'],
      launchUrl: `http://127.0.0.1:${port}/play?t={token}&g={gameCode}&l={language}&m={mode}`,
      walletMode: 'seamless',
    },
    'POST',
    operator,
  );
  expect(onboarded.secret).toBeTypeOf('string');
  const created = await calls.api(
    '/admin-api/v1/games',
    { vassalage: 'SCRIPTED', gameCode: GAME.code, gameName: GAME.name, gameType: 'LIVE' },
    'POST',
    operator,
  );
  expect(created.gameId).toBeTypeOf('string');
  gameId = created.gameId as string;
  const other = await calls.api(
    '/admin-api/v1/games',
    { vassalage: 'SCRIPTED', gameCode: OTHER.code, gameName: OTHER.name, gameType: 'LIVE' },
    'POST',
    operator,
  );
  expect(other.gameId).toBeTypeOf('string');
  memberToken = (await calls.registerUnverified(operator, MEMBER, {}, PASSWORD)).token;
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  vendor?.close();
});

/** A tab as a visitor, or signed in with a session token (the SPA keeps it in sessionStorage). */
async function openPage(path: string, token?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  if (token) await context.addInitScript((value) => sessionStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.goto(`${platform.baseUrl}${path}`);
  return page;
}

const tile = (page: Page | Locator, name: string) => page.getByRole('button', { name, exact: true });

/** The navigation entries (links or buttons) named `name`: how many of each the header and side menu show. */
async function navEntries(page: Page, name: string) {
  let count = 0;
  for (const nav of [en.nav.main, en.nav.side]) {
    const menu = page.getByRole('navigation', { name: nav });
    count += await menu.getByRole('link', { name, exact: true }).count();
    count += await menu.getByRole('button', { name, exact: true }).count();
  }
  return count;
}

describe('home lobby', () => {
  it('offers only what can be played: the connected vendor row and entry, no category without one, no maintenance tile', async () => {
    const page = await openPage('/');
    await page.getByRole('region', { name: g.banner.label }).waitFor();
    const live = page.locator('section', {
      has: page.getByRole('heading', { name: en.categories.LIVE, level: 2, exact: true }),
    });
    await tile(live, GAME.name).waitFor();
    const count = await live.getByRole('article').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(12);
    await page.getByRole('heading', { name: g.home.winners, level: 2 }).waitFor();
    // Only the scripted vendor is connected here: the catalogue's slots and fishing vendors are not offered.
    expect(await navEntries(page, en.categories.LIVE)).toBeGreaterThan(0);
    for (const hidden of [en.categories.RNG, en.categories.FISH, en.categories.SPORTS]) {
      expect(await page.getByRole('heading', { name: hidden, level: 2, exact: true }).count(), hidden).toBe(
        0,
      );
      expect(await navEntries(page, hidden), hidden).toBe(0);
    }
    expect(await page.getByText(g.card.maintenance).count()).toBe(0);
    await page.context().close();
  });
});

describe('launching a game', () => {
  it('asks a visitor to log in', async () => {
    const page = await openPage('/live?vassalage=SCRIPTED');
    await tile(page, GAME.name).click();
    await page.getByRole('dialog', { name: en.auth.loginTitle }).waitFor();
    await page.context().close();
  });

  it('tells a trial account a real account is needed', async () => {
    const trial = await calls.api('/api/v1/auth/trial', {});
    const page = await openPage('/live?vassalage=SCRIPTED', trial.token as string);
    await tile(page, GAME.name).click();
    const dialog = page.getByRole('dialog', { name: en.guard.trialTitle });
    await dialog.getByText(en.errors.TRIAL_NOT_ALLOWED).waitFor();
    await dialog.getByRole('button', { name: en.common.confirm }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/live');
    await page.context().close();
  });

  it('opens the game for a member on /seamless, in a titled frame', async () => {
    const page = await openPage('/live?vassalage=SCRIPTED', memberToken);
    // Anywhere on the tile launches: here its art, well above the title.
    await page
      .getByRole('article')
      .filter({ has: tile(page, GAME.name) })
      .click({ position: { x: 40, y: 40 } });
    await page.waitForURL(/\/seamless\?/);
    const frame = page.frameLocator(`iframe[title="${GAME.name}"]`);
    await frame.getByText(`Game ${GAME.code} (real)`).waitFor();
    await page.getByRole('button', { name: g.seamless.fullscreen }).waitFor();
    // The side menu is forced closed while a game plays.
    expect(await page.locator('.shell.is-collapsed').count()).toBe(1);
    await page.context().close();
  });
});

describe('a vendor or game under maintenance', () => {
  it('is marked on its list with no launch control, and leaves the home page and navigation meanwhile', async () => {
    const window = (from: string | null) =>
      calls.api(
        '/admin-api/v1/vendors/SCRIPTED',
        { maintenanceFrom: from, maintenanceUntil: null },
        'PATCH',
        operatorToken,
      );
    await window(new Date(Date.now() - 60_000).toISOString());
    try {
      const page = await openPage('/live?vassalage=SCRIPTED', memberToken);
      const card = page.getByRole('article').filter({ hasText: GAME.name });
      await card.getByText(g.card.maintenance).waitFor();
      expect(await tile(page, GAME.name).count()).toBe(0);
      await page.goto(`${platform.baseUrl}/`);
      await page.getByRole('heading', { name: g.home.winners, level: 2 }).waitFor();
      expect(
        await page.getByRole('heading', { name: en.categories.LIVE, level: 2, exact: true }).count(),
      ).toBe(0);
      expect(await navEntries(page, en.categories.LIVE)).toBe(0);
      expect(await page.getByText(g.card.maintenance).count()).toBe(0);
      await page.context().close();
    } finally {
      await window(null);
    }
  });

  it('a tile shown before its maintenance began answers with a dialog suggesting playable games', async () => {
    const page = await openPage('/live?vassalage=SCRIPTED', memberToken);
    await tile(page, GAME.name).waitFor();
    const mark = (maintenance: boolean) =>
      calls.api(`/admin-api/v1/games/${gameId}`, { maintenance }, 'PATCH', operatorToken);
    await mark(true);
    try {
      await tile(page, GAME.name).click();
      const dialog = page.getByRole('dialog', { name: g.launch.maintenanceTitle });
      await dialog.getByText(en.errors.GAME_MAINTENANCE).waitFor();
      await dialog.getByRole('link', { name: g.launch.customerService }).waitFor();
      // The vendor's other table is offered instead, and starts from the dialog.
      await tile(dialog, OTHER.name).click();
      await page.waitForURL(/\/seamless\?/);
    } finally {
      await mark(false);
    }
    await page.context().close();
  });
});

describe('favourites', () => {
  it('toggle on a tile and persist across a reload', async () => {
    const page = await openPage('/live?vassalage=SCRIPTED', memberToken);
    const heart = page.getByRole('button', { name: g.card.favourite.replace('{{game}}', GAME.name) });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.goto(`${platform.baseUrl}/favorite`);
    await tile(page, GAME.name).waitFor();
    // Unfavoured from the list (after the 1 s throttle), it stays off after a reload too.
    await page.waitForTimeout(1000);
    await heart.click();
    await page.getByText(g.lists.favoriteEmpty).waitFor();
    await page.reload();
    await page.getByText(g.lists.favoriteEmpty).waitFor();
    await page.context().close();
  });
});

describe('game lists', () => {
  it('/rng?vassalage=INHOUSE shows the in-house slots only', async () => {
    // Connected as an operator would (the studio does it on a full start), so their slots are offered.
    await calls.connectCatalogueVendors(operatorToken, ['INHOUSE', 'AURORA']);
    const response = await fetch(
      `${platform.baseUrl}/api/v1/games?gameType=RNG&vassalage=INHOUSE&language=EN`,
    );
    const inhouse = (await response.json()) as GamePage;
    expect(inhouse.items.length).toBeGreaterThan(0);
    const all = (await (
      await fetch(`${platform.baseUrl}/api/v1/games?gameType=RNG&language=EN&pageSize=100`)
    ).json()) as GamePage;
    const other = all.items.find((item) => item.vassalage !== 'INHOUSE');

    const page = await openPage('/rng?vassalage=INHOUSE');
    for (const item of inhouse.items.slice(0, 5))
      await tile(page, item.displayName || item.gameName).waitFor();
    const shown = await page.getByRole('article').count();
    expect(shown).toBe(Math.min(inhouse.total, 20));
    expect(other).toBeDefined();
    expect(await tile(page, other!.displayName || other!.gameName).count()).toBe(0);
    await page.context().close();
  });
});
