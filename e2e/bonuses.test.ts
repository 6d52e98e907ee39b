import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../apps/web/src/i18n/en.ts';
import { th } from '../apps/web/src/i18n/th.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { pageWith } from './support/agents.ts';
import { platformApi, type PlatformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill, shaped } from './support/text.ts';

/**
 * A member with a bonus an operator granted through the console's API (200.00 at 5 times: 1,000.00 to wager)
 * sees it on the bonus details page with what is left, sees the same on the withdraw page's wagering panel, and
 * is told how much is left to wager when a withdrawal is refused for it.
 */
let platform: RunningPlatform;
let browser: Browser;
let calls: PlatformApi;
let memberToken: string;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  calls = platformApi(platform.baseUrl);
  const operator = await calls.operatorToken();
  const member = await calls.registerUnverified(operator, 'e2ebonusmember');
  memberToken = member.token;
  await calls.api(
    '/api/v1/me/payment-password',
    { currentPassword: 'secret12', newPaymentPassword: '135790' },
    'POST',
    memberToken,
  );
  await calls.fund(operator, member.user.id, '1000.00');
  await calls.api(
    '/api/v1/payout-accounts',
    { bankCode: 'KBANK', accountNumber: '123-4-56789-0', accountName: 'Bonus Tester' },
    'POST',
    memberToken,
  );
  const granted = await calls.api(
    `/admin-api/v1/players/${member.user.id}/bonuses`,
    { amount: '200.00', multiple: 5, reason: 'E2E welcome gift' },
    'POST',
    operator,
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(granted, JSON.stringify(granted)).toMatchObject({ requirement: '1000.00', status: 'open' });
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function member(options: { lang: string; theme: string; width?: number }): Promise<Page> {
  const page = await pageWith(browser, options);
  await page.goto(`${platform.baseUrl}/`);
  await page.evaluate((value) => sessionStorage.setItem('token', value), memberToken);
  return page;
}

describe('bonus details and wagering', () => {
  it('lists the granted bonus with its requirement and what is left (EN, dark, phone)', async () => {
    const page = await member({ lang: 'EN', theme: 'dark', width: 390 });
    const r = en.rewards;
    await page.goto(`${platform.baseUrl}/member?page=bonusDetails`);
    await page.getByRole('heading', { name: r.bonus.title, level: 2 }).waitFor();
    const bonus = page.getByRole('list', { name: r.bonus.caption }).getByRole('article', {
      name: r.bonus.sources.manual,
    });
    await bonus.getByText(`${r.bonus.status}: ${r.bonus.statuses.open}`).waitFor();
    await bonus.getByText('฿200.00').waitFor();
    expect(await bonus.getByText('฿1,000.00').count()).toBe(2);
    await bonus.getByText(fill(r.bonus.progress, { percent: 0 })).waitFor();
    await checkAccessibility(page);
    await page.context().close();
  });

  it('shows the remaining wagering on the withdraw page and when a withdrawal is refused (EN, light)', async () => {
    const page = await member({ lang: 'EN', theme: 'light' });
    const r = en.rewards;
    const w = en.withdrawals;
    await page.goto(`${platform.baseUrl}/member?page=withdraw`);
    const panel = page.getByRole('region', { name: r.wagering.heading });
    await panel.getByText(r.wagering.left).waitFor();
    await panel
      .getByText(shaped(r.wagering.row, { remaining: '฿1,000.00', requirement: '฿1,000.00' }))
      .waitFor();
    await page.getByRole('textbox', { name: fill(w.form.amount, { currency: 'THB' }) }).fill('300');
    await page.getByRole('textbox', { name: w.form.paymentPassword }).fill('135790');
    await page.getByRole('button', { name: w.form.submit }).click();
    await page.getByText(fill(r.wagering.blocked, { amount: '฿1,000.00' })).waitFor();
    // Nothing was held: the balance is all still available.
    await page.getByText(w.history.empty).waitFor();
    await checkAccessibility(page);
    await page.context().close();
  });

  it('reads the same bonus in Thai on a desktop (TH, dark)', async () => {
    const page = await member({ lang: 'TH', theme: 'dark' });
    const r = th.rewards;
    await page.goto(`${platform.baseUrl}/member?page=bonusDetails`);
    const bonus = page.getByRole('article', { name: r.bonus.sources.manual });
    await bonus.getByText(`${r.bonus.status}: ${r.bonus.statuses.open}`).waitFor();
    await bonus.getByText(fill(r.bonus.progress, { percent: 0 })).waitFor();
    await checkAccessibility(page);
    await page.context().close();
  });
});
