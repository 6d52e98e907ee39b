import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentsCn } from '../apps/web/src/i18n/agents-cn.ts';
import { agentsTh } from '../apps/web/src/i18n/agents-th.ts';
import { contractsCn } from '../apps/web/src/i18n/contracts-cn.ts';
import { contractsTh } from '../apps/web/src/i18n/contracts-th.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { openTopAgent, pageWith, registerDownline } from './support/agents.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';

/**
 * Dividend contracts down a chain, in Chinese on a desktop and in Thai on a phone: the top agent, holding the
 * platform's weekly dividend contract, offers part of it to its sub-agent on the dividend page (the period is its
 * own); the sub-agent signs it in the contract popup at login and sees the open week's figures so far, and both
 * see their bills sections.
 */
const TOP = 'e2edtop';
const SUB = 'e2edsub';
const named = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((shown, [key, value]) => shown.replace(`{{${key}}}`, String(value)), text);

let platform: RunningPlatform;
let browser: Browser;
let topToken: string;
let subToken: string;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  const calls = platformApi(platform.baseUrl);
  const operator = await calls.operatorToken();
  const top = await openTopAgent(calls, operator, TOP);
  topToken = top.token;
  subToken = (await registerDownline(calls, top.token, SUB, 'agent')).token;
  const offered = await calls.api(
    '/admin-api/v1/contracts',
    {
      downlineId: top.id,
      kind: 'dividend',
      period: 'weekly',
      tiers: [
        { minAmount: '0', minActive: 1, rate: '20' },
        { minAmount: '50000', minActive: 10, rate: '30' },
      ],
    },
    'POST',
    operator,
  );
  expect(
    await calls.api(`/api/v1/contracts/${String(offered.id)}/accept`, {}, 'POST', top.token),
  ).toMatchObject({ status: 'signed' });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** Opens the site signed in with a session token, as the agent login leaves it. */
async function signedIn(tab: Page, token: string, path: string): Promise<void> {
  await tab.goto(`${platform.baseUrl}/`);
  await tab.evaluate((value) => sessionStorage.setItem('token', value), token);
  await tab.goto(`${platform.baseUrl}${path}`);
}

describe('agent dividends', () => {
  it('a top agent offers a weekly dividend to its sub-agent, who signs it in the popup and sees the week so far', async () => {
    const cn = contractsCn;
    const top = await pageWith(browser, { lang: 'CN', theme: 'light' });
    await signedIn(top, topToken, '/agentHome');
    await top
      .getByRole('navigation', { name: agentsCn.menu })
      .getByRole('link', { name: agentsCn.pages.agentDividendRecordCopy2 })
      .click();
    const mine = top.getByRole('region', { name: cn.mine });
    await mine.getByText(cn.status.signed, { exact: true }).waitFor();
    await mine.getByText(named(cn.terms.period, { period: cn.periods.weekly })).waitFor();
    await top.getByRole('region', { name: cn.bills.payable }).getByText(cn.bills.empty.payable).waitFor();

    const team = top.getByRole('region', { name: cn.downlines.title });
    await team.getByText(named(cn.offer.period, { period: cn.periods.weekly })).waitFor();
    await team.getByRole('combobox', { name: cn.offer.downline }).selectOption({ label: SUB });
    const tier = (n: number) => team.getByRole('group', { name: named(cn.offer.tierN, { n }), exact: true });
    // The threshold is the team's loss on a dividend.
    await tier(1).getByRole('textbox', { name: cn.terms.minLoss }).waitFor();
    await tier(1).getByRole('textbox', { name: cn.terms.rate }).fill('12');
    await tier(2).getByRole('textbox', { name: cn.terms.rate }).fill('35');
    await team.getByRole('button', { name: cn.offer.submit }).click();
    await team.getByText(cn.v.tooHigh).waitFor();
    await tier(2).getByRole('textbox', { name: cn.terms.rate }).fill('25');
    await team.getByRole('button', { name: cn.offer.submit }).click();
    await team.getByText(named(cn.offer.sent, { username: SUB })).waitFor();
    await checkAccessibility(top);

    const th = contractsTh;
    const sub = await pageWith(browser, { lang: 'TH', theme: 'dark', width: 390 });
    await signedIn(sub, subToken, '/');
    const popup = sub.getByRole('dialog', { name: th.popup.title });
    await popup.getByRole('cell', { name: '12%', exact: true }).waitFor();
    await popup.getByText(named(th.terms.period, { period: th.periods.weekly })).waitFor();
    await checkAccessibility(sub);
    await popup
      .getByRole('button', { name: named(th.actions.acceptNamed, { kind: th.kinds.dividend }) })
      .click();
    await popup.getByText(th.popup.done).waitFor();
    await sub.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    await sub.goto(`${platform.baseUrl}/agentHome/agentDividendRecordCopy2`);
    await sub.getByRole('heading', { name: agentsTh.pages.agentDividendRecordCopy2, exact: true }).waitFor();
    await sub.getByRole('region', { name: th.mine }).getByText(th.status.signed, { exact: true }).waitFor();
    const statements = sub.getByRole('region', { name: th.statements.caption.dividend });
    await statements.getByRole('rowheader', { name: new RegExp(th.statements.soFar) }).waitFor();
    await sub
      .getByRole('region', { name: th.bills.receivable })
      .getByText(th.bills.empty.receivable)
      .waitFor();
    const overflow = await sub.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
    await checkAccessibility(sub);
    // The members behind the week: the team's profit by member over the week's days.
    await statements.getByRole('link', { name: new RegExp(`^${th.statements.members} `) }).click();
    await sub.getByRole('heading', { name: agentsTh.pages.palStatementsAgentCopy, exact: true }).waitFor();
    expect(new URL(sub.url()).searchParams.get('range')).toBe('custom');
  });
});
