import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cn } from '../apps/web/src/i18n/cn.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { th } from '../apps/web/src/i18n/th.ts';
import { pageWith } from './support/agents.ts';
import { platformApi, type PlatformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';

/**
 * Invite friends as a member meets it at phone width: the invitation link and its QR code, the link opening the
 * registration with the code filled in, and a friend who joined with it listed with their progress.
 */
let platform: RunningPlatform;
let browser: Browser;
let calls: PlatformApi;
let operator: string;
let referrer: { token: string; code: string };
const r = en.referral;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  calls = platformApi(platform.baseUrl);
  operator = await calls.operatorToken();
  const member = await calls.registerUnverified(operator, 'e2ereferrer');
  const summary = await calls.api('/api/v1/referral', undefined, 'GET', member.token);
  referrer = { token: member.token, code: String(summary.code) };
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function referralPage(options: { lang: string; theme: string }): Promise<Page> {
  const page = await pageWith(browser, { ...options, width: 390 });
  await page.goto(`${platform.baseUrl}/`);
  await page.evaluate((value) => sessionStorage.setItem('token', value), referrer.token);
  await page.goto(`${platform.baseUrl}/member?page=referral`);
  return page;
}

describe('invite friends', () => {
  it('shares a link that fills in the code, and lists the friend who joined with it', async () => {
    const page = await referralPage({ lang: 'EN', theme: 'light' });
    await page.getByRole('heading', { name: r.title }).waitFor();
    const link = page.getByRole('textbox', { name: r.link });
    const url = await link.inputValue();
    expect(url).toBe(`${platform.baseUrl}/register?referralCode=${referrer.code}`);
    await page.getByRole('img', { name: r.qr }).waitFor();
    await page.getByText(r.empty).waitFor();

    // A friend opens the link: the registration has the code already.
    const friendPage = await pageWith(browser, { lang: 'EN', width: 390 });
    await friendPage.goto(url);
    const code = friendPage.getByRole('textbox', { name: en.accounts.invitationCode });
    await expect.poll(() => code.inputValue()).toBe(referrer.code);
    await friendPage.context().close();

    // The friend registers with it; the referral job finds them within its period.
    await calls.registerUnverified(operator, 'e2efriend', { referralCode: referrer.code });
    const row = page.getByRole('row', { name: /e2\*\*\*nd/ });
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: r.title }).waitFor();
          return row.count();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe(1);
    await row.getByText(r.statuses.pending).waitFor();
    await row
      .getByRole('progressbar', { name: r.progressLabel.replace('{{username}}', 'e2***nd') })
      .waitFor();
    await page.getByRole('definition').filter({ hasText: /^1$/ }).first().waitFor();
    await page.context().close();
  });

  it('reads in CN and TH, dark and light', async () => {
    for (const [lang, words] of [
      ['CN', cn.referral],
      ['TH', th.referral],
    ] as const)
      for (const theme of ['dark', 'light']) {
        const page = await referralPage({ lang, theme });
        await page.getByRole('heading', { name: words.title }).waitFor();
        await page.getByRole('textbox', { name: words.link }).waitFor();
        await page.context().close();
      }
  });
});
