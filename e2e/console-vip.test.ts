import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../apps/admin/src/i18n/en.ts';
import { th } from '../apps/admin/src/i18n/th.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { signedInConsole } from './support/console.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill } from './support/text.ts';

/**
 * The console's VIP pages on the demo brand's six levels: the owner raises Bronze's upgrade bonus, is stopped
 * at a threshold below the level under it, and the player API reads the saved ladder (EN, dark); in Thai and the
 * light theme the owner sets a rebate rate that the player's benefits table then shows.
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

const ladder = async () => {
  const calls = platformApi(platform.baseUrl);
  return (await calls.api('/admin-api/v1/vip/levels', undefined, 'GET', await calls.operatorToken())) as {
    levels: {
      label: string;
      upgradeBonus: string;
      validBetThreshold: string;
      rebateRates: Record<string, number>;
    }[];
  };
};

describe('the VIP pages of the console', () => {
  it('edits the levels, refusing a threshold below the level under it, and lists the evaluation runs', async () => {
    const page = await signedInConsole(browser, platform.baseUrl, undefined, {
      texts: en,
      lang: 'EN',
      theme: 'dark',
    });
    await page
      .getByRole('navigation', { name: en.layout.mainNav })
      .getByRole('link', { name: en.vip.nav })
      .click();
    await page.getByRole('heading', { name: en.vip.levels.heading, level: 1 }).waitFor();
    const cell = (level: number, field: keyof typeof en.vip.levels) =>
      page.getByRole('textbox', {
        name: fill(en.vip.levels.cell, {
          level,
          field: fill(en.vip.levels[field] as string, { currency: 'THB' }),
        }),
      });
    await cell(2, 'validBetThreshold').fill('100.00');
    await page.getByRole('button', { name: en.vip.save }).click();
    await page.getByText(en.vip.errors.BELOW_PREVIOUS).waitFor();
    expect((await ladder()).levels[2]!.validBetThreshold).toBe('1200.00');

    await cell(2, 'validBetThreshold').fill('1500.00');
    await cell(1, 'upgradeBonus').fill('48.00');
    await page.getByRole('button', { name: en.vip.save }).click();
    await page.getByText(en.vip.saved).waitFor();
    const saved = (await ladder()).levels;
    expect([saved[1]!.upgradeBonus, saved[2]!.validBetThreshold]).toEqual(['48.00', '1500.00']);
    await page.getByRole('heading', { name: en.vip.runs['vip-evaluation'] }).waitFor();
    await page.context().close();
  });

  it('sets a rebate rate in Thai, which the ladder then pays', async () => {
    const page = await signedInConsole(browser, platform.baseUrl, undefined, {
      texts: th,
      lang: 'TH',
      theme: 'light',
    });
    await page.goto(`${platform.baseUrl}/admin/vip/rebates`);
    await page.getByRole('heading', { name: th.vip.rebates.heading, level: 1 }).waitFor();
    const rate = page.getByRole('textbox', {
      name: fill(th.vip.rebates.cell, { level: 'Gold', type: th.gameTypes.LIVE }),
    });
    expect(await rate.inputValue()).toBe('0.45');
    await rate.fill('0.75');
    await page.getByRole('button', { name: th.vip.save }).click();
    await page.getByText(th.vip.saved).waitFor();
    expect((await ladder()).levels[3]!.rebateRates.LIVE).toBe(75);
    await page.getByRole('heading', { name: th.vip.runs['rebate-daily'] }).waitFor();
    await page.context().close();
  });
});
