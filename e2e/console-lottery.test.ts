import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cn } from '../apps/admin/src/i18n/cn.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { signedInConsole } from './support/console.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill } from './support/text.ts';

/**
 * The console's lottery pages on a first start (CN, light theme): the games with the issue on sale, a game's
 * history with the seeds of the demo's drawn hour, and the void of an issue with its reason.
 */
let platform: RunningPlatform;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('the lottery pages of the console', () => {
  it('lists the games, shows a game’s draws with their seeds, and voids an issue with a reason', async () => {
    const page = await signedInConsole(browser, platform.baseUrl, undefined, {
      texts: cn,
      lang: 'CN',
      theme: 'light',
    });
    await page
      .getByRole('navigation', { name: cn.layout.mainNav })
      .getByRole('link', { name: cn.lottery.nav, exact: true })
      .click();
    await page.getByRole('heading', { name: cn.lottery.heading, level: 1 }).waitFor();
    await page.getByRole('link', { name: '一分时时彩' }).click();
    await page.getByRole('heading', { name: '一分时时彩', level: 1 }).waitFor();
    // The demo's first start drew the last hour (settled at once, no tickets): those rows show their seeds.
    await page.getByText(cn.lottery.statuses.settled).first().waitFor();
    expect(await page.getByText(cn.lottery.sealed).count()).toBeGreaterThan(0);

    const top = page.getByRole('row').nth(1);
    const issueNo = (await top.getByRole('cell').first().textContent())!.trim();
    await top.getByRole('button', { name: cn.lottery.void.open }).click();
    const dialog = page.getByRole('dialog', { name: fill(cn.lottery.void.title, { issueNo }) });
    await dialog.getByRole('button', { name: cn.lottery.void.confirm }).click();
    await dialog.locator('.error').first().waitFor();
    await dialog.getByRole('textbox').fill('开奖源故障');
    await dialog.getByRole('button', { name: cn.lottery.void.confirm }).click();
    await page.getByText(fill(cn.lottery.void.done, { issueNo })).waitFor();
    await page.getByText('开奖源故障').waitFor();

    const calls = platformApi(platform.baseUrl);
    const history = (await calls.api(
      '/admin-api/v1/lottery/games/SSC-1M/issues',
      undefined,
      'GET',
      await calls.operatorToken(),
    )) as { items: { issueNo: string; status: string; voidReason: string | null }[] };
    expect(history.items.find((issue) => issue.issueNo === issueNo)).toMatchObject({
      status: 'void',
      voidReason: '开奖源故障',
    });
    await page.context().close();
  });
});
