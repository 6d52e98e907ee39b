import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as admin } from '../apps/admin/src/i18n/en.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { signedInConsole } from './support/console.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill, shaped } from './support/text.ts';

const s = admin.settlements;
const KIND = 'withdrawal-auto-receipt';
const KIND_NAME = s.kinds[KIND];

let platform: RunningPlatform;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const badgeColour = (page: Page) =>
  page
    .locator('.settlements-table .badge')
    .first()
    .evaluate((badge) => getComputedStyle(badge).color);

describe('settlement runs in the console', () => {
  it('lists the runs the worker made and re-runs one behind a confirmation, in both themes', async () => {
    const page = await signedInConsole(browser, platform.baseUrl);
    await page
      .getByRole('navigation', { name: admin.layout.mainNav })
      .getByRole('link', { name: s.nav })
      .click();
    await page.getByRole('heading', { name: s.heading }).waitFor();
    // The platform's worker settles the last closed five-minute period within seconds of starting.
    const row = page.getByRole('row').filter({ hasText: KIND_NAME }).first();
    await row.getByText(s.states.completed).waitFor({ timeout: 30_000 });
    const period = (await row.getByRole('cell').nth(1).locator('.mono').first().textContent())!;
    // The first run receives the demo's withdrawal, paid days ago and never confirmed; a later one, nothing.
    expect(await row.getByRole('cell').nth(5).textContent()).toMatch(
      new RegExp(`^${s.figures.received}: [01]$`),
    );

    await row.getByRole('button', { name: fill(s.rerun.label, { kind: KIND_NAME, period }) }).click();
    const dialog = page.getByRole('dialog', { name: fill(s.rerun.title, { kind: KIND_NAME, period }) });
    await dialog.getByText(shaped(s.rerun.body, { paid: '฿0\\.00' })).waitFor();
    await dialog.getByRole('button', { name: s.rerun.confirm }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(fill(s.rerun.done.completed, { kind: KIND_NAME, period, paid: '฿0.00' })).waitFor();
    const rerun = page.getByRole('row').filter({ hasText: period });
    await rerun.getByRole('cell', { name: '2', exact: true }).waitFor();

    const dark = await badgeColour(page);
    await page.getByRole('button', { name: admin.layout.switchToLight }).click();
    expect(await badgeColour(page)).not.toBe(dark);

    // The re-run is in the audit log, under the operator who asked for it.
    const calls = platformApi(platform.baseUrl);
    const audit = await calls.api('/admin-api/v1/audit', undefined, 'GET', await calls.operatorToken());
    expect((audit as { items: { action: string; target: string }[] }).items).toContainEqual(
      expect.objectContaining({ action: 'settlement.run', target: `${KIND} ${period}` }),
    );
    await page.context().close();
  });
});
