import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { th as consoleTh } from '../apps/admin/src/i18n/th.ts';
import { th } from '../apps/web/src/i18n/th.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { openTopAgent, pageWith, registerDownline } from './support/agents.ts';
import { platformApi } from './support/api.ts';
import { openReloadPromotion } from './support/promotions.ts';
import { launchBrowser } from './support/browser.ts';
import { signedInConsole } from './support/console.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill } from './support/text.ts';

/**
 * A promotion only for players tagged `e2e-whale`: a member on a phone in Thai (dark) sees it not open to them;
 * an operator working in Thai (light) types `E2E-Whale` into the member's tag editor, a bad tag being refused
 * before anything is sent, saves, and finds the member by that tag on the players list; the member's page then
 * offers the promotion to join.
 */
const ACCOUNT = 'e2etagmember';
const TITLE_TH = 'โปรเฉพาะวาฬ E2E';
const badge = (status: string) => `${th.promotions.statusLabel}: ${status}`;

let platform: RunningPlatform;
let browser: Browser;
let memberToken: string;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  const calls = platformApi(platform.baseUrl);
  const operator = await calls.operatorToken();
  const agent = await openTopAgent(calls, operator, 'e2etagagent');
  memberToken = (await registerDownline(calls, agent.token, ACCOUNT, 'member')).token;
  await openReloadPromotion(
    calls,
    operator,
    { EN: 'E2E whales only', TH: TITLE_TH },
    { tags: ['e2e-whale'] },
  );
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function memberPromotion(page: Page) {
  await page.goto(`${platform.baseUrl}/promotions`);
  return page.getByRole('article', { name: TITLE_TH });
}

describe('player tags', () => {
  it('opens a tagged promotion to the member once an operator tags them in the console', async () => {
    const member = await pageWith(browser, { lang: 'TH', theme: 'dark', width: 390 });
    await member.goto(`${platform.baseUrl}/`);
    await member.evaluate((value) => sessionStorage.setItem('token', value), memberToken);
    const before = await memberPromotion(member);
    await before.getByText(badge(th.promotions.status.prohibited), { exact: true }).waitFor();

    const t = consoleTh.players;
    const console = await signedInConsole(browser, platform.baseUrl, undefined, {
      texts: consoleTh,
      lang: 'TH',
      theme: 'light',
    });
    await console.goto(`${platform.baseUrl}/admin/players?q=${ACCOUNT}`);
    await console.getByRole('link', { name: ACCOUNT, exact: true }).click();
    const card = console.getByRole('region', { name: t.tags.heading });
    await card.getByText(t.tags.none).waitFor();
    const input = card.getByRole('textbox', { name: t.tags.heading, exact: true });
    const add = card.getByRole('button', { name: t.tags.addButton, exact: true });
    // A dot is no part of a tag: refused where it is typed, before anything is sent.
    await input.fill('a.b');
    await add.click();
    await card.getByText(consoleTh.fieldErrors.INVALID).waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await input.fill('E2E-Whale');
    await input.press('Enter');
    const chips = card.getByRole('list', { name: t.tags.heading });
    await chips.getByRole('listitem').filter({ hasText: 'e2e-whale' }).waitFor();
    await checkAccessibility(console);
    await card.getByRole('button', { name: t.tags.save }).click();
    await console.getByText(fill(t.tags.saved, { account: ACCOUNT })).waitFor();

    await console.goto(`${platform.baseUrl}/admin/players`);
    await console.getByRole('searchbox', { name: t.tagFilter, exact: true }).fill('E2E-WHALE');
    await console.getByRole('button', { name: t.searchButton }).click();
    await console.waitForURL(/tag=e2e-whale/);
    const rows = console.getByRole('table', { name: t.listCaption }).getByRole('link');
    // The list keeps the previous page on screen while the filtered one loads.
    await expect.poll(() => rows.allTextContents()).toEqual([ACCOUNT]);
    await console.context().close();

    const after = await memberPromotion(member);
    await after.getByText(badge(th.promotions.status.join_now), { exact: true }).waitFor();
    await after.getByRole('button', { name: th.promotions.join, exact: true }).click();
    await after.getByText(badge(th.promotions.status.signed_up), { exact: true }).waitFor();
    await member.context().close();
  });
});
