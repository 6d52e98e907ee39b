import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../apps/web/src/i18n/en.ts';
import { pageWith } from './support/agents.ts';
import { platformApi, type PlatformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill } from './support/text.ts';

/**
 * The points mall as a new member meets it: points from a deposit at the demo brand's rate, a gift redeemed at
 * phone width (address, phone, payment password) that waits In process, and the mall in EN/CN/TH in both themes.
 */
let platform: RunningPlatform;
let browser: Browser;
let calls: PlatformApi;
let memberToken: string;
const p = en.pointsMall;
const SHOTS = process.env.POINTS_SHOTS_DIR;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  calls = platformApi(platform.baseUrl);
  const operator = await calls.operatorToken();
  const member = await calls.registerUnverified(operator, 'e2epointsmember');
  memberToken = member.token;
  await calls.api(
    '/api/v1/me/payment-password',
    { currentPassword: 'secret12', newPaymentPassword: '135790' },
    'POST',
    memberToken,
  );
  // A bank deposit approved by the operator: 3,000.00 at the demo's deposit rate (0.01 a baht) is 30 points.
  const channels = (await calls.api(
    '/api/v1/deposit/channels',
    undefined,
    'GET',
    memberToken,
  )) as unknown as {
    id: string;
    type: string;
  }[];
  const bank = channels.find((channel) => channel.type === 'bank')!;
  const deposit = await calls.api(
    '/api/v1/deposits',
    { channelId: bank.id, amount: '3000.00' },
    'POST',
    memberToken,
    {
      'idempotency-key': crypto.randomUUID(),
    },
  );
  await calls.api(`/admin-api/v1/deposits/${String(deposit.id)}/approve`, {}, 'POST', operator, {
    'idempotency-key': crypto.randomUUID(),
  });
  const goods = await calls.api(
    '/admin-api/v1/points/goods',
    {
      name: 'E2E mug',
      description: 'A mug for the test.',
      image:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#3b82f6"/></svg>',
      kind: 'physical',
      pointsNeeded: '10.00',
      moneyValue: '150.00',
      wageringMultiple: 0,
      remaining: 3,
      active: true,
      sort: 0,
    },
    'POST',
    operator,
  );
  expect(goods, JSON.stringify(goods)).toMatchObject({ name: 'E2E mug', remaining: 3 });
  // The points consumer runs on the platform's job runner (every 10 s).
  const deadline = Date.now() + 60_000;
  let balance: unknown;
  while ((balance = (await calls.api('/api/v1/points', undefined, 'GET', memberToken)).balance) !== '30.00') {
    if (Date.now() > deadline) throw new Error(`the deposit's points did not arrive: ${String(balance)}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function member(options: { lang: string; theme: string; width: number }): Promise<Page> {
  const page = await pageWith(browser, options);
  await page.goto(`${platform.baseUrl}/`);
  await page.evaluate((value) => sessionStorage.setItem('token', value), memberToken);
  return page;
}

describe('points mall', () => {
  it('redeems a gift at phone width: it waits In process and the points are taken', async () => {
    const page = await member({ lang: 'EN', theme: 'dark', width: 390 });
    await page.goto(`${platform.baseUrl}/pointMall?tab=goods`);
    await page.getByRole('button', { name: `${p.redeem} E2E mug` }).click();
    const dialog = page.getByRole('dialog', { name: fill(p.redeemTitle, { name: 'E2E mug' }) });
    // Nothing filled: the form says what is missing before anything is sent.
    await dialog.getByRole('button', { name: p.submit }).click();
    await dialog.getByText(en.accounts.v.required).first().waitFor();
    await dialog.getByRole('textbox', { name: p.address }).fill('88/12 Sukhumvit Soi 21, Bangkok 10110');
    await dialog.getByRole('textbox', { name: p.phone }).fill('+66 81 234 5678');
    await dialog.getByLabel(p.paymentPassword).fill('135790');
    await dialog.getByRole('button', { name: p.submit }).click();
    await page.getByRole('status').getByText(p.doneInProcess).waitFor();

    await page.getByRole('tab', { name: p.tabs.records }).click();
    const row = page.getByRole('row', { name: /E2E mug/ });
    await row.getByText(p.status.in_process).waitFor();
    await row.getByText('-10.00').waitFor();
    await page.getByRole('tab', { name: p.tabs.overview }).click();
    await page.getByRole('region', { name: p.balance }).getByText('20.00', { exact: true }).waitFor();
    await page.context().close();
  });

  it('shows the mall in EN, CN and TH, dark and light, at phone width', async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    for (const lang of ['EN', 'CN', 'TH'])
      for (const theme of ['dark', 'light']) {
        const page = await member({ lang, theme, width: 390 });
        await page.goto(`${platform.baseUrl}/pointMall?tab=goods`);
        await page.getByRole('listitem').filter({ hasText: 'E2E mug' }).waitFor();
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/goods-${lang}-${theme}.png`, fullPage: true });
        await page.goto(`${platform.baseUrl}/pointMall`);
        await page.getByRole('table').waitFor();
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/overview-${lang}-${theme}.png`, fullPage: true });
        await page.context().close();
      }
  });
});
