import { dayIn, wallClockIn } from '@croupier/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, openAgent, registerDownline, setPaymentPassword } from '../../test-support/agents.ts';
import {
  offerAndSign,
  postAs,
  realtimeTerms,
  tieredTerms,
  type TierRow,
} from '../../test-support/contracts.ts';
import { consumeToEnd } from '../../test-support/stream.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { startVendorWalletApp } from '../../test-support/vendor-app.ts';
import { openLaunchSession, type ConnectedVendor, type WalletClient } from '../../test-support/vendor.ts';
import {
  adjust,
  expectLedgerBalanced,
  PAYMENT_PASSWORD,
  walletOf,
  type TestMember,
} from '../../test-support/wallet.ts';
import { findBrandForHost } from '../brands/index.ts';
import { periodContaining } from '../settlements/index.ts';
import { payRealtimeSalaries, REALTIME_CONSUMER } from './index.ts';

/**
 * Issue 19's acceptance, over HTTP as a new user would: the operator opens `acctop`, the platform offers it a
 * contract of each kind, it registers `accmid` who registers `acclow`, each offers its downline the four kinds
 * and they sign; members one (of low), two (of mid) and three (of top) play through a vendor's signed wallet
 * calls. Figures are by hand, rounded down to the satang per agent (and per round for real time).
 *
 * Rounds (stake → payout): one: slot 800.00 → 0, slot 455.00 → 910.00, slot 60.00 → 0; two: slot 1,500.00 →
 * 600.00, live 400.00 → 700.00 (valid bet min(400, 300) = 300.00); three: slot 2,000.00 → 500.00, slot 25.50 → 0.
 * Teams (the agent and everyone below): low 1,315.00 valid, stake 1,315.00, payout 910.00; mid 3,115.00 valid,
 * stake 3,215.00, payout 2,210.00; top 5,140.50 valid, stake 5,240.50, payout 2,710.00. Active (valid ≥ 500.00
 * for salaries, ≥ 1,000.00 for dividends; every member reaches both, no agent plays): low 1, mid 2, top 3.
 *
 * Daily salary (valid ≥, active ≥ → %): top 1000,1→1.0 3000,2→1.4 5000,3→1.6; mid 1000,1→0.8 3000,2→1.2;
 * low 1000,1→0.5 3000,2→0.9. top 1.6% × 5,140.50 = 82.248 → 82.24, mid 1.2% × 3,115 = 37.38, low 0.5% × 1,315 =
 * 6.575 → 6.57. Paid to downlines: top 37.38, mid 6.57. Net: top 44.86, mid 30.81, low 6.57. Run pays 126.19.
 *
 * Hourly salary, every round in one hour: top 500,1→0.5 4000,2→0.7; mid 500,1→0.4 4000,2→0.6; low 500,1→0.3.
 * top 0.7% × 5,140.50 = 35.9835 → 35.98, mid 0.4% × 3,115 = 12.46 (885.00 short of 0.6%), low 0.3% × 1,315 =
 * 3.945 → 3.94. Net: top 23.52, mid 8.52, low 3.94. Run pays 52.38.
 *
 * Real time (profit % / loss % / single-bet minimum): top 0.4 / 1.0 / 20.00, mid 0.3 / 0.6 / 20.00, low 0.1 /
 * 0.4 / 100.00; each agent earns its own rate on every round of its team at or above its minimum:
 * 800 lost: low 3.20, mid 4.80, top 8.00; 455 won: low 0.45 (0.455), mid 1.36 (1.365), top 1.82; 60 lost (below
 * low's minimum): mid 0.36, top 0.60; 1,500 lost: mid 9.00, top 15.00; 400 won: mid 1.20, top 1.60; 2,000 lost:
 * top 20.00; 25.50 lost: top 0.25 (0.255). Gross (base = stakes counted): low 3.65 (1,255.00), mid 16.72
 * (3,215.00), top 47.27 (5,240.50). Net: top 30.55, mid 13.07, low 3.65.
 *
 * Dividend (daily; team loss ≥, active ≥ → %): top 0,1→20 2000,3→30; mid 0,1→15 2000,3→25; low 0,1→10
 * 1000,1→12. Team loss = stake − payout − bonuses (none) − salaries paid into the team in the day, which for a
 * team is its agent's gross of each salary kind (what the agent passes down stays inside the team). The order
 * is fixed: the real-time salary is paid as the rounds settle (as its 5-minute job would), the hourly and daily
 * runs come next, the dividend run last, so every salary counts against the day's dividend:
 * - with only the real-time salary paid (provisional): low 405.00 − 3.65 = 401.35 → 10% 40.13; mid 1,005.00 −
 *   16.72 = 988.28 → 15% 148.24; top 2,530.50 − 47.27 = 2,483.23 → 30% 744.96.
 * - settled, after every salary: low 405.00 − (6.57 + 3.94 + 3.65) = 390.84 → 10% 39.08; mid 1,005.00 −
 *   (37.38 + 12.46 + 16.72) = 938.44 → 15% (two active) 140.76; top 2,530.50 − (82.24 + 35.98 + 47.27) =
 *   2,365.01 → 30% 709.50. The platform pays top 709.50; top's bill to mid 140.76, mid's to low 39.08; net:
 *   top 568.74, mid 101.68, low 39.08.
 *
 * Balances at the end (both bills paid): top 44.86 + 23.52 + 30.55 + 568.74 = 667.67; mid 30.81 + 8.52 + 13.07 +
 * 101.68 = 154.08; low 6.57 + 3.94 + 3.65 + 39.08 = 53.24.
 */
let t: TestApp;
let vendor: ConnectedVendor;
let wallet: WalletClient;
let now = new Date();
let zone: string;

beforeAll(async () => {
  ({ t, vendor, wallet } = await startVendorWalletApp(
    { vassalage: 'ACCEPTV', gameTypes: ['RNG', 'LIVE'] },
    { settlements: { clock: () => now } },
  ));
  zone = (await findBrandForHost(t.database.db, ''))!.timezone;
});
afterAll(() => t.close());

/** Tiers written as the doc comment's tables: "base active rate" per tier, tiers apart by commas. */
const tiersOf = (table: string): TierRow[] =>
  table.split(',').map((tier) => {
    const [minAmount, minActive, rate] = tier.trim().split(' ');
    return [minAmount!, Number(minActive), rate!];
  });

/** One level's terms of the four kinds: daily and hourly tiers, real-time rates, daily dividend tiers. */
const fourKinds = (daily: string, hourly: string, rates: [string, string, string], dividend: string) => [
  tieredTerms('daily', tiersOf(daily)),
  tieredTerms('hourly', tiersOf(hourly)),
  realtimeTerms(...rates),
  tieredTerms('dividend', tiersOf(dividend), { period: 'daily' }),
];

/** Each level's terms (the doc comment's tables), the top's offered by the platform. */
const TERMS = {
  top: fourKinds(
    '1000.00 1 1.0, 3000.00 2 1.4, 5000.00 3 1.6',
    '500.00 1 0.5, 4000.00 2 0.7',
    ['0.4', '1.0', '20.00'],
    '0.00 1 20, 2000.00 3 30',
  ),
  mid: fourKinds(
    '1000.00 1 0.8, 3000.00 2 1.2',
    '500.00 1 0.4, 4000.00 2 0.6',
    ['0.3', '0.6', '20.00'],
    '0.00 1 15, 2000.00 3 25',
  ),
  low: fourKinds(
    '1000.00 1 0.5, 3000.00 2 0.9',
    '500.00 1 0.3',
    ['0.1', '0.4', '100.00'],
    '0.00 1 10, 1000.00 1 12',
  ),
};

let roundSeq = 0;
/** One round as the vendor plays it: a signed bet, then a signed win (nothing when lost) that closes it. */
async function playRound(member: TestMember, gameType: 'RNG' | 'LIVE', stake: string, payout: string) {
  const game = vendor.games.find((candidate) => candidate.gameType === gameType)!;
  const sessionToken = await openLaunchSession(t.database.db, {
    vendor,
    playerId: member.id,
    gameId: game.gameId,
  });
  const roundId = `accept-${roundSeq++}`;
  const common = { playerId: member.id, roundId, gameCode: game.gameCode, currency: 'THB' };
  expect(
    (await wallet.bet({ ...common, sessionToken, transactionId: `${roundId}-b`, amount: stake })).status,
  ).toBe('OK');
  expect(
    (await wallet.win({ ...common, transactionId: `${roundId}-w`, amount: payout, roundClosed: true }))
      .status,
  ).toBe('OK');
}

/**
 * Every round and every payment must fall in one brand-local hour (the hourly salary's period, and the day the
 * dividend counts the salaries in): started in an hour's last two minutes, the test waits for the next.
 */
async function awayFromHourEnd() {
  const left = periodContaining('hourly', zone, new Date()).end.getTime() - Date.now();
  if (left < 2 * 60_000) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}

const payRealtimeThroughStreamEnd = () =>
  consumeToEnd(t.database.db, REALTIME_CONSUMER, () => payRealtimeSalaries(t.database.db));

type Statement = Record<string, unknown> & { period: string; status: string; gross: string; base: string };
const statementsOf = async (agent: TestMember, kind: string, day: string) =>
  (
    await getAs<{ items: Statement[] }>(
      t,
      agent,
      `/api/v1/agent/settlements?kind=${kind}&from=${day}&to=${day}`,
    )
  ).body.items;
const balanceOf = async (member: TestMember) => (await walletOf(t, member)).balance;
const run = async (kind: string, brandDate: string, hour?: number) =>
  (await postAs(t, 'operator', '/admin-api/v1/settlements/run', { kind, brandDate, hour })).body;

interface Bill {
  id: string;
  status: string;
  amount: string;
  outstanding: string;
  downline: { username: string };
}
const payableBillsOf = async (agent: TestMember) =>
  (await getAs<{ items: Bill[] }>(t, agent, '/api/v1/agent/dividend-bills?role=payable')).body.items;

/** What one agent's statement of a kind says, as the figures of the doc comment. */
const figures = (
  base: string,
  active: number,
  rate: string,
  gross: string,
  paidToDownlines: string,
  net: string,
) => ({
  base,
  activeMembers: active,
  rate,
  gross,
  paidToDownlines,
  net,
});

/** The doc comment's figures of each kind, per level (base, active, rate, gross, paid to downlines, net). */
const DAILY = {
  top: figures('5140.50', 3, '1.6', '82.24', '37.38', '44.86'),
  mid: figures('3115.00', 2, '1.2', '37.38', '6.57', '30.81'),
  low: figures('1315.00', 1, '0.5', '6.57', '0.00', '6.57'),
};
const HOURLY = {
  top: figures('5140.50', 3, '0.7', '35.98', '12.46', '23.52'),
  mid: figures('3115.00', 2, '0.4', '12.46', '3.94', '8.52'),
  low: figures('1315.00', 1, '0.3', '3.94', '0.00', '3.94'),
};
const DIVIDEND_BEFORE_SALARIES = {
  top: figures('2483.23', 3, '30', '744.96', '148.24', '596.72'),
  mid: figures('988.28', 2, '15', '148.24', '40.13', '108.11'),
  low: figures('401.35', 1, '10', '40.13', '0.00', '40.13'),
};
const DIVIDEND = {
  top: figures('2365.01', 3, '30', '709.50', '140.76', '568.74'),
  mid: figures('938.44', 2, '15', '140.76', '39.08', '101.68'),
  low: figures('390.84', 1, '10', '39.08', '0.00', '39.08'),
};

describe('agent contracts, accepted over HTTP', () => {
  it('pays every agent of a three-level chain each kind to the satang, once, and keeps the ledger balanced', async () => {
    const top = await openAgent(t, 'acctop');
    const mid = await registerDownline(t, top, 'accmid', 'agent');
    const low = await registerDownline(t, mid, 'acclow', 'agent');
    for (const terms of TERMS.top) await offerAndSign(t, 'operator', top, terms);
    for (const terms of TERMS.mid) await offerAndSign(t, top, mid, terms);
    for (const terms of TERMS.low) await offerAndSign(t, mid, low, terms);
    const one = await registerDownline(t, low, 'accone');
    const two = await registerDownline(t, mid, 'acctwo');
    const three = await registerDownline(t, top, 'accthree');
    for (const member of [one, two, three]) expect((await adjust(t, member, '3000.00')).statusCode).toBe(201);

    await awayFromHourEnd();
    const playedAt = new Date();
    const today = dayIn(playedAt, zone);
    const hour = Number(wallClockIn(playedAt, zone).slice(11, 13));
    await playRound(one, 'RNG', '800.00', '0.00');
    await playRound(one, 'RNG', '455.00', '910.00');
    await playRound(one, 'RNG', '60.00', '0.00');
    await playRound(two, 'RNG', '1500.00', '600.00');
    await playRound(two, 'LIVE', '400.00', '700.00');
    await playRound(three, 'RNG', '2000.00', '500.00');
    await playRound(three, 'RNG', '25.50', '0.00');

    // Real time: paid as the rounds settle, by the consumer of the rounds stream.
    await payRealtimeThroughStreamEnd();
    const realtimeOf = async (agent: TestMember) => {
      const items = await statementsOf(agent, 'realtime', today);
      expect(items.every((item) => item.status === 'settled')).toBe(true);
      const sum = (field: 'base' | 'gross' | 'paidToDownlines' | 'net') =>
        items.reduce((total, item) => total + Math.round(Number(item[field]) * 100), 0) / 100;
      return {
        base: sum('base'),
        gross: sum('gross'),
        paidToDownlines: sum('paidToDownlines'),
        net: sum('net'),
      };
    };
    expect(await realtimeOf(top)).toEqual({ base: 5240.5, gross: 47.27, paidToDownlines: 16.72, net: 30.55 });
    expect(await realtimeOf(mid)).toEqual({ base: 3215, gross: 16.72, paidToDownlines: 3.65, net: 13.07 });
    expect(await realtimeOf(low)).toEqual({ base: 1255, gross: 3.65, paidToDownlines: 0, net: 3.65 });
    expect([await balanceOf(top), await balanceOf(mid), await balanceOf(low)]).toEqual([
      '30.55',
      '13.07',
      '3.65',
    ]);

    // Provisional: the open day and hour so far, as their runs will settle them.
    const chain = { top, mid, low };
    const provisional = async (agent: TestMember, kind: string) => {
      const [open] = await statementsOf(agent, kind, today);
      expect(open!.status).toBe('provisional');
      return open;
    };
    const expectEach = async (
      read: (agent: TestMember) => Promise<Statement | undefined>,
      expected: Record<keyof typeof chain, object>,
    ) => {
      for (const [level, agent] of Object.entries(chain))
        expect(await read(agent), `${agent.username}`).toMatchObject(expected[level as keyof typeof chain]);
    };
    await expectEach((agent) => provisional(agent, 'daily'), {
      ...DAILY,
      low: {
        ...DAILY.low,
        nextTier: { minAmount: '3000.00', minActive: 2, rate: '0.9', amountToGo: '1685.00', activeToGo: 1 },
      },
    });
    await expectEach((agent) => provisional(agent, 'hourly'), {
      ...HOURLY,
      mid: {
        ...HOURLY.mid,
        nextTier: { minAmount: '4000.00', minActive: 2, rate: '0.6', amountToGo: '885.00', activeToGo: 0 },
      },
    });
    await expectEach((agent) => provisional(agent, 'dividend'), DIVIDEND_BEFORE_SALARIES);

    // The periods close (on the settlement calendar's clock); the salary runs pay, then the dividend run.
    now = new Date(playedAt.getTime() + 26 * 3_600_000);
    expect(await run('agent-salary-hourly', today, hour)).toMatchObject({
      status: 'completed',
      paid: '52.38',
    });
    expect(await run('agent-salary-daily', today)).toMatchObject({ status: 'completed', paid: '126.19' });
    // With every salary of the day paid, the open dividend day reads as it will settle.
    await expectEach((agent) => provisional(agent, 'dividend'), DIVIDEND);
    expect(await run('agent-dividend-daily', today)).toMatchObject({ status: 'completed', paid: '709.50' });

    const settled = async (agent: TestMember, kind: string, period?: string) =>
      (await statementsOf(agent, kind, today)).find(
        (item) => item.status === 'settled' && (!period || item.period === period),
      );
    const hourKey = periodContaining('hourly', zone, playedAt).key;
    await expectEach((agent) => settled(agent, 'daily'), DAILY);
    await expectEach((agent) => settled(agent, 'hourly', hourKey), HOURLY);
    await expectEach((agent) => settled(agent, 'dividend'), DIVIDEND);

    // Salaries are in the agents' wallets; each upline owes its dividend downline a bill.
    expect([await balanceOf(top), await balanceOf(mid), await balanceOf(low)]).toEqual([
      '808.43', // 44.86 + 23.52 + 30.55 + 709.50
      '52.40', // 30.81 + 8.52 + 13.07
      '14.16', // 6.57 + 3.94 + 3.65
    ]);
    const [topBill] = await payableBillsOf(top);
    expect(topBill).toMatchObject({ status: 'pending', amount: '140.76', downline: { username: 'accmid' } });
    const [midBill] = await payableBillsOf(mid);
    expect(midBill).toMatchObject({ status: 'pending', amount: '39.08', downline: { username: 'acclow' } });
    for (const [payer, bill] of [
      [top, topBill!],
      [mid, midBill!],
    ] as const) {
      await setPaymentPassword(t, payer);
      const paid = await postAs(t, payer, `/api/v1/agent/dividend-bills/${bill.id}/pay`, {
        paymentPassword: PAYMENT_PASSWORD,
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(paid.body).toMatchObject({ status: 'paid', outstanding: '0.00' });
    }
    const finalBalances = ['667.67', '154.08', '53.24'];
    expect([await balanceOf(top), await balanceOf(mid), await balanceOf(low)]).toEqual(finalBalances);

    // Every period again: nothing more is paid or billed.
    expect(await run('agent-salary-hourly', today, hour)).toMatchObject({
      status: 'completed',
      paid: '0.00',
    });
    expect(await run('agent-salary-daily', today)).toMatchObject({ status: 'completed', paid: '0.00' });
    expect(await run('agent-dividend-daily', today)).toMatchObject({ status: 'completed', paid: '0.00' });
    await payRealtimeThroughStreamEnd();
    expect(await payableBillsOf(top)).toHaveLength(1);
    expect(await payableBillsOf(mid)).toHaveLength(1);
    expect([await balanceOf(top), await balanceOf(mid), await balanceOf(low)]).toEqual(finalBalances);
    await expectLedgerBalanced(t);
  }, 300_000); // it may wait out the end of an hour (awayFromHourEnd)
});
