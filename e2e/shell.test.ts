import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cn } from '../apps/web/src/i18n/cn.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { th } from '../apps/web/src/i18n/th.ts';
import { platformApi } from './support/api.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { launchBrowser } from './support/browser.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';

let platform: RunningPlatform;
let browser: Browser;
beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  // Every category in the navigation, as on a site whose vendors are all connected.
  const calls = platformApi(platform.baseUrl);
  await calls.connectCatalogueVendors(await calls.operatorToken());
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${platform.baseUrl}${path}`);
  return { page, errors };
}

describe('player site shell in a browser', () => {
  it('switches language and theme, and remembers both across a reload', async () => {
    const { page, errors } = await openPage('/');
    await page.getByRole('button', { name: en.auth.login, exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await checkAccessibility(page);

    await page.getByRole('combobox', { name: en.language.label }).selectOption('CN');
    await page.getByRole('button', { name: cn.auth.login, exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    // The demo brand's live chat has a Chinese title: the footer and the service bar show it.
    await page.getByRole('contentinfo').getByRole('link', { name: '24小时在线客服' }).waitFor();
    await page
      .getByRole('complementary', { name: cn.cs.title })
      .getByRole('link', { name: '24小时在线客服' })
      .waitFor();
    expect(await page.getByRole('link', { name: 'Live chat 24/7' }).count()).toBe(0);

    await page.getByRole('button', { name: cn.theme.toLight }).click();
    await page.getByRole('button', { name: cn.theme.toDark }).waitFor();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(246, 247, 251)');

    await page.reload();
    await page.getByRole('button', { name: cn.auth.login, exact: true }).waitFor();
    await page.getByRole('button', { name: cn.theme.toDark }).waitFor();
    expect(await background()).toBe('rgb(246, 247, 251)');

    await page.getByRole('combobox', { name: cn.language.label }).selectOption('TH');
    await page.getByRole('button', { name: th.auth.login, exact: true }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'แชทสด 24 ชม.' }).waitFor();
    await page.getByRole('button', { name: th.theme.toDark }).click();
    await page.reload();
    await page.getByRole('button', { name: th.theme.toLight }).waitFor();
    expect(await background()).toBe('rgb(15, 17, 21)');
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['TH', 'CN']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('resolves every route of the spec to the shell without console errors', async () => {
    const routes = [
      '/',
      '/index',
      '/index.html',
      '/home',
      '/login',
      '/register?referralCode=FRIEND1',
      '/agent',
      '/help',
      '/help#term',
      '/helpmc',
      '/sports',
      '/esports',
      '/lott',
      '/elott',
      '/cockfight',
      '/live',
      '/fish',
      '/rng',
      '/rng?vassalage=INHOUSE',
      '/pvp',
      '/bgs',
      '/bingo',
      '/hot',
      '/promotions',
      '/download',
      '/seamless',
    ];
    const { page, errors } = await openPage('/');
    for (const route of routes) {
      await page.goto(`${platform.baseUrl}${route}`);
      await page.getByRole('main').getByRole('heading').first().waitFor();
      const text = (await page.getByRole('main').innerText()).trim();
      expect(text.length, `${route} shows content`).toBeGreaterThan(20);
      expect(
        await page.getByRole('heading', { name: en.notFound.title }).count(),
        `${route} is a real page`,
      ).toBe(0);
    }
    expect(errors).toEqual([]);
    await page.context().close();
    // Twenty-six pages, each checked with axe as the test leaves it (support/accessibility.ts).
  }, 180_000);

  it('folds what a laptop-wide header has no room for into More, and shows every entry whole when focused', async () => {
    const { page, errors } = await openPage('/');
    const menu = page.getByRole('navigation', { name: th.nav.main });
    const more = menu.getByRole('button', { name: th.nav.more });
    /** Tabs through the row's own entries; each must lie wholly inside the menu when it has the focus. */
    const everyEntryWhole = async () => {
      const row = menu.getByRole('list').first();
      const shown = (await menu.boundingBox())!;
      const entries = row.locator(':scope > li > a, :scope > li > button');
      const count = await entries.count();
      for (let i = 0; i < count; i++) {
        const entry = entries.nth(i);
        await entry.focus();
        const box = (await entry.boundingBox())!;
        const name = await entry.textContent();
        expect(box.x, `${name} starts inside the menu`).toBeGreaterThanOrEqual(shown.x);
        expect(box.x + box.width, `${name} ends inside the menu`).toBeLessThanOrEqual(
          shown.x + shown.width + 0.5,
        );
      }
      return count;
    };
    await page.getByRole('combobox', { name: en.language.label }).selectOption('TH');
    await menu.getByRole('link', { name: th.nav.home }).waitFor();
    await more.waitFor();
    expect(await everyEntryWhole()).toBeGreaterThan(3);
    // Favourites is the last entry: folded away at this width, reached through More.
    expect(await menu.getByRole('link', { name: th.nav.favorite }).count()).toBe(0);
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => more.evaluate((button) => button === document.activeElement)).toBe(true);
    await more.click();
    await menu.getByRole('link', { name: th.nav.favorite }).click();
    await page.getByRole('dialog', { name: th.auth.loginTitle }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: th.common.close }).click();

    // Wide enough for everything: no More, every entry in the row.
    await page.setViewportSize({ width: 2200, height: 900 });
    await expect.poll(() => more.count()).toBe(0);
    await menu.getByRole('link', { name: th.nav.favorite }).waitFor();
    await everyEntryWhole();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends a guest from pages that need an account to the login popup', async () => {
    const { page } = await openPage('/');
    for (const route of ['/member', '/favorite', '/recent', '/vnLottery?gameCode=HN', '/pointMall']) {
      await page.goto(`${platform.baseUrl}${route}`);
      const dialog = page.getByRole('dialog', { name: en.auth.loginTitle });
      await dialog.waitFor();
      expect(new URL(page.url()).pathname, route).toBe('/login');
    }
    await page.getByRole('dialog').getByRole('button', { name: en.common.close }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The agent centre sends anyone who is not an agent to the agent login instead.
    await page.goto(`${platform.baseUrl}/agentHome`);
    await page.getByRole('heading', { name: en.agent.loginTitle }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/agent');
    await page.context().close();
  });

  it('opens the register popup from /register keeping the referral code, and shows a 404 page for unknown paths', async () => {
    const { page } = await openPage('/register?referralCode=FRIEND1');
    const dialog = page.getByRole('dialog', { name: en.auth.registerTitle });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: en.accounts.invitationCode }).inputValue()).toBe(
      'FRIEND1',
    );
    await page.goto(`${platform.baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: en.notFound.title }).waitFor();
    await page.context().close();
  });
});
