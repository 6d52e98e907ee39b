import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cn as consoleCn } from '../apps/admin/src/i18n/cn.ts';
import { en as consoleEn } from '../apps/admin/src/i18n/en.ts';
import { cn } from '../apps/web/src/i18n/cn.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { pageWith } from './support/agents.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { signedInConsole } from './support/console.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill } from './support/text.ts';

/**
 * An operator working in Chinese sets up a first-deposit bonus in the console's editor, checks the Chinese card
 * in the live preview, and creates it; a player reading Chinese then finds it on the promotions page, open to
 * join. A wrong field is refused in the editor before anything is sent.
 */
const TITLE = { EN: 'E2E welcome 50%', CN: 'E2E 首存 50%' };
const SUMMARY_CN = '首次存款送 50%，最高 300。';

let platform: RunningPlatform;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** A brand-local `yyyy-MM-dd HH:mm`, days away from now (the day either side of the zone is all the same here). */
const daysAway = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16).replace('T', ' ');

describe('the console promotions editor', () => {
  it('creates a promotion checked in the Chinese preview, and a player sees it (CN, light)', async () => {
    const t = consoleCn.promotions;
    const page = await signedInConsole(browser, platform.baseUrl, undefined, {
      texts: consoleCn,
      lang: 'CN',
      theme: 'light',
    });
    await page.getByRole('link', { name: t.nav, exact: true }).click();
    await page.getByRole('heading', { name: t.heading, level: 1 }).waitFor();
    await page.getByRole('link', { name: t.add }).click();
    await page.getByRole('heading', { name: t.editor.newTitle, level: 1 }).waitFor();

    const box = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    const titleIn = (lang: 'EN' | 'CN') => fill(t.editor.titleIn, { language: consoleCn.lang[lang] });
    // Sent without a window first: the editor says what is missing, under the fields, and sends nothing.
    await page.getByRole('button', { name: t.editor.create }).click();
    await page.getByText(consoleCn.fieldErrors.REQUIRED).first().waitFor();
    expect(await box(titleIn('EN')).getAttribute('aria-invalid')).toBe('true');

    await box(titleIn('EN')).fill(TITLE.EN);
    await box(titleIn('CN')).fill(TITLE.CN);
    await box(fill(t.editor.summaryIn, { language: consoleCn.lang.CN })).fill(SUMMARY_CN);
    await box(t.editor.startsAt).fill(daysAway(-2));
    await box(t.editor.endsAt).fill(daysAway(30));
    await box(t.editor.rewardPercent).fill('50');
    await box(fill(t.editor.cap, { currency: 'THB' })).fill('300');
    await box(t.editor.multiple).fill('10');

    const preview = page.getByRole('region', { name: t.preview.heading });
    await preview
      .getByRole('group', { name: t.preview.language })
      .getByRole('button', { name: consoleCn.lang.CN })
      .click();
    const card = preview.getByRole('article', { name: TITLE.CN });
    await card.getByText(SUMMARY_CN).waitFor();
    await card.getByText(`${t.preview.player.statusLabel}: ${t.preview.player.joinNow}`).waitFor();
    await checkAccessibility(page);

    await page.getByRole('button', { name: t.editor.create }).click();
    await page.getByText(t.editor.created).waitFor();
    await page.getByRole('heading', { name: /#\d+/, level: 1 }).waitFor();
    await page.context().close();

    const player = await pageWith(browser, { lang: 'CN', theme: 'light', width: 390 });
    await player.goto(`${platform.baseUrl}/promotions`);
    const listed = player
      .getByRole('list', { name: cn.promotions.title })
      .getByRole('article', { name: TITLE.CN });
    await listed.getByText(SUMMARY_CN).waitFor();
    await listed
      .getByText(`${cn.promotions.statusLabel}: ${cn.promotions.status.join_now}`, { exact: true })
      .waitFor();
    await player.context().close();
  });

  it('keeps a read-only operator to reading', async () => {
    const calls = platformApi(platform.baseUrl);
    const operator = await calls.operatorToken();
    const created = await calls.api(
      '/admin-api/v1/operators',
      { username: 'e2epromosupport', password: 'Support-pass-123', role: 'support' },
      'POST',
      operator,
    );
    expect(created.id, JSON.stringify(created)).toBeTypeOf('string');
    const page = await signedInConsole(browser, platform.baseUrl, {
      username: 'e2epromosupport',
      password: 'Support-pass-123',
    });
    const t = consoleEn.promotions;
    await page.goto(`${platform.baseUrl}/admin/promotions`);
    await page.getByText(fill(t.readOnly, { role: consoleEn.roles.support })).waitFor();
    expect(await page.getByRole('link', { name: t.add }).count()).toBe(0);
    await page.context().close();
  });
});
