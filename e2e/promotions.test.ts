import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cn } from '../apps/web/src/i18n/cn.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { th } from '../apps/web/src/i18n/th.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { openTopAgent, pageWith, registerDownline } from './support/agents.ts';
import { platformApi } from './support/api.ts';
import { openReloadPromotion } from './support/promotions.ts';
import { launchBrowser } from './support/browser.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill } from './support/text.ts';

/**
 * The promotions page as players meet it, on the demo brand's promotions and one an operator limits to a team:
 * a visitor in English on a desktop is asked to log in to join; a member in Chinese on a phone opens a
 * promotion's details and joins it; a member outside the team, in Thai on a phone in the dark theme, sees the
 * team's promotion as not open to them. Statuses, windows and texts are the player's language's.
 */
const WELCOME = { EN: 'Welcome bonus: 100% up to 1,000', CN: '新人首存 100% 最高 1,000' };
const TEAM_ONLY = 'E2E team reload';
/** A status badge as read out: its hidden label, then the status. */
const badge = (texts: { promotions: { statusLabel: string } }, status: string) =>
  `${texts.promotions.statusLabel}: ${status}`;

let platform: RunningPlatform;
let browser: Browser;
let memberToken: string;
let outsiderToken: string;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  const calls = platformApi(platform.baseUrl);
  const operator = await calls.operatorToken();
  const agent = await openTopAgent(calls, operator, 'e2epromoagent');
  memberToken = (await registerDownline(calls, agent.token, 'e2epromomember', 'member')).token;
  const other = await openTopAgent(calls, operator, 'e2epromoother');
  outsiderToken = (await registerDownline(calls, other.token, 'e2epromooutsider', 'member')).token;
  await openReloadPromotion(
    calls,
    operator,
    { EN: TEAM_ONLY, TH: 'โปรฝากทีม E2E' },
    { agents: ['e2epromoagent'] },
  );
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function signedIn(page: Page, token: string) {
  await page.goto(`${platform.baseUrl}/`);
  await page.evaluate((value) => sessionStorage.setItem('token', value), token);
}

describe('the promotions page', () => {
  it('shows a visitor the running, coming and ended promotions, and asks them to log in to join', async () => {
    const page = await pageWith(browser, { lang: 'EN', theme: 'dark' });
    await page.goto(`${platform.baseUrl}/promotions`);
    await page.getByRole('heading', { name: en.promotions.title, level: 1 }).waitFor();
    const list = page.getByRole('list', { name: en.promotions.title });
    const welcome = list.getByRole('article', { name: WELCOME.EN });
    await welcome.getByText(badge(en, en.promotions.status.join_now), { exact: true }).waitFor();
    await list
      .getByRole('article', { name: 'New Year reload 20%' })
      .getByText(badge(en, en.promotions.status.coming_soon), { exact: true })
      .waitFor();
    await list
      .getByRole('article', { name: 'Loy Krathong reload 15%' })
      .getByText(badge(en, en.promotions.status.registration_closed), { exact: true })
      .waitFor();
    await checkAccessibility(page);
    await welcome.getByRole('button', { name: en.promotions.join, exact: true }).click();
    await page.getByRole('dialog', { name: en.auth.loginTitle }).waitFor();
    await page.context().close();
  });

  it('lets a member on a phone read a promotion in Chinese and join it once', async () => {
    const page = await pageWith(browser, { lang: 'CN', theme: 'light', width: 390 });
    await signedIn(page, memberToken);
    await page.goto(`${platform.baseUrl}/promotions`);
    const welcome = page.getByRole('article', { name: WELCOME.CN });
    await welcome.getByRole('button', { name: fill(cn.promotions.detailsOf, { title: WELCOME.CN }) }).click();
    const details = page.getByRole('dialog', { name: WELCOME.CN });
    await details.getByText('提款前需完成（奖金＋存款）15 倍流水。', { exact: false }).waitFor();
    await checkAccessibility(page);
    await details.getByRole('button', { name: cn.promotions.join, exact: true }).click();
    await details.getByText(badge(cn, cn.promotions.status.signed_up), { exact: true }).waitFor();
    await details
      .getByRole('button', { name: cn.promotions.join, exact: true })
      .waitFor({ state: 'detached' });
    await details.getByRole('button', { name: cn.common.close }).click();
    await welcome.getByText(badge(cn, cn.promotions.status.signed_up), { exact: true }).waitFor();
    // The page fits the phone: nothing scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('tells a member outside a team’s promotion, in Thai, that it is not open to them', async () => {
    const page = await pageWith(browser, { lang: 'TH', theme: 'dark', width: 390 });
    await signedIn(page, outsiderToken);
    await page.goto(`${platform.baseUrl}/promotions`);
    const teamOnly = page.getByRole('article', { name: 'โปรฝากทีม E2E' });
    await teamOnly.getByText(badge(th, th.promotions.status.prohibited), { exact: true }).waitFor();
    // Everything else on the page may be joined; this one offers no button.
    await page.getByRole('button', { name: th.promotions.join, exact: true }).first().waitFor();
    expect(await teamOnly.getByRole('button', { name: th.promotions.join, exact: true }).count()).toBe(0);
    await checkAccessibility(page);
    await page.context().close();
  });
});
