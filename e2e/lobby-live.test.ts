import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '@croupier/contracts';
import { cn } from '../apps/web/src/i18n/cn.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { th } from '../apps/web/src/i18n/th.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';

/** A connected vendor's game named in three languages: what the header search must find in each. */
const GAME = {
  code: 'SCR_DRAGON',
  name: 'Scripted Golden Dragon',
  CN: '脚本金龙宝藏',
  TH: 'มังกรทองสคริปต์',
  vendor: 'Scripted Gaming',
};
const MEMBER = 'livelobby1';
const PASSWORD = 'secret12';

let platform: RunningPlatform;
let browser: Browser;
let vendor: Server;
let memberToken: string;
let memberId: string;
let vendorSecret: string;
let gameId: string;

function startVendor(): Promise<Server> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end('<!doctype html><title>Vendor</title><h1>Scripted vendor</h1>');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  [platform, browser, vendor] = await Promise.all([startPlatform(), launchBrowser(), startVendor()]);
  const calls = platformApi(platform.baseUrl);
  const operator = await calls.operatorToken();
  const port = (vendor.address() as { port: number }).port;
  const onboarded = await calls.api(
    '/admin-api/v1/vendors',
    {
      vassalage: 'SCRIPTED',
      name: GAME.vendor,
      gameTypes: ['LIVE'],
      launchUrl: `http://127.0.0.1:${port}/play?t={token}&g={gameCode}&l={language}&m={mode}`,
      walletMode: 'seamless',
    },
    'POST',
    operator,
  );
  const created = await calls.api(
    '/admin-api/v1/games',
    {
      vassalage: 'SCRIPTED',
      gameCode: GAME.code,
      gameName: GAME.name,
      gameType: 'LIVE',
      localizedNames: { CN: GAME.CN, TH: GAME.TH },
    },
    'POST',
    operator,
  );
  expect(created.gameId).toBeTypeOf('string');
  gameId = created.gameId as string;
  vendorSecret = onboarded.secret as string;
  const member = await calls.registerUnverified(operator, MEMBER, {}, PASSWORD);
  memberToken = member.token;
  memberId = member.user.id;
  await calls.fund(operator, memberId, '5000.00');
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  vendor?.close();
});

async function openPage(
  path: string,
  options: { lang?: 'EN' | 'CN' | 'TH'; token?: string; width?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1366, height: 900 },
    locale: 'en-US',
  });
  await context.addInitScript(
    ({ lang, token }) => {
      if (lang) localStorage.setItem('lang', lang);
      if (token) sessionStorage.setItem('token', token);
    },
    { lang: options.lang, token: options.token },
  );
  const page = await context.newPage();
  await page.goto(`${platform.baseUrl}${path}`);
  return page;
}

describe('header search', () => {
  it('finds a game by its CN name on the Chinese page and by its TH name on the Thai page', async () => {
    for (const [lang, texts, typed, shown] of [
      ['CN', cn, '脚本金龙', GAME.CN],
      ['TH', th, 'ทองสคริปต์', GAME.TH],
      // Another language's name typed on the English page finds the game under its English name.
      ['EN', en, '脚本金龙', GAME.name],
    ] as const) {
      const page = await openPage('/', { lang });
      const box = page.getByRole('combobox', { name: texts.gamesLobby.search.label });
      await box.fill(typed);
      const list = page.getByRole('listbox', { name: texts.gamesLobby.search.results });
      const option = list.getByRole('option', { name: new RegExp(shown) });
      await option.waitFor();
      expect(await option.innerText()).toContain(GAME.vendor);
      // Arrow keys choose it; Escape closes the list.
      await box.press('ArrowDown');
      expect(await option.getAttribute('aria-selected')).toBe('true');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
      await box.press('Escape');
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      await page.context().close();
    }
  });

  it('opens as a full-width search from an icon on a phone', async () => {
    const page = await openPage('/', { width: 390 });
    await page.getByRole('button', { name: en.gamesLobby.search.open }).click();
    const box = page.getByRole('combobox', { name: en.gamesLobby.search.label });
    await box.fill('Scripted Golden');
    await page.getByRole('option', { name: new RegExp(GAME.name) }).waitFor();
    const width = await box.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(250);
    await box.press('Escape');
    await box.press('Escape');
    await page.getByRole('button', { name: en.gamesLobby.search.close }).click();
    await page.getByRole('button', { name: en.gamesLobby.search.open }).waitFor();
    await page.context().close();
  });
});

describe('continue playing', () => {
  it('shows a member the game they launched from the search, on the home page', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    await context.addInitScript((token) => sessionStorage.setItem('token', token), memberToken);
    const page = await context.newPage();
    // Before any launch the member's recent games answer empty, and the home page shows no row for them.
    const recent = page.waitForResponse((response) => response.url().includes('/api/v1/games/recent'));
    await page.goto(`${platform.baseUrl}/`);
    expect(await (await recent).json()).toEqual([]);
    const heading = page.getByRole('heading', { name: en.gamesLobby.home.continuePlaying, level: 2 });
    const box = page.getByRole('combobox', { name: en.gamesLobby.search.label });
    await box.waitFor();
    expect(await heading.count()).toBe(0);
    await box.fill('scripted golden');
    await page.getByRole('option', { name: new RegExp(GAME.name) }).waitFor();
    await box.press('Enter');
    await page.waitForURL(/\/seamless\?/);
    await page.goto(`${platform.baseUrl}/`);
    await heading.waitFor();
    const row = page.locator('section', { has: heading });
    await row.getByRole('button', { name: GAME.name, exact: true }).waitFor();
    await page.context().close();
  });
});

describe('hero banners', () => {
  it('show their translated headline and call to action as text over the art', async () => {
    for (const lang of ['EN', 'TH'] as const) {
      const [slide] = (await (
        await fetch(`${platform.baseUrl}/api/v1/banners?group=w_home&language=${lang}`)
      ).json()) as Banner[];
      expect(slide!.action).not.toBe('');
      const page = await openPage('/', { lang });
      const headline = page
        .locator('.banner-slide[aria-hidden="false"]')
        .getByText(slide!.title, { exact: true });
      await headline.waitFor();
      expect(await headline.isVisible()).toBe(true);
      await page.getByRole('link', { name: `${slide!.title} ${slide!.action}` }).waitFor();
      await page.context().close();
    }
  });
});

/** The vendor plays one round for the member through the signed wallet protocol, as a real vendor would. */
async function playRound(round: string, stake: string, payout: string) {
  const launched = await fetch(`${platform.baseUrl}/api/v1/games/${gameId}/launch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${memberToken}` },
    body: JSON.stringify({ mode: 'real', platform: 'desktop' }),
  });
  const sessionToken = new URL(((await launched.json()) as { url: string }).url).searchParams.get('t');
  const wallet = async (path: string, body: object) => {
    const raw = JSON.stringify(body);
    const timestamp = String(Date.now());
    const signature = createHmac('sha256', vendorSecret).update(`${timestamp}.${raw}`).digest('hex');
    const response = await fetch(`${platform.baseUrl}/wallet-api/v1/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-vendor-id': 'SCRIPTED',
        'x-timestamp': timestamp,
        'x-signature': signature,
      },
      body: raw,
    });
    expect(((await response.json()) as { status: string }).status).toBe('OK');
  };
  const common = { playerId: memberId, roundId: round, gameCode: GAME.code, currency: 'THB' };
  await wallet('bet', { ...common, sessionToken, transactionId: `${round}-bet`, amount: stake });
  await wallet('win', { ...common, transactionId: `${round}-win`, amount: payout, roundClosed: true });
}

describe('latest wins', () => {
  it('shows a big win on an open home page as it settles, masked, in the page language, with separators', async () => {
    await playRound('first-win', '10.00', '1500.00');
    const page = await openPage('/', { lang: 'CN' });
    const feed = page.locator('section', {
      has: page.getByRole('heading', { name: cn.gamesLobby.home.latestWins, level: 2 }),
    });
    await feed.getByText('฿1,500.00').waitFor();
    expect(await feed.getByText(GAME.CN).count()).toBeGreaterThan(0);
    expect(await feed.getByText(MEMBER).count()).toBe(0);
    await feed.getByText('li***y1').first().waitFor();
    // Settled while the page stays open: it arrives over the socket, without a reload.
    await playRound('second-win', '10.00', '12345.60');
    await feed.getByText('฿12,345.60').waitFor({ timeout: 20_000 });
    await page.context().close();
  });
});
