import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cn } from '../apps/web/src/i18n/cn.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { th } from '../apps/web/src/i18n/th.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { pageWith } from './support/agents.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill } from './support/text.ts';
import { fundedLaunch, onboardVendor } from './support/vendor-launch.ts';

/**
 * The VIP page and the manual rebate on the demo brand's ladder (six levels; Member earns 0.40% on slots): a
 * member who lost 1,000.00 on a slot today reads their level, the bars to Bronze and every level's benefits (EN,
 * dark, desktop; CN, light, phone), and claims the day's 4.00 rebate from the account menu's manual rebate page
 * in Thai, once; the page fits a phone.
 */
const LEVELS = ['Member', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'];

let platform: RunningPlatform;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  const calls = platformApi(platform.baseUrl);
  const operator = await calls.operatorToken();
  const { secret, gameId } = await onboardVendor(calls, operator, {
    vassalage: 'VIP_E2E',
    name: 'Rebate Studio',
    game: { gameCode: 'golden-rebate', gameName: 'Golden Rebate' },
  });
  const launched = await fundedLaunch(calls, {
    baseUrl: platform.baseUrl,
    operator,
    username: 'e2eviprebate',
    amount: '2000.00',
    gameId,
    vendor: { vassalage: 'VIP_E2E', secret },
  });
  token = launched.member.token;
  const round = {
    playerId: launched.session.playerId!,
    gameCode: 'golden-rebate',
    currency: launched.session.currency!,
    roundId: 'vip-e2e-round-1',
  };
  const bet = { ...round, sessionToken: launched.token, transactionId: 'vip-e2e-bet', amount: '1000.00' };
  expect((await launched.vendor.bet(bet)).status).toBe('OK');
  const win = { ...round, transactionId: 'vip-e2e-win', amount: '0', roundClosed: true };
  expect((await launched.vendor.win(win)).status).toBe('OK');
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function signedIn(page: Page) {
  await page.goto(`${platform.baseUrl}/`);
  await page.evaluate((value) => sessionStorage.setItem('token', value), token);
}

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

describe('the VIP page', () => {
  it('shows a member their level, the bars to the next one and every level’s benefits', async () => {
    const page = await pageWith(browser, { lang: 'EN', theme: 'dark' });
    await signedIn(page);
    await page.goto(`${platform.baseUrl}/vip`);
    await page.getByRole('heading', { name: en.vip.title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: `${en.vip.current} Member` }).waitFor();
    await page.getByText(fill(en.vip.next, { label: 'Bronze' }), { exact: true }).waitFor();
    const validBet = page.getByRole('progressbar', {
      name: fill(en.vip.progressLabel, { what: en.vip.validBet, label: 'Bronze' }),
    });
    // 1,000.00 of Bronze's 300.00 valid bet: full; no deposit yet towards its 500.00.
    expect(await validBet.getAttribute('value')).toBe('100');
    const deposits = page.getByRole('progressbar', {
      name: fill(en.vip.progressLabel, { what: en.vip.deposits, label: 'Bronze' }),
    });
    expect(await deposits.getAttribute('value')).toBe('0');
    const benefits = page.getByRole('table', { name: en.vip.benefits });
    const rows = benefits.getByRole('row');
    expect(await rows.count()).toBe(LEVELS.length + 1);
    await benefits
      .getByRole('row', { name: /Bronze/ })
      .getByText('฿38.00')
      .waitFor();
    await checkAccessibility(page);
    await page.context().close();
  });

  it('reads in Chinese on a phone, reached from the member centre', async () => {
    const page = await pageWith(browser, { lang: 'CN', theme: 'light', width: 390 });
    await signedIn(page);
    await page.goto(`${platform.baseUrl}/member?page=withdraw`);
    await page
      .getByRole('navigation', { name: cn.member.menu })
      .getByRole('link', { name: /VIP 等级/ })
      .click();
    await page.getByRole('heading', { name: `${cn.vip.current} Member` }).waitFor();
    await page.getByRole('table', { name: cn.vip.benefits }).waitFor();
    await noSidewaysScroll(page);
    await checkAccessibility(page);
    await page.context().close();
  });
});

describe('the manual rebate page', () => {
  it('claims the day’s rebate once from the account menu, in Thai, and fits a phone', async () => {
    // The account menu is the desktop header's; a phone reaches the page from the member centre's menu.
    const page = await pageWith(browser, { lang: 'TH', theme: 'dark' });
    await signedIn(page);
    await page.goto(`${platform.baseUrl}/`);
    await page.getByRole('button', { name: /e2eviprebate/ }).click();
    await page
      .getByRole('list', { name: th.account.menu })
      .getByRole('link', { name: th.account.manualRebate })
      .click();
    await page.getByRole('heading', { name: th.vip.rebate.title, level: 2 }).waitFor();
    const table = page.getByRole('region', { name: th.vip.rebate.title }).getByRole('table');
    await table
      .getByRole('row', { name: /1,000\.00/ })
      .getByText('0.40%')
      .waitFor();
    await checkAccessibility(page);
    const claim = page.getByRole('button', { name: fill(th.vip.rebate.claim, { amount: '฿4.00' }) });
    await claim.click();
    await page
      .getByRole('status')
      .getByText(fill(th.vip.rebate.done, { amount: '฿4.00' }))
      .waitFor();
    await page.getByText(fill(th.vip.rebate.claimed, { amount: '฿4.00' })).waitFor();
    expect(await claim.count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByText(fill(th.vip.rebate.claimed, { amount: '฿4.00' })).waitFor();
    await noSidewaysScroll(page);
    await page.context().close();
  });
});
