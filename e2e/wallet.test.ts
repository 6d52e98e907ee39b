import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as admin } from '../apps/admin/src/i18n/en.ts';
import { cn } from '../apps/web/src/i18n/cn.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { th } from '../apps/web/src/i18n/th.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, startPlatform, type RunningPlatform } from './support/platform.ts';
import { seedAgent } from './support/seed.ts';
import { fill } from './support/text.ts';

const w = en.wallet;
const aw = admin.wallet;
const MEMBER = 'walletuser';
const UPLINE = 'e2eboss';
const PASSWORD = 'secret12';
const PAYMENT_PASSWORD = '246810';

let platform: RunningPlatform;
let browser: Browser;
let calls: ReturnType<typeof platformApi>;
let operator: string;
let member: { id: string; token: string };

beforeAll(async () => {
  [platform, browser] = await Promise.all([
    startPlatform({
      prepare: seedAgent({ username: UPLINE, password: PASSWORD, affiliateCode: 'E2EBOSS1' }),
    }),
    launchBrowser(),
  ]);
  calls = platformApi(platform.baseUrl);
  operator = await calls.operatorToken();
  // The agent's affiliate code places the new member under it, as its affiliate link would.
  const registered = await calls.registerUnverified(
    operator,
    MEMBER,
    { affiliateCode: 'E2EBOSS1' },
    PASSWORD,
  );
  member = { id: registered.user.id, token: registered.token };
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function newPage(viewport = { width: 1366, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  return context.newPage();
}

async function memberPage(viewport?: { width: number; height: number }): Promise<Page> {
  const page = await newPage(viewport);
  await page.goto(`${platform.baseUrl}/login`);
  const login = page.getByRole('dialog', { name: en.auth.loginTitle });
  await login.getByRole('textbox', { name: en.accounts.username, exact: true }).fill(MEMBER);
  await login.getByRole('textbox', { name: en.accounts.password, exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: en.auth.login, exact: true }).click();
  await login.waitFor({ state: 'detached' });
  return page;
}

async function operatorPage(): Promise<Page> {
  const page = await newPage();
  await page.goto(`${platform.baseUrl}/admin/login`);
  await page.getByRole('textbox', { name: admin.login.username }).fill('admin');
  await page.getByRole('textbox', { name: admin.login.password }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: admin.login.submit }).click();
  await page.getByRole('button', { name: admin.layout.signOut }).waitFor();
  return page;
}

/** Resolves once `text` is shown inside `scope`. */
const shows = (page: Page, scope: string, text: string) =>
  page.waitForFunction(
    ([selector, wanted]) => document.querySelector(selector!)?.textContent?.includes(wanted!) ?? false,
    [scope, text],
  );

describe('the wallet in a browser', () => {
  it('shows an operator’s credit live, hides it, records it, filters the record and pays the upline', async () => {
    const page = await memberPage();
    await page.goto(`${platform.baseUrl}/member?page=transferFund`);
    const balance = page.getByRole('region', { name: w.page.balance, exact: true });
    await balance.getByText('฿0.00').waitFor();

    // The operator credits the member from the console, confirming the effect first.
    const desk = await operatorPage();
    await desk.goto(`${platform.baseUrl}/admin/players/${member.id}`);
    const panel = desk.getByRole('region', { name: aw.panel.heading });
    await panel.getByRole('textbox', { name: aw.adjust.amount }).fill('1500.5');
    await panel.getByRole('textbox', { name: aw.adjust.reason }).fill('Welcome credit');
    await panel.getByRole('button', { name: aw.adjust.review }).click();
    const confirm = desk.getByRole('dialog', { name: fill(aw.adjust.confirmTitle, { account: MEMBER }) });
    await confirm.getByText(fill(aw.adjust.creditEffect, { amount: '฿1,500.50', account: MEMBER })).waitFor();
    await confirm
      .getByRole('button', { name: fill(aw.adjust.creditConfirm, { amount: '฿1,500.50' }) })
      .click();
    await confirm.waitFor({ state: 'detached' });
    await desk.getByText(fill(aw.adjust.done, { account: MEMBER, balance: '฿1,500.50' })).waitFor();

    // The member's open page follows the socket's balance event, header and wallet alike, without a reload.
    await balance.getByText('฿1,500.50').waitFor();
    const header = page.getByRole('banner');
    await header.getByText('฿1,500.50').waitFor();
    expect(await page.getByRole('region', { name: w.page.available }).textContent()).toContain('฿1,500.50');

    // The eye toggle hides every figure, in the header too, and the choice survives a reload of the tab.
    await page.getByRole('main').getByRole('button', { name: en.account.hideBalance }).click();
    await balance.getByText('******').waitFor();
    expect(await header.textContent()).toContain('******');
    expect(await header.textContent()).not.toContain('1,500.50');
    await page.reload();
    await page.getByRole('region', { name: w.page.balance, exact: true }).getByText('******').waitFor();
    await page.getByRole('main').getByRole('button', { name: en.account.showBalance }).click();
    await balance.getByText('฿1,500.50').waitFor();

    // The account record lists the credit with the operator's reason.
    await page
      .getByRole('navigation', { name: w.page.actions })
      .getByRole('link', { name: w.page.record })
      .click();
    const record = page.getByRole('table', { name: w.record.caption });
    const credit = record.getByRole('row').filter({ hasText: 'Welcome credit' });
    await credit.waitFor();
    expect(await credit.textContent()).toContain('+฿1,500.50');
    expect(await credit.textContent()).toContain(w.types.adjustment);

    // Filters go into the URL: a reload keeps them, Back undoes the last one.
    // A click, not check(): the choice lives in the URL, so the radio turns on only after the navigation.
    await page.getByRole('radio', { name: w.record.last7 }).click();
    await page.waitForURL(/range=7d/);
    // The URL changes first; the radio follows on the next render.
    await expect.poll(() => page.getByRole('radio', { name: w.record.last7 }).isChecked()).toBe(true);
    await credit.waitFor();
    await page.getByRole('combobox', { name: w.record.type }).selectOption('transfer');
    await page.getByText(w.record.emptyFiltered).waitFor();
    await page.reload();
    await page.getByText(w.record.emptyFiltered).waitFor();
    // The URL changes first; the radio follows on the next render.
    await expect.poll(() => page.getByRole('radio', { name: w.record.last7 }).isChecked()).toBe(true);
    expect(await page.getByRole('combobox', { name: w.record.type }).inputValue()).toBe('transfer');
    await page.goBack();
    await credit.waitFor();
    expect(await page.getByRole('combobox', { name: w.record.type }).inputValue()).toBe('');

    // Without a payment password the transfer page sends the member to the security centre.
    await page.getByRole('link', { name: en.member.transferUpline }).click();
    await page.getByText(w.transfer.noPaymentPassword).waitFor();
    expect(await page.getByRole('link', { name: w.transfer.setPaymentPassword }).getAttribute('href')).toBe(
      '/member?page=securityCenter',
    );
    await calls.api(
      '/api/v1/me/payment-password',
      { currentPassword: PASSWORD, newPaymentPassword: PAYMENT_PASSWORD },
      'POST',
      member.token,
    );
    await page.reload();

    // A wrong payment password is refused under its field; the right one sends the money.
    const form = page.getByRole('main');
    await form.getByText(UPLINE).waitFor();
    await form.getByRole('textbox', { name: w.transfer.amount }).fill('200');
    await form.getByRole('textbox', { name: w.transfer.paymentPassword }).fill('135790');
    await form.getByRole('button', { name: w.transfer.submit }).click();
    await form.getByText(en.errors.PAYMENT_PASSWORD_INVALID).waitFor();
    await form.getByRole('textbox', { name: w.transfer.paymentPassword }).fill(PAYMENT_PASSWORD);
    await form.getByRole('button', { name: w.transfer.submit }).click();
    await form
      .getByRole('status')
      .getByText(fill(w.transfer.sent, { amount: '฿200.00', account: UPLINE }))
      .waitFor();
    await shows(page, 'header', '฿1,300.50');

    const upline = await calls.api('/api/v1/auth/login', {
      type: 'username',
      username: UPLINE,
      password: PASSWORD,
    });
    expect((await calls.api('/api/v1/wallet', undefined, 'GET', upline.token as string)).balance).toBe(
      '200.00',
    );

    // The console's reconciliation agrees that nothing was lost or made up on the way.
    await desk.getByRole('link', { name: aw.nav }).click();
    await desk.getByText(aw.ledger.balanced).waitFor();
    await desk.context().close();
    await page.context().close();
  });

  it('shows the account record as cards on a phone', async () => {
    await calls.api(
      `/admin-api/v1/players/${member.id}/adjustments`,
      { amount: '5.00', reason: 'Phone check' },
      'POST',
      operator,
      { 'idempotency-key': `phone-${Date.now()}` },
    );
    const page = await memberPage({ width: 390, height: 844 });
    await page.goto(`${platform.baseUrl}/member?page=transactionHistory`);
    const cards = page.getByRole('list', { name: w.record.caption });
    const newest = cards.getByRole('listitem').first();
    await newest.getByText('Phone check').waitFor();
    expect(await newest.textContent()).toContain('+฿5.00');
    expect(await page.getByRole('table').count()).toBe(0);
    const today = await calls.api('/api/v1/wallet/transactions', undefined, 'GET', member.token);
    expect(await cards.getByRole('listitem').count()).toBe(today.total);
    // The cards fit the phone: nothing to scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });
  it('shows the wallet, deposit and withdraw pages in Chinese and Thai, as a device in that language asks', async () => {
    for (const [locale, words] of [
      ['zh-CN', cn],
      ['th-TH', th],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale });
      await context.addInitScript((token) => sessionStorage.setItem('token', token), member.token);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      for (const [id, heading] of [
        ['transferFund', words.wallet.page.title],
        ['depositv2', words.deposits.title],
        ['withdraw', words.withdrawals.title],
      ] as const) {
        await page.goto(`${platform.baseUrl}/member?page=${id}`);
        await page.getByRole('heading', { name: heading, exact: true }).waitFor();
        await page.getByRole('link', { name: words.member[id], exact: true }).first().waitFor();
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
