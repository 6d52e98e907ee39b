import { dayIn, shiftDay, startOfDayIn } from '@croupier/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, openAgent, registerDownline, setPaymentPassword } from '../../test-support/agents.ts';
import { addChannel, decide, requestDeposit } from '../../test-support/deposits.ts';
import { addGameRow, connectVendor } from '../../test-support/games.ts';
import { sitAtVendor } from '../../test-support/rounds.ts';
import { writeRound } from '../../test-support/stream.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { expectLedgerBalanced, operatorAuth, type TestMember } from '../../test-support/wallet.ts';
import { paidWithdrawal, setRealName } from '../../test-support/withdrawals.ts';
import { updateStats } from '../bets/index.ts';
import { updateTeamStats } from './index.ts';

/**
 * The agent centre's figures against the members' own records, over HTTP as people use the site: an operator
 * opens a top agent, which registers a sub-agent and members; the sub-agent registers members; they deposit,
 * play at two vendors and withdraw. Each team figure must equal the sum of its members' own pages, before the
 * team totals' consumer ran (the stream's tail), after it ran, and across brand-local day boundaries.
 */
const ZONE = 'Asia/Bangkok';
let t: TestApp;
let top: TestMember;
let sub: TestMember;
let members: Record<string, TestMember>;
let today: string;
let past: string;

const cents = (amount: string) => BigInt(amount.replace('.', ''));
const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

beforeAll(async () => {
  t = await startTestApp();
  today = dayIn(new Date(), ZONE);
  past = shiftDay(today, -3);
  const slots = await connectVendor(t, { vassalage: 'SLOTS', gameTypes: ['RNG'] });
  const live = await connectVendor(t, { vassalage: 'LIVEV', gameTypes: ['LIVE'] });
  const dragon = await addGameRow(t, { vassalage: 'SLOTS', gameCode: 'dragon', gameName: 'Dragon Gold' });
  const baccarat = await addGameRow(t, {
    vassalage: 'LIVEV',
    gameCode: 'bac',
    gameType: 'LIVE',
    gameName: 'Baccarat',
  });
  const bank = await addChannel(t, 'bank');

  top = await openAgent(t, 'topagent');
  sub = await registerDownline(t, top, 'subagent', 'agent');
  members = {
    amy: await registerDownline(t, top, 'amyplayer'),
    ben: await registerDownline(t, top, 'benplayer'),
    cat: await registerDownline(t, sub, 'catplayer'),
    dan: await registerDownline(t, sub, 'danplayer'),
  };
  const deposit = async (member: TestMember, amount: string) => {
    const requested = await requestDeposit(t, member, { channelId: bank.id, amount });
    expect(requested.statusCode, requested.body).toBe(201);
    expect((await decide(t, requested.json<{ id: string }>().id, 'approve')).statusCode).toBe(200);
  };
  await deposit(members.amy!, '1000.00');
  await deposit(members.cat!, '500.00');
  await deposit(sub, '2000.00');

  const play = async (member: TestMember, vendor: typeof slots, gameId: string, gameCode: string) =>
    sitAtVendor(t, { member, vendor, gameId, gameCode });
  const amySlots = await play(members.amy!, slots, dragon, 'dragon');
  await amySlots.bet('b1', 'r1', '100.00');
  await amySlots.win('w1', 'r1', '250.00');
  await amySlots.bet('b2', 'r2', '300.00');
  await amySlots.win('w2', 'r2', '0.00');
  const catLive = await play(members.cat!, live, baccarat, 'bac');
  await catLive.bet('b1', 'r1', '200.00');
  await catLive.win('w1', 'r1', '390.00');
  const subSlots = await play(sub, slots, dragon, 'dragon');
  await subSlots.bet('b1', 'r1', '600.00');
  await subSlots.win('w1', 'r1', '120.00');

  await setPaymentPassword(t, members.cat!);
  await setRealName(t, members.cat!, 'Test Player');
  await paidWithdrawal(t, members.cat!, '150.00');

  // Rounds that settled days ago, either side of a brand-local midnight, as a vendor's history would be.
  const midnight = startOfDayIn(past, ZONE)!;
  const brandId = (await t.database.db.query.players.findFirst({ where: (p, { eq }) => eq(p.id, top.id) }))!
    .brandId;
  const history: [TestMember, number, bigint, bigint][] = [
    [members.ben!, -90, 40_000n, 10_000n],
    [members.ben!, 60, 70_000n, 150_000n],
    [members.dan!, 5, 90_000n, 0n],
    [top, 30, 10_000n, 19_500n],
  ];
  for (const [index, [member, minutes, stake, payout]] of history.entries()) {
    await writeRound(t.database.db, {
      brandId,
      playerId: member.id,
      ref: `history-${index}`,
      vassalage: 'SLOTS',
      stake,
      payout,
      closedAt: new Date(midnight.getTime() + minutes * 60_000),
    });
  }
}, 120_000);
afterAll(() => t.close());

interface Own {
  stake: bigint;
  payout: bigint;
  validBet: bigint;
  rounds: number;
  deposits: bigint;
  withdrawals: bigint;
  bets: number;
  records: number;
}

/** What a member's own pages say for a period: personal P&L, betting record and account record. */
async function ownRecords(member: TestMember, from: string, to: string): Promise<Own> {
  const range = `from=${from}&to=${to}`;
  const profit = await getAs<{ total: Record<string, string> & { rounds: number } }>(
    t,
    member,
    `/api/v1/profit?${range}`,
  );
  const bets = await getAs<{ total: number }>(t, member, `/api/v1/bets?${range}`);
  const records = await getAs<{ items: { type: string; amount: string }[]; total: number }>(
    t,
    member,
    `/api/v1/wallet/transactions?${range}&pageSize=100`,
  );
  const amounts = (type: string) =>
    sum(records.body.items.filter((item) => item.type === type).map((item) => cents(item.amount)));
  return {
    stake: cents(profit.body.total.stake!),
    payout: cents(profit.body.total.payout!),
    validBet: cents(profit.body.total.validBet!),
    rounds: profit.body.total.rounds,
    deposits: amounts('deposit'),
    withdrawals: -amounts('withdrawal'),
    bets: bets.body.total,
    records: records.body.total,
  };
}

async function teamRecords(team: TestMember[], from: string, to: string): Promise<Own> {
  const own = await Promise.all(team.map((member) => ownRecords(member, from, to)));
  const count = (key: 'rounds' | 'bets' | 'records') => own.reduce((all, one) => all + one[key], 0);
  return {
    stake: sum(own.map((one) => one.stake)),
    payout: sum(own.map((one) => one.payout)),
    validBet: sum(own.map((one) => one.validBet)),
    rounds: count('rounds'),
    deposits: sum(own.map((one) => one.deposits)),
    withdrawals: sum(own.map((one) => one.withdrawals)),
    bets: count('bets'),
    records: count('records'),
  };
}

/** The agent centre's own figures for a period, from the overview, P&L, team bets and transactions. */
async function agentCentre(agent: TestMember, from: string, to: string) {
  const range = `from=${from}&to=${to}`;
  const overview = await getAs<Record<string, string>>(t, agent, `/api/v1/agent/overview?${range}`);
  expect(overview.status, JSON.stringify(overview.body)).toBe(200);
  const byMember = await getAs<{ rows: Record<string, string>[]; total: Record<string, string> }>(
    t,
    agent,
    `/api/v1/agent/team-profit?${range}&groupBy=member`,
  );
  const byType = await getAs<{ rows: Record<string, string>[]; total: Record<string, string> }>(
    t,
    agent,
    `/api/v1/agent/team-profit?${range}&groupBy=gameType`,
  );
  const bets = await getAs<{ total: number; totals: Record<string, string> }>(
    t,
    agent,
    `/api/v1/agent/team-bets?${range}&pageSize=100`,
  );
  const records = await getAs<{ total: number }>(
    t,
    agent,
    `/api/v1/agent/transactions?${range}&pageSize=100`,
  );
  // Every view of the same period agrees with itself: the rows add up to their total.
  for (const view of [byMember.body, byType.body]) {
    for (const key of ['stake', 'payout', 'validBet'] as const)
      expect(sum(view.rows.map((row) => cents(row[key]!)))).toBe(cents(view.total[key]!));
  }
  return {
    stake: cents(overview.body.stake!),
    payout: cents(overview.body.payout!),
    validBet: cents(overview.body.validBet!),
    profit: cents(overview.body.profit!),
    deposits: cents(overview.body.deposits!),
    withdrawals: cents(overview.body.withdrawals!),
    pnlStake: cents(byMember.body.total.stake!),
    typeStake: cents(byType.body.total.stake!),
    bets: bets.body.total,
    betStake: cents(bets.body.totals.stake!),
    records: records.body.total,
    overview: overview.body,
  };
}

async function expectTeamMatches(agent: TestMember, team: TestMember[], from: string, to: string) {
  const [centre, own] = await Promise.all([agentCentre(agent, from, to), teamRecords(team, from, to)]);
  expect(centre).toMatchObject({
    stake: own.stake,
    payout: own.payout,
    validBet: own.validBet,
    profit: own.payout - own.stake,
    deposits: own.deposits,
    withdrawals: own.withdrawals,
    pnlStake: own.stake,
    typeStake: own.stake,
    records: own.records,
  });
  // Team bets list rounds by when they were placed, as each member's betting record does.
  expect(centre.bets).toBe(own.bets);
  return centre;
}

describe('the agent centre adds up its team', () => {
  const periods = () => [
    [today, today],
    [past, past],
    [shiftDay(past, -1), shiftDay(past, -1)],
    [shiftDay(past, -1), today],
  ];

  it('for the top agent and the sub-agent, before and after the team totals catch up', async () => {
    const topTeam = [top, sub, ...Object.values(members)];
    const subTeam = [sub, members.cat!, members.dan!];
    const before = [];
    for (const [from, to] of periods()) {
      before.push(await expectTeamMatches(top, topTeam, from!, to!));
      await expectTeamMatches(sub, subTeam, from!, to!);
    }
    await updateStats(t.database.db);
    await updateTeamStats(t.database.db);
    for (const [index, [from, to]] of periods().entries()) {
      const after = await expectTeamMatches(top, topTeam, from!, to!);
      expect(after).toEqual(before[index]);
      await expectTeamMatches(sub, subTeam, from!, to!);
    }
    const whole = before[3]!;
    expect(whole.stake).toBe(10_000n + 30_000n + 40_000n + 70_000n + 90_000n + 10_000n + 20_000n + 60_000n);
    expect(whole.overview).toMatchObject({ teamSize: 5, directCount: 3, newMembers: 5, deposits: '3500.00' });
    await expectLedgerBalanced(t);
  });

  it('names the day of a round by the brand clock: an hour before midnight is the day before', async () => {
    const day = await agentCentre(top, shiftDay(past, -1), shiftDay(past, -1));
    expect(day.stake).toBe(40_000n);
    const overview = await getAs<{ days: { day: string; stake: string }[] }>(
      t,
      top,
      `/api/v1/agent/overview?from=${shiftDay(past, -1)}&to=${past}`,
    );
    expect(overview.body.days).toMatchObject([
      { day: shiftDay(past, -1), stake: '400.00' },
      { day: past, stake: '1700.00' },
    ]);
  });

  it("counts active members by the period's valid bet, the agent included", async () => {
    const overview = await getAs<{ activeMembers: number; activeMinimum: string }>(
      t,
      top,
      `/api/v1/agent/overview?from=${shiftDay(past, -1)}&to=${today}`,
    );
    // Valid bets: amy 400, cat 190 (a live win at odds below evens), sub 600, ben 1100, dan 900, top 100.
    expect(overview.body).toMatchObject({ activeMembers: 3, activeMinimum: '500.00' });
  });

  it('lists each direct downline with its whole team, and drills into a sub-agent', async () => {
    const list = await getAs<{ items: Record<string, unknown>[]; path: { username: string }[] }>(
      t,
      top,
      `/api/v1/agent/downlines?from=${shiftDay(past, -1)}&to=${today}`,
    );
    expect(list.status).toBe(200);
    const byName = Object.fromEntries(list.body.items.map((item) => [item.username, item]));
    expect(Object.keys(byName).sort()).toEqual(['amyplayer', 'benplayer', 'subagent']);
    expect(byName.subagent).toMatchObject({ isAgent: true, level: 1, teamSize: 2, validBet: '1690.00' });
    expect(byName.amyplayer).toMatchObject({
      isAgent: false,
      teamSize: 0,
      balance: '850.00',
      profit: '-150.00',
    });
    const drilled = await getAs<{
      items: { username: string; level: number }[];
      path: { username: string }[];
    }>(t, top, `/api/v1/agent/downlines?parentId=${sub.id}`);
    expect(drilled.body.items.map((item) => [item.username, item.level]).sort()).toEqual([
      ['catplayer', 2],
      ['danplayer', 2],
    ]);
    expect(drilled.body.path.map((link) => link.username)).toEqual(['topagent', 'subagent']);
  });

  it("moves a team's figures with it, audited, and refuses a loop", async () => {
    const other = await openAgent(t, 'otheragent');
    const moved = await t.app.inject({
      method: 'POST',
      url: `/admin-api/v1/players/${sub.id}/upline`,
      headers: await operatorAuth(t),
      payload: { uplineId: other.id.toString(), reason: 'Sub-agent changed hands' },
    });
    expect(moved.json()).toEqual({ id: sub.id.toString(), uplineId: other.id.toString() });
    const range = [shiftDay(past, -1), today] as const;
    await expectTeamMatches(top, [top, members.amy!, members.ben!], ...range);
    await expectTeamMatches(other, [other, sub, members.cat!, members.dan!], ...range);
    await updateTeamStats(t.database.db);
    await expectTeamMatches(top, [top, members.amy!, members.ben!], ...range);
    await expectTeamMatches(other, [other, sub, members.cat!, members.dan!], ...range);

    const loop = await t.app.inject({
      method: 'POST',
      url: `/admin-api/v1/players/${other.id}/upline`,
      headers: await operatorAuth(t),
      payload: { uplineId: members.cat!.id.toString(), reason: 'Loop' },
    });
    expect(loop.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: { uplineId: 'INVALID' },
    });
    const underOwnTeam = await t.app.inject({
      method: 'POST',
      url: `/admin-api/v1/players/${other.id}/upline`,
      headers: await operatorAuth(t),
      payload: { uplineId: sub.id.toString(), reason: 'Loop' },
    });
    expect(underOwnTeam.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { uplineId: 'INVALID' } });
    const audit = await getAs<{ items: { action: string; after: { reason?: string } }[] }>(
      t,
      await operatorAuth(t),
      '/admin-api/v1/audit?pageSize=20',
    );
    expect(audit.body.items.filter((row) => row.action === 'agent.move')).toMatchObject([
      { after: { upline: other.id.toString(), reason: 'Sub-agent changed hands' } },
    ]);
  });
});
