import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as admin } from '../apps/admin/src/i18n/en.ts';
import { en as site } from '../apps/web/src/i18n/en.ts';
import { platformApi, type PlatformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { signedInConsole } from './support/console.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';

let platform: RunningPlatform;
let browser: Browser;
let calls: PlatformApi;
let operator: string;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  calls = platformApi(platform.baseUrl);
  operator = await calls.operatorToken();
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** A member with a pending withdrawal of 250.00, made through the player API. */
async function memberWithWithdrawal(username: string): Promise<void> {
  const member = await calls.registerUnverified(operator, username);
  await calls.api(
    '/api/v1/me/payment-password',
    { currentPassword: 'secret12', newPaymentPassword: '135790' },
    'POST',
    member.token,
  );
  await calls.fund(operator, member.user.id, '1000.00');
  const account = await calls.api(
    '/api/v1/payout-accounts',
    { bankCode: 'KBANK', accountNumber: '123-4-56789-0', accountName: 'Clock Tester' },
    'POST',
    member.token,
  );
  const requested = await calls.api(
    '/api/v1/withdrawals',
    { amount: '250.00', payoutAccountId: account.id, paymentPassword: '135790' },
    'POST',
    member.token,
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(requested.status).toBe('pending');
}

describe('the console home and clock', () => {
  it('shows a withdrawal at the same time as the player site, with yyyy-MM-dd date boxes', async () => {
    await memberWithWithdrawal('clockcheck');

    const player = await (
      await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' })
    ).newPage();
    await player.goto(`${platform.baseUrl}/login`);
    const login = player.getByRole('dialog', { name: site.auth.loginTitle });
    await login.getByRole('textbox', { name: site.accounts.username, exact: true }).fill('clockcheck');
    await login.getByRole('textbox', { name: site.accounts.password, exact: true }).fill('secret12');
    await login.getByRole('button', { name: site.auth.login, exact: true }).click();
    await player.getByRole('link', { name: site.account.withdraw, exact: true }).click();
    const history = player.getByRole('table', { name: site.withdrawals.history.caption });
    const siteTime = (await history.getByRole('cell').first().innerText()).trim();
    expect(siteTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const operatorPage = await signedInConsole(browser, platform.baseUrl);
    await operatorPage.goto(`${platform.baseUrl}/admin/withdrawals`);
    const row = operatorPage.getByRole('row').filter({ hasText: 'clockcheck' });
    await row.waitFor();
    expect(await row.innerText()).toContain(siteTime);

    // Date boxes read yyyy-MM-dd, not the browser's 11/26/2026, and filter by that day.
    const from = operatorPage.getByRole('textbox', { name: admin.withdrawals.from });
    expect(await from.getAttribute('placeholder')).toBe('yyyy-MM-dd');
    const day = siteTime.slice(0, 10);
    await from.fill(day);
    await operatorPage.getByRole('textbox', { name: admin.withdrawals.to }).fill(day);
    await operatorPage.getByRole('button', { name: admin.withdrawals.searchButton }).click();
    await operatorPage.waitForURL(new RegExp(`from=${day}`));
    expect(await operatorPage.getByRole('textbox', { name: admin.withdrawals.from }).inputValue()).toBe(day);
    await row.waitFor();
    await operatorPage.context().close();
    await player.context().close();
  });

  it('shows a dashboard with today’s figures and queues, and switches theme from one button', async () => {
    await memberWithWithdrawal('dashcheck');
    const page = await signedInConsole(browser, platform.baseUrl);
    await page.getByRole('link', { name: admin.dashboard.nav }).click();
    await page.getByRole('heading', { name: admin.dashboard.heading, level: 1 }).waitFor();
    const queue = page.getByRole('listitem').filter({ hasText: admin.dashboard.pending.withdrawals });
    expect(Number(await queue.locator('strong').innerText())).toBeGreaterThanOrEqual(1);
    await queue.getByRole('link', { name: admin.dashboard.review.withdrawals }).waitFor();
    const newPlayers = page.getByRole('definition').filter({ hasText: /^\d+$/ });
    expect(Number(await newPlayers.last().innerText())).toBeGreaterThanOrEqual(1);
    await page.getByRole('img', { name: /GGR per day over the last 14 days/ }).waitFor();

    const html = page.locator('html');
    const dark = await html.getAttribute('data-theme');
    await page.getByRole('button', { name: admin.layout.switchToLight }).click();
    expect(await html.getAttribute('data-theme')).toBe('light');
    expect(dark).not.toBe('light');
    await page.getByRole('button', { name: admin.layout.switchToDark }).click();
    expect(await html.getAttribute('data-theme')).toBe('dark');
    await page.context().close();
  });
});
