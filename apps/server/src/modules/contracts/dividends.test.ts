import { dayIn } from '@croupier/format';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, openAgent, registerDownline, setPaymentPassword } from '../../test-support/agents.ts';
import { offerAndSign, postAs } from '../../test-support/contracts.ts';
import { writeRound } from '../../test-support/stream.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  adjust,
  expectLedgerBalanced,
  operatorAuth,
  PAYMENT_PASSWORD,
  walletOf,
  type TestMember,
} from '../../test-support/wallet.ts';
import { findBrandForHost } from '../brands/index.ts';
import { postTransfers } from '../ledger/index.ts';
import { periodContaining } from '../settlements/index.ts';
import { forcePayDueBills } from './bills.ts';

/**
 * Daily dividends over a three-level chain, with figures that are not DOMAIN.md's. Team loss = stake − payout −
 * bonuses − salaries paid to the team; active = valid bet ≥ 1,000.00.
 *
 * low's team: low 1,200 − 0, its member one 4,000 − 1,000, a 100.00 salary to low → 4,100.00, 2 active.
 * mid's team adds two: 5,000 − 2,500 and a 300.00 bonus → 6,300.00, 3 active.
 * top's team adds three, who won: 2,000 − 3,000 → 5,300.00, 4 active.
 * Rates: top 30% (5,000 / 3) → 1,590.00; mid 25% (6,000 / 3) → 1,575.00; low 10% (0 / 2) → 410.00.
 * The platform pays top 1,590.00; top owes mid 1,575.00 and keeps 15.00; mid owes low 410.00, keeps 1,165.00.
 */
let t: TestApp;
let now = new Date();
let brandId: bigint;
let zone: string;
let top: TestMember;
let mid: TestMember;
let low: TestMember;
const playedAt = new Date();

beforeAll(async () => {
  t = await startTestApp({ settlements: { clock: () => now } });
  const brand = (await findBrandForHost(t.database.db, ''))!;
  brandId = brand.id;
  zone = brand.timezone;
  top = await openAgent(t, 'divtop');
  mid = await registerDownline(t, top, 'divmid', 'agent');
  low = await registerDownline(t, mid, 'divlow', 'agent');
});
afterAll(() => t.close());

const dividend = (list: [string, number, string][]) => ({
  kind: 'dividend',
  period: 'daily',
  tiers: list.map(([minAmount, minActive, rate]) => ({ minAmount, minActive, rate })),
});

let ref = 0;
const play = (member: TestMember, stake: bigint, payout: bigint) =>
  writeRound(t.database.db, {
    brandId,
    playerId: member.id,
    ref: `div-${ref++}`,
    stake,
    payout,
    closedAt: playedAt,
  });

const credit = (member: TestMember, kind: 'bonus' | 'commission', amount: bigint) =>
  postTransfers(t.database.db, [
    {
      brandId,
      currency: 'THB',
      key: `div-test-${kind}-${member.id}`,
      kind,
      from: { house: kind === 'bonus' ? 'promotions_expense' : 'commissions_expense' },
      to: { player: member.id },
      amount,
    },
  ]);

const statementsOf = async (agent: TestMember, day: string) =>
  (
    await getAs<{ items: Record<string, unknown>[] }>(
      t,
      agent,
      `/api/v1/agent/settlements?kind=dividend&from=${day}&to=${day}`,
    )
  ).body.items;

interface Bill {
  id: string;
  status: string;
  amount: string;
  forced: string;
  shortfall: string;
  outstanding: string;
  downline: { username: string };
}
const billsOf = async (agent: TestMember, role: 'payable' | 'receivable') =>
  (await getAs<{ items: Bill[] }>(t, agent, `/api/v1/agent/dividend-bills?role=${role}`)).body.items;

const balanceOf = async (member: TestMember) => (await walletOf(t, member)).balance;

const runDay = (day: string) =>
  postAs(t, 'operator', '/admin-api/v1/settlements/run', { kind: 'agent-dividend-daily', brandDate: day });

const makeDue = (billId: string) =>
  t.database.db.execute(
    sql`update dividend_bills set due_at = app_now() - interval '1 minute' where id = ${BigInt(billId)}`,
  );

describe('dividend settlements', () => {
  it('pays the top agent, bills each downline its level difference, and force-pays an unpaid bill', async () => {
    await offerAndSign(
      t,
      'operator',
      top,
      dividend([
        ['0.00', 2, '20'],
        ['5000.00', 3, '30'],
      ]),
    );
    await offerAndSign(
      t,
      top,
      mid,
      dividend([
        ['0.00', 2, '15'],
        ['6000.00', 3, '25'],
      ]),
    );
    await offerAndSign(
      t,
      mid,
      low,
      dividend([
        ['0.00', 2, '10'],
        ['6000.00', 3, '20'],
      ]),
    );
    const one = await registerDownline(t, low, 'divone');
    const two = await registerDownline(t, mid, 'divtwo');
    const three = await registerDownline(t, top, 'divthree');
    await play(low, 120_000n, 0n);
    await play(one, 400_000n, 100_000n);
    await play(two, 500_000n, 250_000n);
    await play(three, 200_000n, 300_000n);
    await credit(two, 'bonus', 30_000n);
    await credit(low, 'commission', 10_000n);
    const today = dayIn(playedAt, zone);

    // The open day, as the run will settle it.
    expect(await statementsOf(mid, today)).toMatchObject([
      {
        status: 'provisional',
        base: '6300.00',
        activeMembers: 3,
        rate: '25',
        gross: '1575.00',
        paidToDownlines: '410.00',
        net: '1165.00',
      },
    ]);

    now = new Date(playedAt.getTime() + 26 * 3_600_000);
    expect((await runDay(today)).body).toMatchObject({ status: 'completed', paid: '1590.00' });
    expect(await balanceOf(top)).toBe('1590.00');
    expect(await statementsOf(top, today)).toMatchObject([
      { status: 'settled', base: '5300.00', activeMembers: 4, rate: '30', gross: '1590.00', net: '15.00' },
    ]);
    expect(await statementsOf(low, today)).toMatchObject([
      { status: 'settled', base: '4100.00', activeMembers: 2, rate: '10', gross: '410.00', net: '410.00' },
    ]);
    const [midBill] = await billsOf(top, 'payable');
    expect(midBill).toMatchObject({ status: 'pending', amount: '1575.00', outstanding: '1575.00' });
    expect(await billsOf(mid, 'receivable')).toMatchObject([{ id: midBill!.id }]);
    const [lowBill] = await billsOf(mid, 'payable');
    expect(lowBill).toMatchObject({ status: 'pending', amount: '410.00', downline: { username: 'divlow' } });
    // Nobody sees a bill it is not a party to.
    expect(await billsOf(low, 'payable')).toEqual([]);
    const foreign = await postAs(t, low, `/api/v1/agent/dividend-bills/${midBill!.id}/pay`, {
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(foreign.status).toBe(404);

    // Running the day again pays and bills nothing more.
    expect((await runDay(today)).body).toMatchObject({ status: 'completed', paid: '0.00' });
    expect(await billsOf(top, 'payable')).toHaveLength(1);
    expect((await billsOf(mid, 'payable'))[0]).toMatchObject({ amount: '410.00' });

    // mid holds 100.00 when its bill to low falls due unpaid: it is frozen, low gets 100.00, 310.00 is short.
    await adjust(t, mid, '100.00');
    await makeDue(lowBill!.id);
    expect(await forcePayDueBills(t.database.db)).toBe(1);
    expect(await balanceOf(low)).toBe('200.00'); // its 100.00 salary and the 100.00 forced
    const midSignIn = await getAs(t, mid, '/api/v1/me');
    expect(midSignIn.status).toBe(401);

    // top pays its bill; a second press finds it paid.
    await setPaymentPassword(t, top);
    const pay = () =>
      postAs(t, top, `/api/v1/agent/dividend-bills/${midBill!.id}/pay`, {
        paymentPassword: PAYMENT_PASSWORD,
      });
    const [first, second] = await Promise.all([pay(), pay()]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await balanceOf(top)).toBe('15.00');
    expect(await billsOf(low, 'receivable')).toMatchObject([
      { status: 'shortfall', forced: '100.00', shortfall: '310.00', outstanding: '0.00' },
    ]);

    // The operator sees the open shortfall and has the platform pay it, once.
    const open = await getAs<{ items: Bill[] }>(
      t,
      await operatorAuth(t),
      '/admin-api/v1/dividend-bills?openShortfall=true',
    );
    expect(open.body.items.map((bill) => bill.id)).toEqual([lowBill!.id]);
    const settle = () =>
      postAs(t, 'operator', `/admin-api/v1/dividend-bills/${lowBill!.id}/shortfall`, {
        resolution: 'platform_paid',
        reason: 'upline had no funds',
      });
    const [a, b] = await Promise.all([settle(), settle()]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await balanceOf(low)).toBe('510.00');
    await expectLedgerBalanced(t);
  });

  it('moves a bill once when the upline pays as the force pay comes, and force-pays a refused bill at once', async () => {
    const chains = [];
    for (const name of ['race', 'refuse']) {
      const head = await openAgent(t, `${name}top`);
      const under = await registerDownline(t, head, `${name}mid`, 'agent');
      await offerAndSign(t, 'operator', head, dividend([['0.00', 1, '40']]));
      await offerAndSign(t, head, under, dividend([['0.00', 1, '20']]));
      await play(await registerDownline(t, under, `${name}one`), 100_000n, 0n);
      chains.push({ head, under });
    }
    const [race, refusal] = chains as [{ head: TestMember; under: TestMember }, (typeof chains)[0]];
    // Team loss 1,000.00, 1 active: the platform pays each head 400.00; each head owes 200.00.
    expect((await runDay(dayIn(playedAt, zone))).body).toMatchObject({ status: 'completed', paid: '800.00' });

    await setPaymentPassword(t, race.head);
    const [raceBill] = await billsOf(race.head, 'payable');
    await makeDue(raceBill!.id);
    const [paid, forced] = await Promise.all([
      postAs(t, race.head, `/api/v1/agent/dividend-bills/${raceBill!.id}/pay`, {
        paymentPassword: PAYMENT_PASSWORD,
      }),
      forcePayDueBills(t.database.db),
    ]);
    // Whichever came first moved the 200.00; the other found nothing left to move.
    expect([200, 401, 409]).toContain(paid.status);
    expect(forced).toBe(paid.status === 200 ? 0 : 1);
    expect(await balanceOf(race.under)).toBe('200.00');
    const [after] = await billsOf(race.under, 'receivable');
    expect(after!.status).toBe(paid.status === 200 ? 'paid' : 'forced');

    const [refused] = await billsOf(refusal.head, 'payable');
    const refuse = await postAs(t, refusal.head, `/api/v1/agent/dividend-bills/${refused!.id}/refuse`);
    expect(refuse.body).toMatchObject({ status: 'forced', forced: '200.00', shortfall: '0.00' });
    expect(await balanceOf(refusal.under)).toBe('200.00');
    expect((await getAs(t, refusal.head, '/api/v1/me')).status).toBe(401);
    await expectLedgerBalanced(t);
  });

  it("shows an upline's true net below zero when its downline's team lost more than its own", async () => {
    const head = await openAgent(t, 'negtop');
    const under = await registerDownline(t, head, 'negmid', 'agent');
    await offerAndSign(t, 'operator', head, dividend([['0.00', 1, '30']]));
    await offerAndSign(t, head, under, dividend([['0.00', 1, '20']]));
    // under's member loses 1,000.00; head's own member wins 800.00 of it back: head's team loss is 200.00.
    await play(await registerDownline(t, under, 'negone'), 100_000n, 0n);
    await play(await registerDownline(t, head, 'negtwo'), 10_000n, 90_000n);
    const today = dayIn(playedAt, zone);
    const headFigures = {
      base: '200.00',
      rate: '30',
      gross: '60.00',
      paidToDownlines: '200.00',
      net: '-140.00',
    };
    expect(await statementsOf(head, today)).toMatchObject([{ status: 'provisional', ...headFigures }]);

    expect((await runDay(today)).body).toMatchObject({ status: 'completed', paid: '60.00' });
    expect(await statementsOf(head, today)).toMatchObject([{ status: 'settled', ...headFigures }]);
    expect(await statementsOf(under, today)).toMatchObject([{ gross: '200.00', net: '200.00' }]);
    // head owes under its whole 200.00 while the platform paid head 60.00: the 140.00 comes from head's wallet.
    expect(await billsOf(head, 'payable')).toMatchObject([{ amount: '200.00', outstanding: '200.00' }]);
    expect(await balanceOf(head)).toBe('60.00');
    await expectLedgerBalanced(t);
  });

  it('settles a weekly contract on its own calendar: the week of play, once it has closed', async () => {
    const head = await openAgent(t, 'weektop');
    await offerAndSign(t, 'operator', head, { ...dividend([['0.00', 1, '12.5']]), period: 'weekly' });
    await play(await registerDownline(t, head, 'weekone'), 120_000n, 60_000n);
    const week = periodContaining('weekly', zone, playedAt);
    const runWeek = () =>
      postAs(t, 'operator', '/admin-api/v1/settlements/run', {
        kind: 'agent-dividend-weekly',
        brandDate: week.key,
      });
    now = new Date(week.end.getTime() - 60_000);
    expect((await runWeek()).status).toBe(409);
    now = new Date(week.end.getTime() + 3_600_000);
    // Team loss 600.00 at 12.5%.
    expect((await runWeek()).body).toMatchObject({ status: 'completed', paid: '75.00' });
    expect(await balanceOf(head)).toBe('75.00');
    const statements = await getAs<{ items: Record<string, unknown>[] }>(
      t,
      head,
      `/api/v1/agent/settlements?kind=dividend&from=${week.key}&to=${dayIn(playedAt, zone)}`,
    );
    expect(statements.body.items).toMatchObject([
      { period: week.key, status: 'settled', base: '600.00', rate: '12.5', gross: '75.00' },
    ]);
    expect((await runWeek()).body).toMatchObject({ paid: '0.00' });
  });
});
