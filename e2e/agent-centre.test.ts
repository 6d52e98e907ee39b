import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentsCn } from '../apps/web/src/i18n/agents-cn.ts';
import { agentsEn } from '../apps/web/src/i18n/agents-en.ts';
import { agentsTh } from '../apps/web/src/i18n/agents-th.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { AGENT_PASSWORD, openTopAgent, pageWith, registerDownline } from './support/agents.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';

/**
 * The agent centre as an agent uses it: an operator opened the agent and its team grew by the agents' own
 * registrations; the agent signs in on /agent, registers a downline, drills two levels down and back up, sends
 * money to the new downline, and opens every report, in each language and theme and at phone width.
 */
const PASSWORD = AGENT_PASSWORD;
const PAYMENT_PASSWORD = '246810';
const TOP = 'e2etopagent';

let platform: RunningPlatform;
let browser: Browser;
let calls: ReturnType<typeof platformApi>;
let topToken: string;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  calls = platformApi(platform.baseUrl);
  const operator = await calls.operatorToken();
  const top = await openTopAgent(calls, operator, TOP);
  topToken = top.token;
  await calls.api(
    '/api/v1/me/payment-password',
    { currentPassword: PASSWORD, newPaymentPassword: PAYMENT_PASSWORD },
    'POST',
    topToken,
  );
  await calls.fund(operator, top.id, '1000.00');
  const sub = await registerDownline(calls, topToken, 'e2esubagent', 'agent');
  await registerDownline(calls, topToken, 'e2edirectmember', 'member');
  const subSub = await registerDownline(calls, sub.token, 'e2esubsubagent', 'agent');
  await registerDownline(calls, subSub.token, 'e2edeepmember', 'member');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const page = (options: Parameters<typeof pageWith>[1] = {}) => pageWith(browser, options);

describe('the agent centre', () => {
  it('an agent signs in on /agent, registers a downline, drills two levels down and back, and sends it money', async () => {
    const tab = await page();
    await tab.goto(`${platform.baseUrl}/agent`);
    const login = tab.getByRole('region', { name: en.agent.loginTitle });
    await login.getByRole('textbox', { name: en.accounts.username, exact: true }).fill(TOP);
    await login.getByRole('textbox', { name: en.accounts.password, exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: en.auth.login, exact: true }).click();
    await tab.getByRole('heading', { name: agentsEn.pages.agentTeamOverview }).waitFor();
    expect(tab.url()).toMatch(/\/agentHome/);

    const menu = tab.getByRole('navigation', { name: agentsEn.menu });
    await menu.getByRole('link', { name: agentsEn.pages.registerCenter }).click();
    await tab.getByRole('textbox', { name: en.accounts.username, exact: true }).fill('e2enewmember');
    await tab.getByLabel(agentsEn.register.password, { exact: true }).fill(PASSWORD);
    await tab.getByRole('button', { name: agentsEn.register.submit }).click();
    await tab.getByText(agentsEn.register.created.member.replace('{{username}}', 'e2enewmember')).waitFor();

    await menu.getByRole('link', { name: agentsEn.pages.downlineManagmentView }).click();
    const open = (username: string) =>
      tab.getByRole('button', { name: agentsEn.downlines.open.replace('{{username}}', username) });
    await open('e2esubagent').click();
    await open('e2esubsubagent').click();
    await tab.getByRole('cell', { name: 'e2edeepmember' }).waitFor();
    const crumbs = tab.getByRole('navigation', { name: agentsEn.breadcrumb });
    expect(await crumbs.getByRole('link').or(crumbs.getByRole('button')).allTextContents()).toEqual(
      expect.arrayContaining([TOP, 'e2esubagent']),
    );
    await crumbs.getByText(TOP, { exact: true }).click();
    await tab.getByRole('cell', { name: 'e2enewmember' }).waitFor();

    await tab
      .getByRole('button', { name: agentsEn.downlines.transferTo.replace('{{username}}', 'e2enewmember') })
      .click();
    const dialog = tab.getByRole('dialog');
    await dialog.getByRole('textbox', { name: en.wallet.transfer.amount }).fill('25');
    await dialog.getByLabel(en.wallet.transfer.paymentPassword).fill(PAYMENT_PASSWORD);
    await dialog.getByRole('button', { name: en.wallet.transfer.submit }).click();
    await dialog.getByText(/was sent to e2enewmember/).waitFor();
    const downlines = await calls.api('/api/v1/agent/downlines?q=e2enewmember', undefined, 'GET', topToken);
    expect(downlines.items).toMatchObject([{ username: 'e2enewmember', balance: '25.00' }]);
  });

  it('reaches no "coming soon" page from the agent menu; a page off the menu opens the overview', async () => {
    const tab = await page();
    await tab.goto(`${platform.baseUrl}/`);
    await tab.evaluate((token) => sessionStorage.setItem('token', token), topToken);
    await tab.goto(`${platform.baseUrl}/agentHome`);
    const menu = tab.getByRole('navigation', { name: agentsEn.menu });
    await menu.getByRole('link', { name: agentsEn.pages.agentTeamOverview }).waitFor();
    const entries = await menu.getByRole('link').allTextContents();
    // The brand's contract flags are on by default: the dividend and the three salary pages are on the menu, and
    // the red envelopes an agent sends its downlines.
    expect(entries.length).toBe(17);
    expect(entries).toEqual(
      expect.arrayContaining([
        agentsEn.pages.agentRedEnvelopes,
        agentsEn.pages.agentDividendRecordCopy2,
        agentsEn.pages.agentDailyWages2,
        agentsEn.pages.agentHourSalary,
        agentsEn.pages.agentRealtimeSalary,
      ]),
    );
    for (const entry of entries) {
      await menu.getByRole('link', { name: entry, exact: true }).click();
      await menu.locator('a[aria-current="page"]', { hasText: entry }).waitFor();
      expect(await tab.locator('body').innerText(), entry).not.toMatch(/coming soon/i);
    }
    for (const offMenu of ['nosuchpage', 'agentdividendrecord']) {
      await tab.goto(`${platform.baseUrl}/agentHome/${offMenu}`);
      await tab.getByRole('heading', { name: agentsEn.pages.agentTeamOverview }).waitFor();
      expect(new URL(tab.url()).pathname).toBe('/agentHome');
    }
  });

  for (const [lang, texts, theme, width] of [
    ['EN', agentsEn, 'light', 1366],
    ['CN', agentsCn, 'dark', 390],
    ['TH', agentsTh, 'light', 390],
    ['EN', agentsEn, 'dark', 390],
  ] as const) {
    it(`opens every report in ${lang}, ${theme} theme, ${width} px wide`, async () => {
      const tab = await page({ lang, theme, width });
      await tab.goto(`${platform.baseUrl}/`);
      await tab.evaluate((token) => sessionStorage.setItem('token', token), topToken);
      const reports = [
        'agentTeamOverview',
        'registerCenter',
        'downlineManagmentView',
        'personalHistoryCopy',
        'palStatementsAgentCopy',
        'agentRevenueReport',
        'agentDownlineTransactionDetailsCopy',
        'agentAnnouncement',
        'agentDailyWages2',
        'agentHourSalary',
        'agentRealtimeSalary',
      ] as const;
      for (const report of reports) {
        await tab.goto(`${platform.baseUrl}/agentHome/${report}`);
        await tab.getByRole('heading', { name: texts.pages[report] }).waitFor();
        const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect([report, overflow]).toEqual([report, 0]);
      }
      await tab.goto(`${platform.baseUrl}/agentHome/downlineManagmentView`);
      // A drillable sub-agent, named in the page's language.
      await tab
        .getByRole('button', { name: texts.downlines.open.replace('{{username}}', 'e2esubagent') })
        .waitFor();
    });
  }
});
