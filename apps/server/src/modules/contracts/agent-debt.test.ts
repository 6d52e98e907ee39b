import { dayIn } from '@croupier/format';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, openAgent, registerDownline } from '../../test-support/agents.ts';
import { offerAndSign, postAs, realtimeTerms, tieredTerms } from '../../test-support/contracts.ts';
import { expectBrandLedgerBalanced } from '../../test-support/ledger.ts';
import { consumeToEnd, correctRound, writeRound } from '../../test-support/stream.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { operatorAuth, walletOf, type TestMember } from '../../test-support/wallet.ts';
import { findBrandForHost, listBrandClocks, type BrandClock } from '../brands/index.ts';
import { postTransfers } from '../ledger/index.ts';
import { createSettlements, periodContaining } from '../settlements/index.ts';
import { payRealtimeSalaries, REALTIME_CONSUMER, salaryRuns } from './index.ts';

/**
 * ADR 0029: commission taken back after the agent spent it. The take-back moves what the agent's cash holds,
 * the rest is the agent's debt to the platform, and its next commission repays the debt before any of it
 * reaches its cash; the run or the real-time consumer goes on for everyone else.
 */
let t: TestApp;
let now = new Date();
let brand: BrandClock;

beforeAll(async () => {
  t = await startTestApp({ settlements: { clock: () => now } });
  const found = (await findBrandForHost(t.database.db, ''))!;
  brand = (await listBrandClocks(t.database.db)).find((clock) => clock.id === found.id)!;
});
afterAll(() => t.close());

let ref = 0;
const play = (member: TestMember, stake: bigint, payout: bigint, at = new Date()) =>
  writeRound(t.database.db, {
    brandId: brand.id,
    playerId: member.id,
    ref: `debt-${ref++}`,
    stake,
    payout,
    closedAt: at,
  });

const cashOf = async (...members: TestMember[]) =>
  Promise.all(members.map(async (member) => (await walletOf(t, member)).balance));

/** The agent spends all its cash (a withdrawal paid out, say). */
async function spendAll(member: TestMember) {
  const [balance] = await cashOf(member);
  await postTransfers(t.database.db, [
    {
      brandId: brand.id,
      currency: brand.currencyCode,
      key: `debt-test-spend:${member.id}:${ref++}`,
      kind: 'adjustment',
      from: { player: member.id },
      to: { house: 'adjustments' },
      amount: BigInt(balance!.replace('.', '')),
    },
  ]);
}

const debtOnSalaryPage = async (agent: TestMember, kind: string, day: string) =>
  (await getAs<{ debt: string }>(t, agent, `/api/v1/agent/settlements?kind=${kind}&from=${day}&to=${day}`))
    .body.debt;

const debtInConsole = async (agent: TestMember) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/admin-api/v1/agents/${agent.id}/contracts`,
    headers: await operatorAuth(t),
  });
  return response.json<{ debt: string }>().debt;
};

describe('agent debt', () => {
  it('a lower re-run of a day takes back what the agent spent as its debt, and the next day repays it first', async () => {
    const top = await openAgent(t, 'debttop');
    const mid = await registerDownline(t, top, 'debtmid', 'agent');
    const low = await registerDownline(t, mid, 'debtlow', 'agent');
    const other = await registerDownline(t, mid, 'debtother', 'agent');
    await offerAndSign(t, 'operator', top, tieredTerms('daily', [['1000.00', 1, '1.0']]));
    await offerAndSign(t, top, mid, tieredTerms('daily', [['1000.00', 1, '0.6']]));
    await offerAndSign(t, mid, low, tieredTerms('daily', [['1000.00', 1, '0.5']]));
    await offerAndSign(t, mid, other, tieredTerms('daily', [['1000.00', 1, '0.5']]));
    const ofLow = await registerDownline(t, low, 'debtlowmember');
    const ofOther = await registerDownline(t, other, 'debtothermember');

    // Day one: low's and other's teams bet 3,000.00 each. Gross: low 15, other 15, mid 36, top 60.
    const dayOne = new Date();
    const lowRound = await play(ofLow, 300_000n, 0n, dayOne);
    await play(ofOther, 300_000n, 0n, dayOne);
    now = new Date(dayOne.getTime() + 26 * 3_600_000);
    const day = dayIn(dayOne, brand.timezone);
    const first = await postAs(t, 'operator', '/admin-api/v1/settlements/run', {
      kind: 'agent-salary-daily',
      brandDate: day,
    });
    expect(first.body).toMatchObject({ status: 'completed', paid: '126.00' });
    expect(await cashOf(top, mid, low, other)).toEqual(['24.00', '6.00', '15.00', '15.00']);

    // Low spends its salary; then its member's round is cancelled, so the day is settled again lower: low earns
    // nothing, mid 18.00 (other's team only), top 30.00. Two workers run it at once.
    await spendAll(low);
    await correctRound(t.database.db, lowRound, { status: 'cancelled' });
    const period = periodContaining('daily', brand.timezone, dayOne);
    const workers = ['debt-a', 'debt-b'].map((worker) =>
      createSettlements(t.database.db, salaryRuns, {
        worker,
        clock: () => now,
        log: pino({ level: 'silent' }),
      }),
    );
    const kind = salaryRuns.find((run) => run.name === 'agent-salary-daily')!;
    const outcomes = await Promise.all(workers.map((worker) => worker.runPeriod(kind, brand, period)));
    const runs = outcomes.filter((outcome) => outcome !== undefined);
    expect(runs.map((outcome) => outcome.run.state)).toEqual(runs.map(() => 'completed'));
    // Top keeps 30 − 18, mid 18 − 15, other is paid as before; low's 15.00 is gone, so it owes it.
    expect(await cashOf(top, mid, low, other)).toEqual(['12.00', '3.00', '0.00', '15.00']);
    expect(await debtOnSalaryPage(low, 'daily', day)).toBe('15.00');
    expect(await debtInConsole(low)).toBe('15.00');
    expect(await debtOnSalaryPage(mid, 'daily', day)).toBe('0.00');
    await expectBrandLedgerBalanced(t.database.db, brand.id);

    // Day two: low's team bets 5,000.00: low 25.00 of which 15.00 repays its debt, mid 30 − 25, top 50 − 30.
    const dayTwo = new Date(dayOne.getTime() + 24 * 3_600_000);
    await play(ofLow, 500_000n, 0n, dayTwo);
    now = new Date(dayTwo.getTime() + 26 * 3_600_000);
    const second = await postAs(t, 'operator', '/admin-api/v1/settlements/run', {
      kind: 'agent-salary-daily',
      brandDate: dayIn(dayTwo, brand.timezone),
    });
    expect(second.body).toMatchObject({ status: 'completed', paid: '105.00' });
    expect(await cashOf(top, mid, low, other)).toEqual(['32.00', '8.00', '10.00', '15.00']);
    expect(await debtOnSalaryPage(low, 'daily', day)).toBe('0.00');
    expect(await debtInConsole(low)).toBe('0.00');
    await expectBrandLedgerBalanced(t.database.db, brand.id);
  });

  it('a cancelled round takes back what the agent spent as its debt, pays the rest of the batch, and the next round repays it', async () => {
    const top = await openAgent(t, 'rtdebttop');
    const mid = await registerDownline(t, top, 'rtdebtmid', 'agent');
    const low = await registerDownline(t, mid, 'rtdebtlow', 'agent');
    const elsewhere = await openAgent(t, 'rtdebtelse');
    await offerAndSign(t, 'operator', top, realtimeTerms('0.3', '0.8', '10.00'));
    await offerAndSign(t, top, mid, realtimeTerms('0.2', '0.5', '10.00'));
    await offerAndSign(t, mid, low, realtimeTerms('0.1', '0.3', '10.00'));
    await offerAndSign(t, 'operator', elsewhere, realtimeTerms('0.3', '0.8', '10.00'));
    const ofLow = await registerDownline(t, low, 'rtdebtlowmember');
    const ofElsewhere = await registerDownline(t, elsewhere, 'rtdebtelsemember');
    const payAll = () =>
      consumeToEnd(t.database.db, REALTIME_CONSUMER, () => payRealtimeSalaries(t.database.db));

    // A member of low loses 100.00: low 0.30, mid 0.50, top 0.80; kept top 0.30, mid 0.20, low 0.30.
    const lost = await play(ofLow, 10_000n, 0n);
    await payAll();
    expect(await cashOf(top, mid, low)).toEqual(['0.30', '0.20', '0.30']);

    // Low spends it; the round is cancelled, in one batch with another team's loss of 100.00.
    await spendAll(low);
    await correctRound(t.database.db, lost, { status: 'cancelled' });
    await play(ofElsewhere, 10_000n, 0n);
    // Workers consuming at once take it back once.
    await Promise.all([1, 2].map(() => payRealtimeSalaries(t.database.db)));
    await payAll();
    expect(await cashOf(top, mid, low, elsewhere)).toEqual(['0.00', '0.00', '0.00', '0.80']);
    expect(await debtOnSalaryPage(low, 'realtime', dayIn(new Date(), brand.timezone))).toBe('0.30');
    expect(await debtInConsole(low)).toBe('0.30');
    await expectBrandLedgerBalanced(t.database.db, brand.id);

    // The member loses 200.00: low earns 0.60, of which 0.30 repays its debt first.
    await play(ofLow, 20_000n, 0n);
    await payAll();
    expect(await cashOf(top, mid, low)).toEqual(['0.60', '0.40', '0.30']);
    expect(await debtInConsole(low)).toBe('0.00');
    await expectBrandLedgerBalanced(t.database.db, brand.id);
  });
});
