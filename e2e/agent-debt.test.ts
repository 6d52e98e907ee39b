import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { dayIn, shiftDay, startOfDayIn } from '@croupier/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as admin } from '../apps/admin/src/i18n/en.ts';
import { contractsTh } from '../apps/web/src/i18n/contracts-th.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { findBrandForHost } from '../apps/server/src/modules/brands/index.ts';
import { postTransfers } from '../apps/server/src/modules/ledger/index.ts';
import { correctRound, writeRound } from '../apps/server/src/test-support/stream.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { openTopAgent, pageWith, registerDownline } from './support/agents.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { signedInConsole } from './support/console.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';

/**
 * An agent's debt as people see it (ADR 0029). The platform's daily salary contract with a top agent and the top
 * agent's with its sub-agent; the sub-agent's member staked 5,000.00 yesterday, and yesterday's run paid the
 * sub-agent 25.00 (0.5%). Then the sub-agent spent it and the round was cancelled; the day run again takes the
 * 25.00 back: its cash is empty, so it owes all of it. Nothing in the product dates a round in a closed period
 * nor spends an agent's wallet without a payout, so those steps are written between starts of the same platform,
 * as the dividend bills test does. The sub-agent's salary page says what it owes in Thai, and the console's
 * agent page says so too.
 */
const TOP = 'e2edebttop';
const SUB = 'e2edebtsub';
const OWED = '฿25.00';
const named = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((shown, [key, value]) => shown.replace(`{{${key}}}`, value), text);

let platform: RunningPlatform;
let browser: Browser;
let subToken: string;
let subId: string;

/** Runs `change` on the platform's database while it is down, then starts it again on the same data. */
async function whileDown(
  running: RunningPlatform,
  change: (handle: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>,
): Promise<RunningPlatform> {
  await running.stop({ keepData: true });
  const handle = await openDatabase({ dataDir: `${running.dataDir}/platform` });
  try {
    await change(handle);
  } finally {
    await handle.close();
  }
  return startPlatform({ env: { DEMO_DATA: 'false' }, dataDir: running.dataDir });
}

beforeAll(async () => {
  let first: RunningPlatform;
  [first, browser] = await Promise.all([startPlatform({ env: { DEMO_DATA: 'false' } }), launchBrowser()]);
  let calls = platformApi(first.baseUrl);
  let operator = await calls.operatorToken();
  const top = await openTopAgent(calls, operator, TOP);
  const sub = await registerDownline(calls, top.token, SUB, 'agent');
  const member = await registerDownline(calls, sub.token, 'e2edebtone', 'member');
  subToken = sub.token;
  subId = sub.id;
  const daily = (rate: string) => ({ kind: 'daily', tiers: [{ minAmount: '0.00', minActive: 0, rate }] });
  for (const [offerer, url, downline, rate] of [
    [operator, '/admin-api/v1/contracts', top, '1'],
    [top.token, '/api/v1/agent/contracts', sub, '0.5'],
  ] as const) {
    const offered = await calls.api(url, { downlineId: downline.id, ...daily(rate) }, 'POST', offerer);
    const signed = await calls.api(
      `/api/v1/contracts/${String(offered.id)}/accept`,
      {},
      'POST',
      downline.token,
    );
    expect(signed).toMatchObject({ status: 'signed' });
  }

  let yesterday = '';
  let roundId = 0n;
  platform = await whileDown(first, async ({ db }) => {
    const brand = (await findBrandForHost(db, ''))!;
    yesterday = shiftDay(dayIn(new Date(), brand.timezone), -1);
    roundId = await writeRound(db, {
      brandId: brand.id,
      playerId: BigInt(member.id),
      ref: 'e2e-debt-round',
      gameId: null,
      stake: 500_000n,
      payout: 0n,
      closedAt: new Date(startOfDayIn(yesterday, brand.timezone)!.getTime() + 12 * 3_600_000),
    });
    await db.execute(
      sql`update contract_versions set in_force_from = in_force_from - interval '3 days' where status = 'signed'`,
    );
  });
  const runYesterday = async () => {
    calls = platformApi(platform.baseUrl);
    operator = await calls.operatorToken();
    return calls.api(
      '/admin-api/v1/settlements/run',
      { kind: 'agent-salary-daily', brandDate: yesterday },
      'POST',
      operator,
    );
  };
  expect(await runYesterday()).toMatchObject({ status: 'completed', paid: '75.00' });

  platform = await whileDown(platform, async ({ db }) => {
    const brand = (await findBrandForHost(db, ''))!;
    await postTransfers(db, [
      {
        brandId: brand.id,
        currency: brand.currencyCode,
        key: 'e2e-debt-spent',
        kind: 'adjustment',
        from: { player: BigInt(subId) },
        to: { house: 'adjustments' },
        amount: 2_500n,
      },
    ]);
    await correctRound(db, roundId, { status: 'cancelled' });
  });
  expect(await runYesterday()).toMatchObject({ status: 'completed', paid: '-75.00' });
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('agent debt', () => {
  it('the sub-agent reads what it owes on its salary page, in Thai, 390 px wide', async () => {
    const tab = await pageWith(browser, { lang: 'TH', theme: 'light', width: 390 });
    await tab.goto(`${platform.baseUrl}/`);
    await tab.evaluate((token) => sessionStorage.setItem('token', token), subToken);
    await tab.goto(`${platform.baseUrl}/agentHome/agentDailyWages2`);
    await tab
      .getByRole('status')
      .filter({ hasText: named(contractsTh.statements.debt, { amount: OWED }) })
      .waitFor();
    await checkAccessibility(tab);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it("the console's agent page says what the agent owes beside its contracts", async () => {
    const page = await signedInConsole(browser, platform.baseUrl, undefined, {
      texts: admin,
      lang: 'EN',
      theme: 'dark',
    });
    await page.goto(`${platform.baseUrl}/admin/agents/${subId}`);
    const panel = page.getByRole('region', { name: admin.contracts.panel.heading, exact: true });
    await panel
      .getByRole('status')
      .filter({ hasText: named(admin.contracts.panel.debt, { amount: OWED }) })
      .waitFor();
  });
});
