import { dayIn, shiftDay } from '@croupier/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, openAgent, registerDownline } from '../../test-support/agents.ts';
import { offerAndSign, postAs } from '../../test-support/contracts.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { expectLedgerBalanced, walletOf, type TestMember } from '../../test-support/wallet.ts';
import {
  baht,
  contractedTree,
  keptOf,
  rateOf,
  tiersInput,
  type Tier,
  type TreeLevel,
} from '../../test-support/contract-tree.ts';
import { expectCashBalances } from '../../test-support/ledger.ts';
import { writeRound, writeRounds } from '../../test-support/stream.ts';
import { findBrandForHost } from '../brands/index.ts';

/**
 * Daily and hourly salaries over a three-level chain, with figures that are not DOMAIN.md's: each agent's
 * gross is its tier rate × its team's valid bet, it pays its contracted downline's gross from its own wallet
 * and keeps the rest, the platform pays the top agent; a run again pays nothing more.
 *
 * Team valid bets: low 300 + its member 3,000 = 3,300 (1 active); mid adds 2,500 = 5,800 (2 active); top adds
 * 1,200 = 7,000 (3 active). Rates: top 1.5% (5,000 / 2 active) → 105.00; mid 1.2% → 69.60; low 0.5% → 16.50.
 * Kept: top 105.00 − 69.60 = 35.40, mid 69.60 − 16.50 = 53.10, low 16.50.
 */
let t: TestApp;
let now = new Date();
let brandId: bigint;
let zone: string;
let top: TestMember;
let mid: TestMember;
let low: TestMember;

beforeAll(async () => {
  t = await startTestApp({ settlements: { clock: () => now } });
  const brand = (await findBrandForHost(t.database.db, ''))!;
  brandId = brand.id;
  zone = brand.timezone;
  top = await openAgent(t, 'salarytop');
  mid = await registerDownline(t, top, 'salarymid', 'agent');
  low = await registerDownline(t, mid, 'salarylow', 'agent');
});
afterAll(() => t.close());

const tiers = (kind: string, list: [string, number, string][]) => ({
  kind,
  tiers: list.map(([minAmount, minActive, rate]) => ({ minAmount, minActive, rate })),
});

let ref = 0;
async function play(member: TestMember, validBet: bigint, at: Date) {
  await writeRound(t.database.db, {
    brandId,
    playerId: member.id,
    ref: `salary-${ref++}`,
    stake: validBet,
    payout: validBet / 2n,
    closedAt: at,
  });
}

const statementsOf = async (agent: TestMember, day: string) =>
  (
    await getAs<{ items: Record<string, unknown>[] }>(
      t,
      agent,
      `/api/v1/agent/settlements?kind=daily&from=${day}&to=${day}`,
    )
  ).body.items;

const balanceOf = async (member: TestMember) => (await walletOf(t, member)).balance;

describe('salary settlements', () => {
  it('pay each agent its level difference for the day, once', async () => {
    for (const kind of ['daily', 'hourly'] as const) {
      await offerAndSign(
        t,
        'operator',
        top,
        tiers(kind, [
          ['1000.00', 1, '1.0'],
          ['5000.00', 2, '1.5'],
        ]),
      );
      await offerAndSign(
        t,
        top,
        mid,
        tiers(kind, [
          ['1000.00', 1, '0.6'],
          ['5000.00', 2, '1.2'],
        ]),
      );
      await offerAndSign(t, mid, low, tiers(kind, [['1000.00', 1, '0.5']]));
    }
    const m1 = await registerDownline(t, low, 'salaryone');
    const m2 = await registerDownline(t, mid, 'salarytwo');
    const m3 = await registerDownline(t, top, 'salarythree');
    const playedAt = new Date();
    await play(low, 30_000n, playedAt);
    await play(m1, 300_000n, playedAt);
    // Mid's team so far: 3,300.00 with one active member, its first tier; the next needs 1,700.00 and one more.
    expect((await statementsOf(mid, dayIn(playedAt, zone)))[0]).toMatchObject({
      rate: '0.6',
      gross: '19.80',
      nextTier: { minAmount: '5000.00', minActive: 2, rate: '1.2', amountToGo: '1700.00', activeToGo: 1 },
    });
    await play(m2, 250_000n, playedAt);
    await play(m3, 120_000n, playedAt);

    const today = dayIn(playedAt, zone);
    // Before the day closes: each agent sees its day so far, computed as the run will settle it.
    const provisional = await statementsOf(mid, today);
    expect(provisional).toMatchObject([
      {
        period: today,
        status: 'provisional',
        base: '5800.00',
        activeMembers: 2,
        rate: '1.2',
        gross: '69.60',
        paidToDownlines: '16.50',
        net: '53.10',
        nextTier: null,
      },
    ]);
    expect((await statementsOf(low, today))[0]).toMatchObject({
      rate: '0.5',
      net: '16.50',
      nextTier: null,
    });
    now = new Date(playedAt.getTime() + 26 * 3_600_000);
    const run = await postAs(t, 'operator', '/admin-api/v1/settlements/run', {
      kind: 'agent-salary-daily',
      brandDate: today,
    });
    expect(run.body).toMatchObject({ status: 'completed', paid: '191.10' });
    expect(await balanceOf(top)).toBe('35.40');
    expect(await balanceOf(mid)).toBe('53.10');
    expect(await balanceOf(low)).toBe('16.50');
    const [settled] = await statementsOf(top, today);
    expect(settled).toMatchObject({
      status: 'settled',
      base: '7000.00',
      activeMembers: 3,
      rate: '1.5',
      gross: '105.00',
      paidToDownlines: '69.60',
      net: '35.40',
    });

    const again = await postAs(t, 'operator', '/admin-api/v1/settlements/run', {
      kind: 'agent-salary-daily',
      brandDate: today,
    });
    expect(again.body).toMatchObject({ status: 'completed', paid: '0.00' });
    expect(await balanceOf(top)).toBe('35.40');
    // The day before had no play: its run pays nobody.
    const before = await postAs(t, 'operator', '/admin-api/v1/settlements/run', {
      kind: 'agent-salary-daily',
      brandDate: shiftDay(today, -1),
    });
    expect(before.body).toMatchObject({ status: 'completed', paid: '0.00' });
    await expectLedgerBalanced(t);
  });

  it('pays a programme big enough to split into branches: every agent its level difference, once', async () => {
    // The first test's day, closed since: its run is run again and pays only this programme.
    const playedAt = new Date(now.getTime() - 26 * 3_600_000);
    const day = dayIn(playedAt, zone);
    const brand = (await findBrandForHost(t.database.db, ''))!;
    const rates: Record<TreeLevel, Tier[]> = {
      top: [[0n, 0, 15_000n]],
      mid: [[0n, 0, 10_000n]],
      low: [[0n, 0, 5_000n]],
    };
    // Eight mids under the top: the payments split below them into two branches (payment-plan.ts).
    const tree = await contractedTree(t.database.db, {
      brand,
      prefix: 'br',
      mids: 8,
      lowsPerMid: 2,
      terms: (level) => ({ kind: 'daily', tiers: tiersInput(rates[level]) }),
      members: () => 1,
    });
    const members = [...tree.membersOf].map(([agent, [member]]) => ({ agent, member: member! }));
    await writeRounds(
      t.database.db,
      brandId,
      members.map(({ member }, index) => ({
        playerId: member,
        ref: `branch-${member}`,
        stake: 100_000n + BigInt(index) * 1_000n,
        payout: 0n,
        closedAt: playedAt,
      })),
    );
    const stakeOf = new Map(members.map(({ agent }, index) => [agent, 100_000n + BigInt(index) * 1_000n]));
    const team = (agent: bigint): bigint =>
      (stakeOf.get(agent) ?? 0n) +
      (tree.downlinesOf.get(agent) ?? []).reduce((sum, below) => sum + team(below), 0n);
    const rateOfAgent = (agent: bigint) =>
      agent === tree.top ? rates.top : tree.mids.includes(agent) ? rates.mid : rates.low;
    const gross = new Map(
      [tree.top, ...tree.mids, ...tree.lows.map((low) => low.id)].map((agent) => [
        agent,
        (team(agent) * rateOf(rateOfAgent(agent), team(agent), 1)) / 1_000_000n,
      ]),
    );
    const total = [...gross.values()].reduce((sum, amount) => sum + amount, 0n);

    const run = await postAs(t, 'operator', '/admin-api/v1/settlements/run', {
      kind: 'agent-salary-daily',
      brandDate: day,
    });
    expect(run.body).toMatchObject({ status: 'completed', paid: baht(total) });
    await expectCashBalances(t.database.db, 'THB', keptOf(tree, gross));
    await expectLedgerBalanced(t);
  });
});
