import type { Server } from 'node:http';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as admin } from '../apps/admin/src/i18n/en.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { startTransferVendor, type TransferVendor } from '../apps/server/src/test-support/transfer-vendor.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, startPlatform, type RunningPlatform } from './support/platform.ts';
import { startGamePages } from './support/game-pages.ts';
import { fill as text } from './support/text.ts';

const gw = en.transferWallet;
const VENDOR = 'Holds Games';
const GAME = 'Holds Roulette';
const MEMBER = 'walletholder';
const PASSWORD = 'secret12';

let platform: RunningPlatform;
let browser: Browser;
let pages: Server;
let vendor: TransferVendor | undefined;
let calls: ReturnType<typeof platformApi>;
let operator: string;
let member: { id: string; token: string };

beforeAll(async () => {
  [platform, browser, pages] = await Promise.all([
    startPlatform(),
    launchBrowser(),
    startGamePages('Holds', GAME),
  ]);
  calls = platformApi(platform.baseUrl);
  operator = await calls.operatorToken();
  const registered = await calls.registerUnverified(operator, MEMBER, {}, PASSWORD);
  member = { id: registered.user.id, token: registered.token };
  await calls.fund(operator, member.id, '100.00');
});
afterAll(async () => {
  await browser?.close();
  await vendor?.close();
  await platform?.stop();
  pages?.close();
});

/** A member's tab (the SPA keeps the session token in sessionStorage). */
async function memberPage(path: string, viewport = { width: 1366, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  await context.addInitScript((value) => sessionStorage.setItem('token', value), member.token);
  const page = await context.newPage();
  await page.goto(`${platform.baseUrl}${path}`);
  return page;
}

/**
 * Onboards the vendor as an operator would: transfer mode with a transfer API, then (its server started with
 * the secret it was given) the transfer API pointed at that server, and a game in its catalogue.
 */
async function onboardTransferVendor(): Promise<TransferVendor> {
  const port = (pages.address() as { port: number }).port;
  const onboarded = await calls.api(
    '/admin-api/v1/vendors',
    {
      vassalage: 'HOLDS',
      name: VENDOR,
      gameTypes: ['LIVE'],
      launchUrl: `http://127.0.0.1:${port}/play?t={token}&g={gameCode}&l={language}&m={mode}`,
      walletMode: 'transfer',
      transferUrl: `http://127.0.0.1:${port}/not-yet/`,
    },
    'POST',
    operator,
  );
  const started = await startTransferVendor({ vassalage: 'HOLDS', secret: onboarded.secret as string });
  const patched = await calls.api(
    '/admin-api/v1/vendors/HOLDS',
    { transferUrl: started.url },
    'PATCH',
    operator,
  );
  expect(patched.walletMode).toBe('transfer');
  const game = await calls.api(
    '/admin-api/v1/games',
    { vassalage: 'HOLDS', gameCode: 'HOLDS_ROULETTE', gameName: GAME, gameType: 'LIVE' },
    'POST',
    operator,
  );
  expect(game.gameId).toBeTypeOf('string');
  return started;
}

const row = (page: Page) => page.getByRole('article', { name: VENDOR });
const cash = (page: Page) => page.locator('p', { hasText: gw.page.cash });

async function openTransfer(page: Page, direction: 'in' | 'out'): Promise<Locator> {
  const name = direction === 'in' ? gw.page.transferInTo : gw.page.transferOutFrom;
  await row(page)
    .getByRole('button', { name: text(name, { vendor: VENDOR }) })
    .click();
  const title = direction === 'in' ? gw.dialog.inTitle : gw.dialog.outTitle;
  const dialog = page.getByRole('dialog', { name: text(title, { vendor: VENDOR }) });
  await dialog.waitFor();
  return dialog;
}

async function submit(dialog: Locator, amount: string, direction: 'in' | 'out') {
  await dialog.getByRole('textbox', { name: gw.dialog.amount }).fill(amount);
  const label = direction === 'in' ? gw.dialog.submitIn : gw.dialog.submitOut;
  await dialog.getByRole('button', { name: label, exact: true }).click();
}

describe('game wallets', () => {
  it('says so when the brand has no transfer-wallet vendor', async () => {
    const page = await memberPage('/member?page=transferFund');
    await page
      .getByRole('navigation', { name: en.wallet.page.actions })
      .getByRole('link', { name: en.wallet.page.gameWallets })
      .click();
    await page.getByRole('heading', { name: gw.page.title, level: 2 }).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('gameWallets');
    await page.getByText(gw.page.empty).waitFor();
    await page.context().close();
  });

  it('moves money in and out, refuses bad amounts without moving anything, and shows what the vendor holds', async () => {
    vendor = await onboardTransferVendor();
    const page = await memberPage('/member?page=gameWallets');
    await expect.poll(() => row(page).textContent()).toContain('฿0.00');
    await expect.poll(() => cash(page).textContent()).toContain('฿100.00');

    // Checked as the server checks it, before anything is sent.
    const dialog = await openTransfer(page, 'in');
    await submit(dialog, '1.234', 'in');
    await dialog.getByText(text(en.wallet.v.amount, { decimals: '2' })).waitFor();
    await submit(dialog, '100.01', 'in');
    await dialog.getByText(text(gw.v.notEnoughCash, { available: '฿100.00' })).waitFor();
    expect(vendor.calls.filter((c) => c.path.startsWith('/transfer'))).toEqual([]);

    await submit(dialog, '30', 'in');
    await dialog
      .getByRole('status')
      .getByText(text(gw.dialog.completedIn, { amount: '฿30.00', vendor: VENDOR }))
      .waitFor();
    await dialog.getByRole('button', { name: gw.dialog.done }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row(page).textContent()).toContain('฿30.00');
    await expect.poll(() => cash(page).textContent()).toContain('฿70.00');
    expect(vendor.balanceOf(BigInt(member.id))).toBe('30.00');

    // Winnings at the vendor show once the row asks it again.
    vendor.setBalance(BigInt(member.id), '45.00');
    await row(page)
      .getByRole('button', { name: text(gw.page.refresh, { vendor: VENDOR }) })
      .click();
    await expect.poll(() => row(page).textContent()).toContain('฿45.00');

    // The vendor's refusal is told in words, and nothing moves.
    vendor.nextTransfers.push({ refuse: 'PLAYER_BLOCKED' });
    const refused = await openTransfer(page, 'out');
    await submit(refused, '5', 'out');
    await refused
      .getByText(text(gw.problem.VENDOR_REFUSED, { vendor: VENDOR, status: 'PLAYER_BLOCKED' }))
      .waitFor();
    expect(vendor.balanceOf(BigInt(member.id))).toBe('45.00');

    // All of it back: the vendor's figure, winnings included.
    await refused.getByRole('button', { name: gw.dialog.all }).click();
    expect(await refused.getByRole('textbox', { name: gw.dialog.amount }).inputValue()).toBe('45.00');
    await refused.getByRole('button', { name: gw.dialog.submitOut, exact: true }).click();
    await refused
      .getByRole('status')
      .getByText(text(gw.dialog.completedOut, { amount: '฿45.00' }))
      .waitFor();
    await refused.getByRole('button', { name: gw.dialog.done }).click();
    await expect.poll(() => row(page).textContent()).toContain('฿0.00');
    await expect.poll(() => cash(page).textContent()).toContain('฿115.00');
    expect(vendor.balanceOf(BigInt(member.id))).toBe('0.00');
    await page.context().close();
  });

  it('keeps the member menu one swipeable row on a phone, without a scrollbar, with the page shown in view', async () => {
    const page = await memberPage('/member?page=personalProfit', { width: 390, height: 844 });
    const menu = page.getByRole('navigation', { name: en.member.menu });
    const current = menu.getByRole('link', { name: en.member.personalProfit });
    await current.waitFor();
    const row = menu.getByRole('list');
    const box = (await menu.boundingBox())!;
    const shown = (await current.boundingBox())!;
    expect(shown.x).toBeGreaterThanOrEqual(box.x);
    expect(shown.x + shown.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    const sizes = await row.evaluate((list) => {
      const style = getComputedStyle(list);
      const borders = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
      return {
        scrolls: list.scrollWidth > list.clientWidth,
        scrollbar: (list as HTMLElement).offsetHeight - list.clientHeight - borders,
      };
    });
    expect(sizes).toEqual({ scrolls: true, scrollbar: 0 });
    await page.context().close();
  });

  it('shows a transfer the vendor has not confirmed as pending, and the balances once it has', async () => {
    const page = await memberPage('/member?page=gameWallets', { width: 390, height: 844 });
    await expect.poll(() => cash(page).textContent()).toContain('฿115.00');
    // The vendor applies it and never answers: after the platform's 8 s wait the transfer is pending.
    vendor!.nextTransfers.push('apply-then-hang');
    const dialog = await openTransfer(page, 'in');
    await submit(dialog, '15', 'in');
    await dialog
      .getByRole('status')
      .getByText(text(gw.dialog.pending, { amount: '฿15.00' }))
      .waitFor({ timeout: 40_000 });
    await dialog.getByRole('button', { name: gw.dialog.done }).click();
    await row(page)
      .getByText(text(gw.page.pendingIn, { amount: '฿15.00', vendor: VENDOR }))
      .waitFor();
    await expect.poll(() => cash(page).textContent()).toContain('฿100.00');

    // The retry job asks the vendor by the transfer's id (every 10 s) and the page follows.
    await expect
      .poll(() => row(page).textContent(), { timeout: 40_000 })
      .not.toContain(text(gw.page.pendingIn, { amount: '฿15.00', vendor: VENDOR }));
    await expect.poll(() => row(page).textContent()).toContain('฿15.00');
    expect(vendor!.balanceOf(BigInt(member.id))).toBe('15.00');
    await expect.poll(() => cash(page).textContent()).toContain('฿100.00');
    await page.context().close();
  }, 90_000);

  it('offers the transfer in before a real-money game of the vendor starts; Skip plays with what is there', async () => {
    const page = await memberPage('/live?vassalage=HOLDS');
    let launches = 0;
    page.on('request', (request) => {
      if (/\/api\/v1\/games\/\d+\/launch$/.test(new URL(request.url()).pathname)) launches++;
    });
    await page.getByRole('button', { name: GAME, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text(gw.dialog.inTitle, { vendor: VENDOR }) });
    await dialog.getByText(text(gw.dialog.launchLead, { vendor: VENDOR })).waitFor();
    await dialog.getByRole('button', { name: gw.dialog.skip }).click();
    await page.waitForURL(/\/seamless\?/);
    await page.frameLocator(`iframe[title="${GAME}"]`).getByText(`${GAME} is running`).waitFor();
    expect(launches).toBe(1);
    // A balance event while playing (here an operator's credit) updates the header, and leaves the game alone.
    await calls.api(
      `/admin-api/v1/players/${member.id}/adjustments`,
      { amount: '1.00', reason: 'goodwill' },
      'POST',
      operator,
      { 'idempotency-key': crypto.randomUUID() },
    );
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('฿101.00');
    await page.waitForTimeout(1000);
    expect(launches).toBe(1);
    await page.context().close();
  });

  it('lists the transfers for support in the console', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${platform.baseUrl}/admin/login`);
    await page.getByRole('textbox', { name: admin.login.username }).fill('admin');
    await page.getByRole('textbox', { name: admin.login.password }).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: admin.login.submit }).click();
    await page.getByRole('link', { name: admin.transferWallet.nav }).click();
    const table = page.getByRole('table', { name: admin.transferWallet.caption });
    // In 30, out 5 refused, out 45, in 15 (settled by the job): newest first.
    await expect.poll(() => table.getByRole('row').count()).toBe(5);
    await page.getByLabel(admin.transferWallet.status, { exact: true }).selectOption('refused');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    const refused = table.getByRole('row').nth(1);
    expect(await refused.textContent()).toContain('PLAYER_BLOCKED');
    expect(await refused.textContent()).toContain(MEMBER);
    await context.close();
  });
});
