import type { Server } from 'node:http';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner, BannerInput } from '@croupier/contracts';
import { en } from '../apps/web/src/i18n/en.ts';
import { startTransferVendor, type TransferVendor } from '../apps/server/src/test-support/transfer-vendor.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';
import { startGamePages } from './support/game-pages.ts';
import { fill as text } from './support/text.ts';

const g = en.gamesLobby;
const VENDOR = 'Spinx Slots';
const GAME = 'Spinx Reels';
const LOGIN_SLIDE = 'Members win more on Fridays';
const FISH_SLIDE = 'Deep sea jackpots';
const GAME_SLIDE = 'Spin the Spinx Reels';

let platform: RunningPlatform;
let browser: Browser;
let pages: Server;
let vendor: TransferVendor | undefined;
let calls: ReturnType<typeof platformApi>;
let operator: string;
let member: { id: string; token: string };

/** A banner as an operator creates it in the console (`POST /admin-api/v1/banners`). */
async function createBanner(input: Omit<BannerInput, 'enabled' | 'sortOrder' | 'url'>) {
  const banner = { url: '/banner-art/rng.svg', enabled: true, sortOrder: 0, ...input };
  const created = await calls.api('/admin-api/v1/banners', banner, 'POST', operator);
  expect(created.id).toBeTypeOf('string');
}

beforeAll(async () => {
  [platform, browser, pages] = await Promise.all([
    startPlatform(),
    launchBrowser(),
    startGamePages('Spinx', GAME),
  ]);
  calls = platformApi(platform.baseUrl);
  operator = await calls.operatorToken();
  const registered = await calls.registerUnverified(operator, 'bannerfan', {}, 'secret12');
  member = { id: registered.user.id, token: registered.token };
  await calls.fund(operator, member.id, '100.00');

  // An RNG vendor with a transfer wallet: a click on its game's tile offers the transfer in first.
  const port = (pages.address() as { port: number }).port;
  const onboarded = await calls.api(
    '/admin-api/v1/vendors',
    {
      vassalage: 'SPINX',
      name: VENDOR,
      gameTypes: ['RNG'],
      launchUrl: `http://127.0.0.1:${port}/play?t={token}&g={gameCode}&l={language}&m={mode}`,
      walletMode: 'transfer',
      transferUrl: `http://127.0.0.1:${port}/not-yet/`,
    },
    'POST',
    operator,
  );
  vendor = await startTransferVendor({ vassalage: 'SPINX', secret: onboarded.secret as string });
  await calls.api('/admin-api/v1/vendors/SPINX', { transferUrl: vendor.url }, 'PATCH', operator);
  const game = await calls.api(
    '/admin-api/v1/games',
    { vassalage: 'SPINX', gameCode: 'SPINX_REELS', gameName: GAME, gameType: 'RNG' },
    'POST',
    operator,
  );

  await createBanner({
    groupName: 'w_login',
    linkageType: 'category',
    linkageTarget: '/fish',
    titles: { EN: LOGIN_SLIDE },
  });
  await createBanner({
    groupName: 'FISH',
    linkageType: 'none',
    linkageTarget: '',
    titles: { EN: FISH_SLIDE },
  });
  await createBanner({
    groupName: 'RNG',
    linkageType: 'game',
    linkageTarget: game.gameId as string,
    titles: { EN: GAME_SLIDE },
  });
});
afterAll(async () => {
  await browser?.close();
  await vendor?.close();
  await platform?.stop();
  pages?.close();
});

async function openPage(path: string, token?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  if (token) await context.addInitScript((value) => sessionStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.goto(`${platform.baseUrl}${path}`);
  return page;
}

/**
 * Brings a group's slide into view (the demo brand has slides of its own in every group) and answers it: its
 * headline. Pressing the dot also pauses autoplay, since the carousel then has focus.
 */
async function showSlide(carousel: Locator, group: string, title: string): Promise<Locator> {
  const answer = await fetch(`${platform.baseUrl}/api/v1/banners?group=${group}&language=EN`);
  const banners = (await answer.json()) as Banner[];
  const position = banners.findIndex((banner) => banner.title === title) + 1;
  expect(position).toBeGreaterThan(0);
  expect(position).toBeLessThanOrEqual(6);
  if (banners.length > 1)
    await carousel.getByRole('button', { name: text(g.banner.goTo, { n: position }) }).click();
  // The headline is text over the art (the picture itself is decoration), as a reader sees and hears it.
  const slide = carousel.getByText(title, { exact: true }).filter({ visible: true });
  await slide.waitFor();
  return slide;
}

describe('banners an operator created', () => {
  it('show in the login popup and on their category page', async () => {
    const page = await openPage('/fish');
    const onPage = page.getByRole('main').getByRole('region', { name: g.banner.label });
    await showSlide(onPage, 'FISH', FISH_SLIDE);

    await page.getByRole('banner').getByRole('button', { name: en.auth.login, exact: true }).click();
    const login = page.getByRole('dialog', { name: en.auth.loginTitle });
    await showSlide(login.getByRole('region', { name: g.banner.label }), 'w_login', LOGIN_SLIDE);
    // The popup, banner and all, still fits the window.
    const box = (await login.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    await page.context().close();
  });

  it("linking to an RNG game follows the tile's plan: a visitor logs in first", async () => {
    const page = await openPage('/rng');
    const carousel = page.getByRole('main').getByRole('region', { name: g.banner.label });
    await (await showSlide(carousel, 'RNG', GAME_SLIDE)).click();
    await page.getByRole('dialog', { name: en.auth.loginTitle }).waitFor();
    await page.context().close();
  });

  it("linking to an RNG game follows the tile's plan: a member is offered the transfer in, then plays", async () => {
    const page = await openPage('/rng', member.token);
    let launches = 0;
    page.on('request', (request) => {
      if (/\/api\/v1\/games\/\d+\/launch$/.test(new URL(request.url()).pathname)) launches++;
    });
    const carousel = page.getByRole('main').getByRole('region', { name: g.banner.label });
    await (await showSlide(carousel, 'RNG', GAME_SLIDE)).click();
    const dialog = page.getByRole('dialog', {
      name: text(en.transferWallet.dialog.inTitle, { vendor: VENDOR }),
    });
    await dialog.getByText(text(en.transferWallet.dialog.launchLead, { vendor: VENDOR })).waitFor();
    // Nothing launched yet: the banner did not skip the offer, as the old launch by id did.
    expect(launches).toBe(0);
    await dialog.getByRole('button', { name: en.transferWallet.dialog.skip }).click();
    await page.waitForURL(/\/seamless\?/);
    await page.frameLocator(`iframe[title="${GAME}"]`).getByText(`${GAME} is running`).waitFor();
    expect(launches).toBe(1);
    await page.context().close();
  });
});
