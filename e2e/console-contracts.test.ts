import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cn as adminCn } from '../apps/admin/src/i18n/cn.ts';
import { en as admin } from '../apps/admin/src/i18n/en.ts';
import { openTopAgent, registerDownline } from './support/agents.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { signedInConsole } from './support/console.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';

/**
 * The console's contract tools as an operator uses them: the platform's daily salary contract with a top agent and
 * the top agent's with its sub-agent, both signed, and a real-time salary offer waiting. On the top agent's page
 * the Contracts panel shows what it holds and granted; the operator ends the platform's contract with a reason and
 * the sub-agent's ends with it. Then the Agents › Contracts list in Chinese, light theme, filtered to ended ones.
 */
const c = admin.contracts;
const TOP = 'e2edesktop';
const SUB = 'e2edesksub';
const named = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((shown, [key, value]) => shown.replace(`{{${key}}}`, String(value)), text);

let platform: RunningPlatform;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  const calls = platformApi(platform.baseUrl);
  const operator = await calls.operatorToken();
  const top = await openTopAgent(calls, operator, TOP);
  const sub = await registerDownline(calls, top.token, SUB, 'agent');
  const offerAndSign = async (
    offerer: string,
    url: string,
    downline: { id: string; token: string },
    terms: object,
  ) => {
    const offered = await calls.api(url, { downlineId: downline.id, ...terms }, 'POST', offerer);
    const signed = await calls.api(
      `/api/v1/contracts/${String(offered.id)}/accept`,
      {},
      'POST',
      downline.token,
    );
    expect(signed).toMatchObject({ status: 'signed' });
  };
  const tiers = (rates: string[]) => ({
    kind: 'daily',
    tiers: rates.map((rate, index) => ({ minAmount: `${index * 5000}.00`, minActive: index * 2, rate })),
  });
  await offerAndSign(operator, '/admin-api/v1/contracts', top, tiers(['1', '1.5']));
  await offerAndSign(top.token, '/api/v1/agent/contracts', sub, tiers(['0.6', '1.1']));
  const waiting = await calls.api(
    '/admin-api/v1/contracts',
    { downlineId: top.id, kind: 'realtime', profitRate: '0.3', lossRate: '0.8', minBet: '10.00' },
    'POST',
    operator,
  );
  expect(waiting).toMatchObject({ status: 'offered' });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** A console tab signed in as the owner, in this language and theme chosen beforehand. */
const consoleTab = (texts: typeof admin, look: { lang: string; theme: string }): Promise<Page> =>
  signedInConsole(browser, platform.baseUrl, undefined, { texts, ...look });

describe('the console contract tools', () => {
  it("shows an agent's contracts on its page and ends one, with the contract below it", async () => {
    const page = await consoleTab(admin, { lang: 'EN', theme: 'dark' });
    await page.getByRole('link', { name: admin.agents.nav, exact: true }).click();
    await page.getByRole('rowheader', { name: TOP, exact: true }).getByRole('link').click();
    await page
      .getByRole('heading', { name: named(admin.agents.detail.heading, { username: TOP }) })
      .waitFor();

    const panel = page.getByRole('region', { name: c.panel.heading, exact: true });
    const held = panel.getByRole('region', { name: c.panel.held });
    const granted = panel.getByRole('region', { name: c.panel.granted });
    const daily = c.kinds.daily;
    const platformDaily = held.getByRole('article', {
      name: `${named(c.cardTitle, { kind: daily })} ${c.platform}`,
    });
    const subDaily = granted.getByRole('article', { name: `${named(c.cardTitle, { kind: daily })} ${SUB}` });
    // The badge comes first; the versions (folded) name their statuses too.
    await platformDaily.getByText(c.statuses.signed, { exact: true }).first().waitFor();
    await platformDaily.getByRole('cell', { name: '1.5%', exact: true }).waitFor();
    await subDaily.getByRole('cell', { name: '1.1%', exact: true }).waitFor();
    // The waiting real-time offer shows its rates, its smallest bet in the console's money format.
    const realtime = held.getByRole('article', {
      name: `${named(c.cardTitle, { kind: c.kinds.realtime })} ${c.platform}`,
    });
    await realtime.getByText(c.statuses.offered, { exact: true }).first().waitFor();
    await realtime.getByText('0.8%', { exact: true }).waitFor();
    await platformDaily.getByText(named(c.versions.summary, { count: 1 })).click();
    await platformDaily.getByRole('rowheader', { name: 'v1', exact: true }).waitFor();

    const names = { kind: daily, username: TOP };
    await platformDaily.getByRole('button', { name: named(c.terminate.label, names) }).click();
    const dialog = page.getByRole('dialog', { name: named(c.terminate.title, names) });
    await dialog.getByRole('textbox', { name: admin.players.reason }).fill('Agreement ended by the brand');
    await dialog.getByRole('button', { name: c.terminate.confirm }).click();
    await page.getByText(named(c.terminate.done_one, { ...names, count: 1 })).waitFor();
    await platformDaily.getByText(c.statuses.terminated, { exact: true }).first().waitFor();
    await subDaily.getByText(c.statuses.terminated, { exact: true }).first().waitFor();
    expect(await platformDaily.getByRole('button', { name: named(c.terminate.label, names) }).count()).toBe(
      0,
    );
    // The real-time offer is another kind: it still waits.
    await realtime.getByText(c.statuses.offered, { exact: true }).first().waitFor();
  });

  it('lists the brand’s contracts in Chinese in the light theme, filtered to the ended ones', async () => {
    const z = adminCn.contracts;
    const page = await consoleTab(adminCn, { lang: 'CN', theme: 'light' });
    await page.getByRole('link', { name: z.nav, exact: true }).click();
    await page.getByRole('heading', { name: z.list.heading, level: 1 }).waitFor();
    const table = page.getByRole('table', { name: z.list.caption });
    // The demo's agents hold contracts of every kind too: this test's real-time offer is the one to its top agent.
    await table
      .getByRole('row')
      .filter({ hasText: TOP })
      .getByRole('rowheader', { name: z.kinds.realtime })
      .first()
      .waitFor();
    await page.getByRole('combobox', { name: z.list.status }).selectOption({ label: z.statuses.terminated });
    await expect.poll(() => table.getByRole('rowheader', { name: z.kinds.realtime }).count()).toBe(0);
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: z.kinds.daily }) });
    await expect.poll(() => rows.count()).toBe(2);
    await rows.filter({ hasText: SUB }).getByText(z.statuses.terminated, { exact: true }).waitFor();

    // The sub-agent's page in the same look: the contract it held, ended with the one above, and its history.
    await rows.filter({ hasText: SUB }).getByRole('link', { name: SUB, exact: true }).click();
    const held = page
      .getByRole('region', { name: z.panel.heading, exact: true })
      .getByRole('region', { name: z.panel.held });
    const contract = held.getByRole('article', {
      name: `${named(z.cardTitle, { kind: z.kinds.daily })} ${TOP}`,
    });
    await contract.getByText(z.statuses.terminated, { exact: true }).first().waitFor();
    await contract.getByText(named(z.versions.summary, { count: 1 })).click();
    await contract.getByRole('cell', { name: z.versionStatuses.signed, exact: true }).waitFor();
  });
});
