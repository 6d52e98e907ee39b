import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as admin } from '../apps/admin/src/i18n/en.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { signedInConsole } from './support/console.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill, shaped } from './support/text.ts';

const a = admin.adjustments;
const aw = admin.wallet;
const MEMBER = 'foureyes';
const CHECKER = { username: 'checker', password: 'checker-password-1' };

let platform: RunningPlatform;
let browser: Browser;
let calls: ReturnType<typeof platformApi>;
let operator: string;
let memberId: string;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  calls = platformApi(platform.baseUrl);
  operator = await calls.operatorToken();
  memberId = (await calls.registerUnverified(operator, MEMBER)).user.id;
  await calls.api('/admin-api/v1/operators', { ...CHECKER, role: 'finance' }, 'POST', operator);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const balanceOf = async () =>
  (await calls.api(`/admin-api/v1/players/${memberId}/wallet`, undefined, 'GET', operator)).balance;

describe('four eyes on a large manual adjustment in the console', () => {
  it('keeps an over-threshold credit pending until a second operator approves it', async () => {
    // The owner asks for 25,000.00: above the default threshold, the form and the confirmation say so.
    const owner = await signedInConsole(browser, platform.baseUrl);
    await owner.goto(`${platform.baseUrl}/admin/players/${memberId}`);
    const panel = owner.getByRole('region', { name: aw.panel.heading });
    await panel
      .getByText(fill(a.limitsHint, { threshold: '฿10,000.00', maximum: '฿1,000,000.00' }), { exact: false })
      .waitFor();
    // Over the hard maximum the form refuses before any confirmation.
    await panel.getByRole('textbox', { name: aw.adjust.amount }).fill('1000000.01');
    await panel.getByRole('textbox', { name: aw.adjust.reason }).fill('VIP tournament prize');
    await panel.getByRole('button', { name: aw.adjust.review }).click();
    await panel.getByText(fill(aw.adjust.errors.OVER_MAXIMUM, { maximum: '฿1,000,000.00' })).waitFor();

    await panel.getByRole('textbox', { name: aw.adjust.amount }).fill('25000');
    await panel.getByRole('button', { name: aw.adjust.review }).click();
    const confirm = owner.getByRole('dialog', { name: fill(aw.adjust.confirmTitle, { account: MEMBER }) });
    await confirm.getByText(fill(a.needsApproval, { threshold: '฿10,000.00' })).waitFor();
    await confirm.getByRole('button', { name: a.requestConfirm }).click();
    await confirm.waitFor({ state: 'detached' });
    await owner.getByText(shaped(a.requestSent, { account: MEMBER })).waitFor();
    expect(await balanceOf()).toBe('0.00');

    // The owner sees its own request waiting, with no way to decide it.
    await owner.getByRole('link', { name: a.nav }).click();
    await owner.getByRole('heading', { name: a.heading }).waitFor();
    const ownRow = owner.getByRole('row').filter({ hasText: MEMBER });
    await ownRow.getByText(a.mine).waitFor();
    expect(await ownRow.getByRole('button').count()).toBe(0);

    // A second operator finds it from the menu's count and approves it.
    const checker = await signedInConsole(browser, platform.baseUrl, CHECKER);
    const nav = checker.getByRole('navigation', { name: admin.layout.mainNav });
    await nav.getByLabel(fill(a.pendingCount, { count: 1 })).waitFor();
    await nav.getByRole('link', { name: new RegExp(a.nav) }).click();
    const row = checker.getByRole('row').filter({ hasText: MEMBER });
    await row.getByText('VIP tournament prize').waitFor();
    await row.getByRole('button', { name: shaped(a.approve.label) }).click();
    const approval = checker.getByRole('dialog', { name: shaped(a.approve.title) });
    await approval
      .getByText(fill(a.approve.creditBody, { amount: '฿25,000.00', account: MEMBER, requestedBy: 'admin' }))
      .waitFor();
    await approval.getByRole('button', { name: a.approve.confirm }).click();
    await approval.waitFor({ state: 'detached' });
    await checker.getByText(shaped(a.approve.done, { account: MEMBER, balance: '฿25,000\\.00' })).waitFor();
    expect(await balanceOf()).toBe('25000.00');
    await checker.getByText(a.emptyPending).waitFor();

    // The player's wallet in the owner's console shows the approved credit.
    await owner.goto(`${platform.baseUrl}/admin/players/${memberId}`);
    await owner.getByRole('region', { name: aw.panel.heading }).getByText('฿25,000.00').first().waitFor();
    await owner.context().close();
    await checker.context().close();
  });
});
