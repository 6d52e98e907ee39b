import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { dayIn, shiftDay, startOfDayIn } from '@croupier/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cn as adminCn } from '../apps/admin/src/i18n/cn.ts';
import { en as admin } from '../apps/admin/src/i18n/en.ts';
import { th as adminTh } from '../apps/admin/src/i18n/th.ts';
import { contractsCn } from '../apps/web/src/i18n/contracts-cn.ts';
import { contractsEn } from '../apps/web/src/i18n/contracts-en.ts';
import { contractsTh } from '../apps/web/src/i18n/contracts-th.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { findBrandForHost } from '../apps/server/src/modules/brands/index.ts';
import { writeRound } from '../apps/server/src/test-support/stream.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { AGENT_PASSWORD, openTopAgent, pageWith, registerDownline, signIn } from './support/agents.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { signedInConsole } from './support/console.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill } from './support/text.ts';

/**
 * Dividend bills and their shortfalls as an operator settles them, and the settled periods as the agents see
 * them. A chain top › mid › low signed over HTTP, with a daily dividend (30%, 20%, 10%) and a daily salary (1.5%,
 * 1%, 0.5%); low's member lost 4,000.00 of 5,000.00 staked yesterday. Nothing in the product dates a round or a
 * signature in a closed period, so between two starts of the same platform the round is written for yesterday
 * and the signatures moved three days back, as the settlement tests' clock does. The operator runs yesterday's
 * `agent-dividend-daily`: the platform pays top 1,200.00, top owes mid 800.00 and mid owes low 400.00. mid,
 * whose balance is empty, refuses its bill: it is force-paid at once and all 400.00 is short. Then yesterday's
 * `agent-salary-daily` pays top 75.00, which passes 50.00 to mid, which passes 25.00 to low. In the console the
 * owner filters the open shortfalls, settles it (the platform pays low) with a reason, and the row says so; a
 * viewer sees the bills without the action; the run reads well in Chinese and the bills in Thai, light theme.
 * On the agent pages each agent finds yesterday settled with its own figures.
 */
const b = admin.dividendBills;
const TOP = 'e2ebilltop';
const MID = 'e2ebillmid';
const LOW = 'e2ebilllow';
const VIEWER = { username: 'billviewer', password: 'viewer-password-1' };
const SHORT = '฿400.00';

let platform: RunningPlatform;
let browser: Browser;
let calls: ReturnType<typeof platformApi>;
let operator: string;
let lowId: string;
let yesterday: string;

const tiered = (kind: 'dividend' | 'daily', rate: string) => ({
  kind,
  ...(kind === 'dividend' ? { period: 'daily' } : {}),
  tiers: [{ minAmount: '0.00', minActive: 0, rate }],
});

/** The chain, its contracts signed, and low's member: everything the screens and the API can make. */
async function seedChain() {
  const top = await openTopAgent(calls, operator, TOP);
  const mid = await registerDownline(calls, top.token, MID, 'agent');
  const low = await registerDownline(calls, mid.token, LOW, 'agent');
  const member = await registerDownline(calls, low.token, 'e2ebillone', 'member');
  const offerAndSign = async (
    offerer: string,
    url: string,
    downline: { id: string; token: string },
    rates: { dividend: string; daily: string },
  ) => {
    for (const kind of ['dividend', 'daily'] as const) {
      const offered = await calls.api(
        url,
        { downlineId: downline.id, ...tiered(kind, rates[kind]) },
        'POST',
        offerer,
      );
      const signed = await calls.api(
        `/api/v1/contracts/${String(offered.id)}/accept`,
        {},
        'POST',
        downline.token,
      );
      expect(signed).toMatchObject({ status: 'signed' });
    }
  };
  await offerAndSign(operator, '/admin-api/v1/contracts', top, { dividend: '30', daily: '1.5' });
  await offerAndSign(top.token, '/api/v1/agent/contracts', mid, { dividend: '20', daily: '1' });
  await offerAndSign(mid.token, '/api/v1/agent/contracts', low, { dividend: '10', daily: '0.5' });
  return { lowId: low.id, memberId: member.id };
}

/** Yesterday's loss and contracts in force since before it, written while the platform is down. */
async function backdate(dataDir: string, memberId: string): Promise<string> {
  const handle = await openDatabase({ dataDir: `${dataDir}/platform` });
  try {
    const brand = (await findBrandForHost(handle.db, ''))!;
    const day = shiftDay(dayIn(new Date(), brand.timezone), -1);
    const noon = new Date(startOfDayIn(day, brand.timezone)!.getTime() + 12 * 3_600_000);
    await writeRound(handle.db, {
      brandId: brand.id,
      playerId: BigInt(memberId),
      ref: 'e2e-bill-round',
      gameId: null,
      stake: 500_000n,
      payout: 100_000n,
      closedAt: noon,
    });
    await handle.db.execute(
      sql`update contract_versions set in_force_from = in_force_from - interval '3 days' where status = 'signed'`,
    );
    return day;
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  const env = { DEMO_DATA: 'false' };
  let first: RunningPlatform;
  [first, browser] = await Promise.all([startPlatform({ env }), launchBrowser()]);
  calls = platformApi(first.baseUrl);
  operator = await calls.operatorToken();
  const seeded = await seedChain();
  lowId = seeded.lowId;
  await first.stop({ keepData: true });
  yesterday = await backdate(first.dataDir, seeded.memberId);

  platform = await startPlatform({ env, dataDir: first.dataDir });
  calls = platformApi(platform.baseUrl);
  operator = await calls.operatorToken();
  const runYesterday = (kind: string) =>
    calls.api('/admin-api/v1/settlements/run', { kind, brandDate: yesterday }, 'POST', operator);
  expect(await runYesterday('agent-dividend-daily')).toMatchObject({ status: 'completed', paid: '1200.00' });

  const mid = await signIn(calls, MID, AGENT_PASSWORD);
  const owed = (await calls.api('/api/v1/agent/dividend-bills?role=payable', undefined, 'GET', mid)) as {
    items: { id: string; amount: string }[];
  };
  expect(owed.items).toMatchObject([{ amount: '400.00' }]);
  const refused = await calls.api(
    `/api/v1/agent/dividend-bills/${owed.items[0]!.id}/refuse`,
    {},
    'POST',
    mid,
  );
  expect(refused).toMatchObject({ status: 'shortfall', forced: '0.00', shortfall: '400.00' });
  expect(await runYesterday('agent-salary-daily')).toMatchObject({ status: 'completed', paid: '150.00' });
  await calls.api('/admin-api/v1/operators', { ...VIEWER, role: 'viewer' }, 'POST', operator);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** A console tab signed in as the owner, in this language and theme chosen beforehand. */
const consoleTab = (texts: typeof admin, look: { lang: string; theme: string }): Promise<Page> =>
  signedInConsole(browser, platform.baseUrl, undefined, { texts, ...look });

/** The bills table's row of mid's bill to low. */
const lowBillRow = (page: Page, caption: string) =>
  page
    .getByRole('table', { name: caption })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: LOW, exact: true }) });

describe('dividend bills in the console', () => {
  it('finds the open shortfall and has the platform pay it, with a reason, in the dark theme', async () => {
    const page = await consoleTab(admin, { lang: 'EN', theme: 'dark' });
    await page
      .getByRole('navigation', { name: admin.layout.mainNav })
      .getByRole('link', { name: b.nav, exact: true })
      .click();
    await page.getByRole('heading', { name: b.heading, level: 1 }).waitFor();
    const table = page.getByRole('table', { name: b.caption });
    // Both bills of the period: top's to mid waits for payment, mid's to low is short.
    const topBill = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: TOP, exact: true }) });
    await topBill.getByText(b.statuses.pending, { exact: true }).waitFor();
    // The box follows the page's address, which the click changes: its state shows once the page reads it.
    const openOnly = page.getByRole('checkbox', { name: b.openOnly });
    await openOnly.click();
    await expect.poll(() => openOnly.isChecked()).toBe(true);
    await table.getByText(b.statuses.pending, { exact: true }).waitFor({ state: 'detached' });
    const row = lowBillRow(page, b.caption);
    await row.getByRole('rowheader', { name: yesterday }).waitFor();
    await row.getByText(b.statuses.shortfall, { exact: true }).waitFor();
    await row.getByRole('cell', { name: SHORT, exact: true }).first().waitFor();
    await row.getByText(b.open, { exact: true }).waitFor();

    const names = { upline: MID, downline: LOW, period: yesterday, amount: SHORT };
    await row.getByRole('button', { name: fill(b.settle.label, names) }).click();
    const dialog = page.getByRole('dialog', { name: fill(b.settle.title, names) });
    // Checked in the page first: a choice and a reason are asked for.
    await dialog.getByRole('button', { name: b.settle.confirm }).click();
    await dialog.getByText(b.settle.choose).waitFor();
    await dialog.getByText(admin.fieldErrors.REQUIRED).waitFor();
    await checkAccessibility(page);
    await dialog.getByRole('radio', { name: fill(b.settle.choices.platform_paid, names) }).check();
    await dialog.getByRole('textbox', { name: admin.players.reason }).fill('Upline had no balance left');
    await dialog.getByRole('button', { name: b.settle.confirm }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(fill(b.settle.done.platform_paid, names)).waitFor();
    await page.getByText(b.noMatch).waitFor();

    await openOnly.click();
    await expect.poll(() => openOnly.isChecked()).toBe(false);
    await row.getByText(b.resolutions.platform_paid, { exact: true }).waitFor();
    await row.getByText('Upline had no balance left').waitFor();
    expect(await row.getByRole('button').count()).toBe(0);

    // The platform paid low, once: the server refuses a second decision and one without a reason.
    const wallet = await calls.api(`/admin-api/v1/players/${lowId}/wallet`, undefined, 'GET', operator);
    // The shortfall's 400.00 beside its 25.00 salary.
    expect(wallet.balance).toBe('425.00');
    const bills = (await calls.api('/admin-api/v1/dividend-bills', undefined, 'GET', operator)) as {
      items: { id: string; downline: { username: string } }[];
    };
    const billId = bills.items.find((bill) => bill.downline.username === LOW)!.id;
    const again = (reason: string) =>
      calls.api(
        `/admin-api/v1/dividend-bills/${billId}/shortfall`,
        { resolution: 'written_off', reason },
        'POST',
        operator,
      );
    expect(await again('  ')).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await again('twice')).toMatchObject({ code: 'INVALID_STATE' });
    const audit = (await calls.api('/admin-api/v1/audit', undefined, 'GET', operator)) as {
      items: { action: string; target: string }[];
    };
    expect(audit.items).toContainEqual(
      expect.objectContaining({ action: 'dividend-bill.pay-shortfall', target: `dividend-bill:${billId}` }),
    );
    await page.context().close();
  });

  it('shows a viewer the bills without the action', async () => {
    const page = await signedInConsole(browser, platform.baseUrl, VIEWER);
    await page.goto(`${platform.baseUrl}/admin/agents/dividend-bills`);
    const row = lowBillRow(page, b.caption);
    await row.getByText(b.resolutions.platform_paid, { exact: true }).waitFor();
    expect(await page.getByRole('columnheader', { name: b.actions }).count()).toBe(0);
    expect(await page.getByRole('button', { name: b.settle.open }).count()).toBe(0);
    await page.context().close();
  });

  it('names the dividend run and its figures in Chinese, and the bills in Thai, in the light theme', async () => {
    const z = adminCn.settlements;
    const cnPage = await consoleTab(adminCn, { lang: 'CN', theme: 'light' });
    await cnPage.goto(`${platform.baseUrl}/admin/settlements`);
    await cnPage
      .getByRole('combobox', { name: z.kind })
      .selectOption({ label: z.kinds['agent-dividend-daily'] });
    const run = cnPage.getByRole('row').filter({ hasText: yesterday });
    await run.getByText(z.kinds['agent-dividend-daily'], { exact: true }).waitFor();
    await run.getByText(`${z.figures.paid}: ฿1,200.00`, { exact: true }).waitFor();
    await run.getByText(`${z.figures.billed}: ฿1,200.00`, { exact: true }).waitFor();
    await run.getByText(`${z.figures.bills}: 2`, { exact: true }).waitFor();
    await run.getByText(new RegExp(`^${z.figures.paymentHours}: `)).waitFor();
    await cnPage.context().close();

    const t = adminTh.dividendBills;
    const thPage = await consoleTab(adminTh, { lang: 'TH', theme: 'light' });
    await thPage.goto(`${platform.baseUrl}/admin/agents/dividend-bills`);
    await thPage.getByRole('heading', { name: t.heading, level: 1 }).waitFor();
    const row = lowBillRow(thPage, t.caption);
    await row.getByText(t.statuses.shortfall, { exact: true }).waitFor();
    await row.getByText(t.resolutions.platform_paid, { exact: true }).waitFor();
    await thPage.getByRole('combobox', { name: t.status }).selectOption({ label: t.statuses.pending });
    await row.waitFor({ state: 'detached' });
    await thPage.context().close();
  });

  describe('on the agent pages', () => {
    /** The agent site signed in as `username`, on `path`, in this language, theme and width. */
    const agentTab = async (
      username: string,
      path: string,
      look: { lang: string; theme: string; width?: number },
    ) => {
      const tab = await pageWith(browser, look);
      const token = await signIn(calls, username, AGENT_PASSWORD);
      await tab.goto(`${platform.baseUrl}/`);
      await tab.evaluate((value) => sessionStorage.setItem('token', value), token);
      await tab.goto(`${platform.baseUrl}/agentHome/${path}`);
      return tab;
    };
    /** Yesterday's settled statement: its row shows each figure as a cell of its own. */
    const expectSettled = async (
      tab: Page,
      texts: typeof contractsEn,
      kind: 'dividend' | 'daily',
      cells: string[],
    ) => {
      const row = tab
        .getByRole('region', { name: texts.statements.caption[kind] })
        .getByRole('row')
        .filter({ has: tab.getByRole('rowheader', { name: `${yesterday} ${texts.statements.settled}` }) });
      for (const cell of cells) await row.getByRole('cell', { name: cell, exact: true }).first().waitFor();
      await checkAccessibility(tab);
      const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBe(0);
      await tab.context().close();
    };

    it('shows top its settled dividend and salary, in English on a desktop and in Chinese on a phone', async () => {
      const dividend = await agentTab(TOP, 'agentDividendRecordCopy2', { lang: 'EN', theme: 'dark' });
      // Team loss 4,000.00 at 30%: 1,200.00, of which 800.00 is mid's.
      await expectSettled(dividend, contractsEn, 'dividend', [
        '฿4,000.00',
        '30%',
        '฿1,200.00',
        '฿800.00',
        '฿400.00',
      ]);
      const salary = await agentTab(TOP, 'agentDailyWages2', { lang: 'CN', theme: 'light', width: 390 });
      // Team valid bet 5,000.00 at 1.5%: 75.00, of which 50.00 is mid's.
      await expectSettled(salary, contractsCn, 'daily', ['฿5,000.00', '1.5%', '฿75.00', '฿50.00', '฿25.00']);
    });

    it('shows low its settled dividend in Thai on a phone, dark theme', async () => {
      const tab = await agentTab(LOW, 'agentDividendRecordCopy2', { lang: 'TH', theme: 'dark', width: 390 });
      await expectSettled(tab, contractsTh, 'dividend', ['฿4,000.00', '10%', '฿400.00', '฿0.00']);
    });
  });
});
