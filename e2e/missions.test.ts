import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cn } from '../apps/web/src/i18n/cn.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { th } from '../apps/web/src/i18n/th.ts';
import { th as consoleTh } from '../apps/admin/src/i18n/th.ts';
import { signedInConsole } from './support/console.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { pageWith } from './support/agents.ts';
import { platformApi, type PlatformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill } from './support/text.ts';

/**
 * The member centre's missions and leaderboard page as a new member finds it on a phone: the demo's running
 * leaderboards, the missions with their progress, and the sign-in calendar. Signing in for today checks the day
 * on the calendar, counts toward a sign-in mission at once, and that mission's reward is claimed with one tap,
 * once. Screenshots of the page in every language and both themes are written to `E2E_SHOTS` when it is set.
 */
let platform: RunningPlatform;
let browser: Browser;
let calls: PlatformApi;
let member: { token: string; user: { id: string } };
const MISSION = { EN: 'Check in today', CN: '今日签到', TH: 'เช็กอินวันนี้' };

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  calls = platformApi(platform.baseUrl);
  const operator = await calls.operatorToken();
  const created = await calls.api(
    '/admin-api/v1/missions',
    {
      titles: MISSION,
      metric: 'sign_ins',
      cadence: 'daily',
      target: '1',
      reward: '3.00',
      wageringMultiple: 1,
      enabled: true,
    },
    'POST',
    operator,
  );
  if (!('id' in created)) throw new Error(`mission refused: ${JSON.stringify(created)}`);
  member = await calls.registerUnverified(operator, 'e2emissions');
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const openPage = async (lang: string, theme: string) => {
  const page = await pageWith(browser, { lang, theme, width: 390 });
  await page.goto(`${platform.baseUrl}/`);
  await page.evaluate((value) => sessionStorage.setItem('token', value), member.token);
  await page.goto(`${platform.baseUrl}/member?page=missionLeaderboard`);
  return page;
};

describe('missions and leaderboard page', () => {
  it('signs in for today, checks the day, and claims the sign-in mission once', async () => {
    const page = await openPage('EN', 'dark');
    const m = en.missions;
    await page.getByRole('heading', { name: m.title, level: 2 }).waitFor();
    await page.getByRole('heading', { name: m.leaderboards.heading }).waitFor();
    await page.getByRole('heading', { name: 'Weekly high rollers' }).waitFor();
    await page
      .getByRole('progressbar', { name: fill(m.progressLabel, { title: 'Slots warm-up' }) })
      .waitFor();
    await checkAccessibility(page);

    await page.getByRole('button', { name: m.signIn.button }).click();
    await page.getByText(fill(m.signIn.done, { streak: 1, amount: '฿1.00' })).waitFor();
    await page.getByRole('button', { name: m.signIn.signed }).waitFor();
    const today = (await calls.api('/api/v1/sign-in', undefined, 'GET', member.token)) as { today: string };
    await page.getByText(fill(m.signIn.daySigned, { day: Number(today.today.slice(8)) })).waitFor();

    const claim = page.getByRole('button', {
      name: fill(m.claimFor, { action: m.claim, title: MISSION.EN }),
    });
    await claim.click();
    await expect.poll(() => claim.count()).toBe(0);
    const missions = (await calls.api('/api/v1/missions', undefined, 'GET', member.token)) as {
      items: { title: string; status: string }[];
      claimable: number;
    };
    expect(missions.items.find((item) => item.title === MISSION.EN)?.status).toBe('claimed');
    // 1.00 for the first day of the streak and 3.00 for the mission, each once.
    const wallet = (await calls.api('/api/v1/wallet', undefined, 'GET', member.token)) as { balance: string };
    expect(wallet.balance).toBe('4.00');
    const again = await calls.api('/api/v1/sign-in', {}, 'POST', member.token);
    expect(again).toMatchObject({ code: 'ALREADY_SIGNED_IN' });
    await page.context().close();
  });

  it('reads in Chinese and Thai, in both themes, at phone width', async () => {
    const shots = process.env.E2E_SHOTS;
    if (shots) mkdirSync(shots, { recursive: true });
    for (const [lang, words] of [
      ['EN', en],
      ['CN', cn],
      ['TH', th],
    ] as const) {
      for (const theme of ['dark', 'light']) {
        const page = await openPage(lang, theme);
        await page.getByRole('heading', { name: words.missions.signIn.title }).waitFor();
        await page.getByRole('button', { name: words.missions.signIn.signed }).waitFor();
        await page.getByRole('heading', { name: MISSION[lang] }).waitFor();
        await page.getByText(words.missions.statuses.claimed).first().waitFor();
        await checkAccessibility(page);
        if (shots) await page.screenshot({ path: `${shots}/missions-${lang}-${theme}.png`, fullPage: true });
        await page.context().close();
      }
    }
  });

  it('adds and edits a mission from the console in Thai, refusing a bad reward or budget on its field first', async () => {
    const c = consoleTh.missions;
    const page = await signedInConsole(browser, platform.baseUrl, undefined, {
      texts: consoleTh,
      lang: 'TH',
      theme: 'light',
    });
    await page
      .getByRole('navigation', { name: consoleTh.layout.mainNav })
      .getByRole('link', { name: c.nav })
      .click();
    await page.getByRole('heading', { name: c.heading, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Weekly high rollers' }).waitFor();
    const form = page.getByRole('form', { name: c.missions.new });
    await form.getByRole('textbox', { name: fill(c.fields.title, { language: 'EN' }) }).fill('Deposit twice');
    await form.getByRole('textbox', { name: c.fields.target }).fill('200.00');
    await form.getByRole('textbox', { name: fill(c.fields.reward, { currency: 'THB' }) }).fill('9.999');
    await form.getByRole('button', { name: c.missions.add }).click();
    await form.getByText(consoleTh.fieldErrors.INVALID).waitFor();
    await form.getByRole('textbox', { name: fill(c.fields.reward, { currency: 'THB' }) }).fill('9.00');
    await form.getByRole('button', { name: c.missions.add }).click();
    await page.getByRole('cell', { name: 'Deposit twice', exact: true }).waitFor();
    const operator = await calls.operatorToken();
    const listed = (await calls.api('/admin-api/v1/missions', undefined, 'GET', operator)) as unknown as {
      titles: { EN: string };
      reward: string;
      target: string;
    }[];
    expect(listed.find((row) => row.titles.EN === 'Deposit twice')).toMatchObject({
      reward: '9.00',
      target: '200.00',
    });
    await checkAccessibility(page);

    // Its reward and budget are changed in place: a budget that is no amount is refused on the budget first.
    await page.getByRole('button', { name: fill(c.editNamed, { name: 'Deposit twice' }) }).click();
    const edit = page.getByRole('dialog', { name: fill(c.missions.editTitle, { name: 'Deposit twice' }) });
    const reward = edit.getByRole('textbox', { name: fill(c.fields.reward, { currency: 'THB' }) });
    const budget = edit.getByRole('textbox', { name: fill(c.fields.budget, { currency: 'THB' }) });
    expect(await reward.inputValue()).toBe('9.00');
    expect(await edit.getByRole('textbox', { name: c.fields.target }).inputValue()).toBe('200.00');
    await reward.fill('12.00');
    await budget.fill('abc');
    await edit.getByRole('button', { name: c.missions.save }).click();
    await edit.getByText(consoleTh.fieldErrors.INVALID).waitFor();
    expect(await budget.getAttribute('aria-invalid')).toBe('true');
    expect(await budget.getAttribute('aria-describedby')).toContain('mission-edit-budget-error');
    await checkAccessibility(page);
    await budget.fill('300.00');
    await edit.getByRole('button', { name: c.missions.save }).click();
    await expect.poll(() => edit.count()).toBe(0);
    const row = page.getByRole('row', { name: /Deposit twice/ });
    await row.getByRole('cell', { name: '12.00', exact: true }).waitFor();
    await row.getByRole('cell', { name: '300.00', exact: true }).waitFor();
    const edited = (await calls.api('/admin-api/v1/missions', undefined, 'GET', operator)) as unknown as {
      titles: { EN: string };
      reward: string;
      budget: string | null;
      target: string;
      enabled: boolean;
    }[];
    expect(edited.find((row) => row.titles.EN === 'Deposit twice')).toMatchObject({
      reward: '12.00',
      budget: '300.00',
      target: '200.00',
      enabled: true,
    });

    // The sign-in mission has paid 3.00: its measure and period are fixed, and a budget below that is refused.
    await page.getByRole('button', { name: fill(c.editNamed, { name: MISSION.EN }) }).click();
    const paid = page.getByRole('dialog', { name: fill(c.missions.editTitle, { name: MISSION.EN }) });
    expect(await paid.getByRole('combobox', { name: c.fields.metric }).isDisabled()).toBe(true);
    expect(await paid.getByRole('combobox', { name: c.fields.cadence }).isDisabled()).toBe(true);
    await paid.getByRole('textbox', { name: fill(c.fields.budget, { currency: 'THB' }) }).fill('2.00');
    await paid.getByRole('button', { name: c.missions.save }).click();
    await paid.getByText(consoleTh.errors.BUDGET_BELOW_SPENT).waitFor();
    await paid.getByRole('button', { name: consoleTh.common.cancel }).click();
    await expect.poll(() => paid.count()).toBe(0);
    const shots = process.env.E2E_SHOTS;
    if (shots) await page.screenshot({ path: `${shots}/console-missions-TH-light.png`, fullPage: true });
    await page.context().close();
  });
});
