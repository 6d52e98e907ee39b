import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as consoleEn } from '../apps/admin/src/i18n/en.ts';
import { cn } from '../apps/web/src/i18n/cn.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { signedInConsole } from './support/console.ts';
import { E2E_ADMIN_PASSWORD, startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill } from './support/text.ts';

const d = en.deposits;

let platform: RunningPlatform;
let browser: Browser;
let operator: string;
let mobileSeq = 0;

async function api(
  path: string,
  body?: unknown,
  token?: string,
  method = body === undefined ? 'GET' : 'POST',
) {
  const response = await fetch(`${platform.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
}

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  operator = (await api('/admin-api/v1/auth/login', { username: 'admin', password: E2E_ADMIN_PASSWORD }))
    .token as string;
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** A member registered as the site does it (SMS code from the outbox), signed in in a fresh browser tab. */
async function memberPage(username: string, locale = 'en-US'): Promise<Page> {
  const mobileNum = `08${String(70_000_000 + mobileSeq++)}`;
  await api('/api/v1/sms/code', { purpose: 'register', mobileNum, countryDialingCode: '66' });
  const calls = platformApi(platform.baseUrl);
  const registered = await calls.registerMember(username, {
    mobileNum,
    countryDialingCode: '66',
    verificationCode: await calls.outboxCode(operator, `+66${mobileNum.slice(1)}`),
  });
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale });
  // The player site keeps the session token in sessionStorage (API.md), as a login would leave it.
  await context.addInitScript((token) => sessionStorage.setItem('token', token), registered.token);
  return context.newPage();
}

const headerBalance = (page: Page, amount: string) =>
  page.getByRole('banner').getByText(amount, { exact: true }).waitFor();

describe('deposits in a browser', () => {
  it('pays through the test gateway’s page and sees the balance rise in the header', async () => {
    const page = await memberPage('gatewaypayer');
    await page.goto(`${platform.baseUrl}/member?page=depositv2`);
    await headerBalance(page, '฿0.00');
    await page.getByRole('radio', { name: /Test gateway/ }).check();
    const amount = page.getByRole('textbox', { name: fill(d.amount, { symbol: '฿' }) });
    await amount.fill('10000.001');
    await page.getByRole('button', { name: d.submitEmpty, exact: true }).click();
    await page.getByText(fill(d.v.invalid, { decimals: '2' })).waitFor();
    await page.getByRole('button', { name: '฿500.00', exact: true }).click();
    expect(await amount.inputValue()).toBe('500.00');
    await page.getByRole('button', { name: fill(d.submit, { amount: '฿500.00' }) }).click();

    // The gateway's own page, in the player's language.
    await page.waitForURL(/\/testpay\/pay\/.+lang=EN/);
    await page.getByRole('heading', { name: 'Test payment gateway' }).waitFor();
    await page.getByRole('button', { name: 'Pay ฿500.00' }).click();

    await page.waitForURL(/\/member\?page=depositv2&deposit=\d+/);
    await page.getByText(fill(d.back.approved, { amount: '฿500.00' })).waitFor();
    await headerBalance(page, '฿500.00');
    const row = page.getByRole('region', { name: d.history.caption }).getByRole('row').nth(1);
    expect(await row.getByText(d.statuses.approved).count()).toBe(1);
    await page.context().close();
  });

  it('shows where to send a bank transfer, and the balance rises on the open page once an operator approves', async () => {
    const page = await memberPage('bankpayer');
    await page.goto(`${platform.baseUrl}/member?page=depositv2`);
    await page.getByRole('radio', { name: /Bank transfer/ }).check();
    await page.getByRole('textbox', { name: fill(d.amount, { symbol: '฿' }) }).fill('50');
    // Below the channel's minimum: the form says so before anything is sent.
    await page.getByRole('button', { name: d.submitEmpty, exact: true }).click();
    await page.getByText(fill(d.v.min, { min: '฿100.00' })).waitFor();
    await page.getByRole('textbox', { name: fill(d.amount, { symbol: '฿' }) }).fill('1,250');
    await page.getByRole('button', { name: fill(d.submit, { amount: '฿1,250.00' }) }).click();

    await page.getByRole('heading', { name: d.bank.heading }).waitFor();
    await page.getByRole('button', { name: fill(d.bank.copyLabel, { field: d.bank.reference }) }).waitFor();
    const queue = (await api('/admin-api/v1/deposits?player=bankpayer', undefined, operator)) as {
      items: { id: string; reference: string }[];
    };
    const [deposit] = queue.items;
    await page.getByText(deposit!.reference, { exact: true }).first().waitFor();
    await headerBalance(page, '฿0.00');

    await api(`/admin-api/v1/deposits/${deposit!.id}/approve`, {}, operator);
    // No reload: the balance event from the server refreshes the header.
    await headerBalance(page, '฿1,250.00');
    await page.context().close();
  });

  it('takes a channel’s Chinese name in the console, checked for length before it is sent', async () => {
    const a = consoleEn.channels;
    const consolePage = await signedInConsole(browser, platform.baseUrl);
    await consolePage.goto(`${platform.baseUrl}/admin/deposit-channels`);
    await consolePage.getByRole('button', { name: a.add, exact: true }).click();
    const editor = consolePage.getByRole('region', { name: a.addTitle });
    await editor.getByRole('combobox', { name: a.type }).selectOption('gateway');
    await editor.getByRole('textbox', { name: a.nameEN }).fill('Quick pay');
    const chinese = editor.getByRole('textbox', { name: a.nameCN });
    await chinese.fill('快'.repeat(61));
    await editor.getByRole('button', { name: a.save }).click();
    await editor.getByText(fill(a.v.nameLength, { max: 60 })).waitFor();
    expect(await chinese.getAttribute('aria-invalid')).toBe('true');
    await chinese.fill('快捷支付');
    await editor.getByRole('button', { name: a.save }).click();
    await consolePage.getByRole('rowheader', { name: /Quick pay.*快捷支付/ }).waitFor();
    await consolePage.context().close();
  });

  it('names the channels in the page’s language, in the form and in the history', async () => {
    // A Chinese device opens the site in Chinese; the demo channels have Chinese names.
    const page = await memberPage('cnpayer', 'zh-CN');
    await page.goto(`${platform.baseUrl}/member?page=depositv2`);
    await page.getByRole('radio', { name: /测试网关（即时到账）/ }).waitFor();
    await page.getByRole('radio', { name: /快捷支付/ }).waitFor();
    await page.getByRole('radio', { name: /银行转账/ }).check();
    const c = cn.deposits;
    await page.getByRole('textbox', { name: fill(c.amount, { symbol: '฿' }) }).fill('100');
    await page.getByRole('button', { name: fill(c.submit, { amount: '฿100.00' }) }).click();
    await page.getByRole('heading', { name: c.bank.heading }).waitFor();
    const history = page.getByRole('region', { name: c.history.caption });
    await history.getByRole('cell', { name: '银行转账', exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: /Bank transfer/ }).count()).toBe(0);
    await page.context().close();
  });
});
