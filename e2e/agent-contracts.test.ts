import type { Browser, Locator, Page } from 'playwright-core';
import { dayIn, shiftDay } from '@croupier/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentsCn } from '../apps/web/src/i18n/agents-cn.ts';
import { agentsEn } from '../apps/web/src/i18n/agents-en.ts';
import { agentsTh } from '../apps/web/src/i18n/agents-th.ts';
import { contractsEn } from '../apps/web/src/i18n/contracts-en.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { AGENT_PASSWORD, openTopAgent, pageWith, registerDownline } from './support/agents.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';

/**
 * Daily salary contracts down a chain: the operator offers the platform's contract to a top agent, which signs
 * it in the contract popup and offers part of it to its sub-agent on the salary page; the sub-agent signs in
 * the popup on the player site, and both see the contract and the open day's provisional statement; then the top
 * agent asks to end it and the sub-agent confirms.
 */
const TOP = 'e2ectop';
const SUB = 'e2ecsub';
const c = contractsEn;
const named = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((shown, [key, value]) => shown.replace(`{{${key}}}`, String(value)), text);

let platform: RunningPlatform;
let browser: Browser;
let subToken: string;
let brandZone: string;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  const calls = platformApi(platform.baseUrl);
  const operator = await calls.operatorToken();
  const top = await openTopAgent(calls, operator, TOP);
  subToken = (await registerDownline(calls, top.token, SUB, 'agent')).token;
  brandZone = ((await calls.api('/api/v1/site', undefined, 'GET')).brand as { timezone: string }).timezone;
  const offered = await calls.api(
    '/admin-api/v1/contracts',
    {
      downlineId: top.id,
      kind: 'daily',
      tiers: [
        { minAmount: '0', minActive: 0, rate: '1' },
        { minAmount: '10000', minActive: 3, rate: '1.5' },
      ],
    },
    'POST',
    operator,
  );
  expect(offered).toMatchObject({ status: 'offered' });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const page = (options: Parameters<typeof pageWith>[1] = {}) => pageWith(browser, options);

/**
 * The popup lists the waiting daily salary offer with its first tier's rate: signing it leaves the popup saying
 * so, and Escape closes it.
 */
async function signInPopup(tab: Page, firstRate: string): Promise<void> {
  const popup = tab.getByRole('dialog', { name: c.popup.title });
  await popup.getByRole('cell', { name: firstRate, exact: true }).waitFor();
  await checkAccessibility(tab);
  await popup.getByRole('button', { name: named(c.actions.acceptNamed, { kind: c.kinds.daily }) }).click();
  await popup.getByText(c.popup.done).waitFor();
  await tab.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });
}

/** The salary page's own contract shows as signed, and the open day heads the statements as "so far". */
async function seesSignedContractAndToday(tab: Page): Promise<void> {
  const mine = tab.getByRole('region', { name: c.mine });
  await mine.getByText(c.status.signed, { exact: true }).waitFor();
  const statements = tab.getByRole('region', { name: c.statements.caption.daily });
  await statements.getByRole('rowheader', { name: new RegExp(c.statements.soFar) }).waitFor();
}

/** Presses a contract's ending button, then the same in the dialog that asks to be sure. */
async function endingConfirmed(tab: Page, contract: Locator, button: string): Promise<void> {
  await contract.getByRole('button', { name: button }).click();
  await tab
    .getByRole('dialog', { name: c.confirmTerminate.title })
    .getByRole('button', { name: button })
    .click();
}

describe('agent contracts', () => {
  it('a top agent signs the platform contract and offers a daily salary to its sub-agent, who signs; they end it', async () => {
    const top = await page();
    await top.goto(`${platform.baseUrl}/agent`);
    const login = top.getByRole('region', { name: en.agent.loginTitle });
    await login.getByRole('textbox', { name: en.accounts.username, exact: true }).fill(TOP);
    await login.getByRole('textbox', { name: en.accounts.password, exact: true }).fill(AGENT_PASSWORD);
    await login.getByRole('button', { name: en.auth.login, exact: true }).click();
    await signInPopup(top, '1%');

    const menu = top.getByRole('navigation', { name: agentsEn.menu });
    await menu.getByRole('link', { name: agentsEn.pages.agentDailyWages2 }).click();
    await seesSignedContractAndToday(top);

    const team = top.getByRole('region', { name: c.downlines.title });
    await team.getByRole('combobox', { name: c.offer.downline }).selectOption({ label: SUB });
    const rate = (tier: number) =>
      team
        .getByRole('group', { name: named(c.offer.tierN, { n: tier }), exact: true })
        .getByRole('textbox', { name: c.terms.rate });
    const send = team.getByRole('button', { name: c.offer.submit });
    // Checked in the page first: a rate that does not rise is named on its row.
    await rate(2).fill('0.5');
    await send.click();
    await team.getByText(c.v.rising).waitFor();
    // Then by the server: more than the top agent's own rate at that threshold.
    await rate(2).fill('2');
    await send.click();
    await team.getByText(c.v.tooHigh).waitFor();
    await rate(1).fill('0.8');
    await rate(2).fill('1.2');
    // For the next 7 days: today and the six after it, in the brand's days.
    await team.getByRole('combobox', { name: c.term.label }).selectOption({ label: c.term.choices.next7 });
    const lastDay = shiftDay(dayIn(new Date(), brandZone), 6);
    await send.click();
    await team.getByText(named(c.offer.sent, { username: SUB })).waitFor();
    const granted = team.getByRole('article', { name: SUB });
    await granted.getByText(c.status.offered, { exact: true }).waitFor();

    const sub = await page({ width: 390, theme: 'light' });
    await sub.goto(`${platform.baseUrl}/`);
    await sub.evaluate((token) => sessionStorage.setItem('token', token), subToken);
    await sub.goto(`${platform.baseUrl}/`);
    await signInPopup(sub, '0.8%');
    await sub.goto(`${platform.baseUrl}/agentHome/agentDailyWages2`);
    await seesSignedContractAndToday(sub);
    await sub.getByRole('region', { name: c.mine }).getByRole('cell', { name: '0.8%' }).waitFor();
    await sub
      .getByRole('region', { name: c.mine })
      .getByText(named(c.term.until, { day: lastDay }))
      .waitFor();
    // Once answered, the popup does not come back in this session.
    expect(await sub.getByRole('dialog').count()).toBe(0);

    await top.reload();
    await top
      .getByRole('region', { name: c.downlines.title })
      .getByRole('article', { name: SUB })
      .getByText(c.status.signed, { exact: true })
      .waitFor();
    await seesSignedContractAndToday(top);

    // Ending by agreement: the top agent asks, the sub-agent confirms, and the sub-agent's contract is gone.
    const grantedAgain = top
      .getByRole('region', { name: c.downlines.title })
      .getByRole('article', { name: SUB });
    await endingConfirmed(top, grantedAgain, c.actions.terminate);
    await grantedAgain.getByText(c.waitingOther).waitFor();
    await sub.reload();
    const subMine = sub.getByRole('region', { name: c.mine });
    await subMine.getByText(c.endAsked).waitFor();
    await endingConfirmed(sub, subMine, c.actions.confirmEnd);
    await subMine.getByText(c.noContract).waitFor();
  });

  for (const [lang, texts, theme] of [
    ['CN', agentsCn, 'dark'],
    ['TH', agentsTh, 'light'],
  ] as const) {
    it(`shows the salary pages in ${lang}, ${theme} theme, 390 px wide, without sideways scrolling`, async () => {
      const tab = await page({ lang, theme, width: 390 });
      await tab.goto(`${platform.baseUrl}/`);
      await tab.evaluate((token) => sessionStorage.setItem('token', token), subToken);
      for (const salary of ['agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary'] as const) {
        await tab.goto(`${platform.baseUrl}/agentHome/${salary}`);
        await tab.getByRole('heading', { name: texts.pages[salary] }).waitFor();
        const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect([salary, overflow]).toEqual([salary, 0]);
      }
    });
  }
});
