import type {
  LotteryTicketsPage,
  LeaderboardView,
  MissionSummary,
  SignInCalendar,
  AgentContracts,
  AgentOverview,
  Page,
  PlayerSummary,
  Promotion,
  PromotionAdmin,
  ReferralFriend,
  ReferralSummary,
  RewardCentre,
  VipProgramme,
} from '@croupier/contracts';
import { dayIn, shiftDay } from '@croupier/format';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { treeRowsOf } from '../modules/agents/index.ts';
import { findBrandForHost } from '../modules/brands/index.ts';
import { findPlayerByUsername } from '../modules/players/index.ts';
import { getAs } from '../test-support/agents.ts';
import { operatorToken, startTestApp, type TestApp } from '../test-support/test-app.ts';
import { expectLedgerBalanced } from '../test-support/wallet.ts';
import { bootstrapData } from './bootstrap.ts';
import { DEMO_AGENT, DEMO_AGENT_DEPOSIT, DEMO_TEAM, DEMO_WITHDRAWAL } from './team-plan.ts';

let t: TestApp;
// The demo's first start takes about half a minute on an idle machine; twice the file default on a busy one.
beforeAll(async () => {
  t = await startTestApp({ demoCatalogue: true });
  console.info(`first start's bootstrapData with demo data: ${Math.round(t.bootMs)} ms`);
}, 120_000);
afterAll(() => t.close());

/** The first row of a raw query. */
const firstRow = async <T>(query: SQL) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
let ownerToken: string | undefined;
/** A console call as the owner. */
const asOwner = async <T>(url: string) =>
  (await getAs<T>(t, { authorization: `Bearer ${(ownerToken ??= await operatorToken(t.app))}` }, url)).body;

async function signInAgent(password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { type: 'username', username: DEMO_AGENT, password, portal: 'agent' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ token: string; mustChangePassword?: boolean }>();
  return { body, auth: { authorization: `Bearer ${body.token}` } };
}

/** How many rows the demo's commands leave behind, table by table. */
async function footprint() {
  const tables = [
    'players',
    'agent_tree',
    'deposits',
    'withdrawals',
    'payout_accounts',
    'ledger_transfers',
    'game_rounds',
    'vendor_transactions',
    'launch_sessions',
    'idempotent_requests',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables)
    counts[table] = (await firstRow<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).n;
  return counts;
}

describe('the first start’s demo agent tree', () => {
  it('sets up six VIP levels, and the last mornings move members up and pay their rebates', async () => {
    const ladder = await asOwner<VipProgramme>('/admin-api/v1/vip/levels');
    expect(ladder.levels.map((level) => level.label)).toEqual([
      'Member',
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
    type Runs = { items: { state: string; outputs: Record<string, unknown> | null }[] };
    const runsOf = async (kind: string) =>
      (await asOwner<Runs>(`/admin-api/v1/settlements?kind=${kind}`)).items;
    const evaluations = await runsOf('vip-evaluation');
    expect(evaluations.length).toBeGreaterThanOrEqual(2);
    expect(evaluations.every((run) => run.state === 'completed')).toBe(true);
    expect(evaluations.some((run) => Number(run.outputs?.upgraded) > 0)).toBe(true);
    const rebates = await runsOf('rebate-daily');
    expect(rebates.length).toBeGreaterThanOrEqual(2);
    expect(rebates.some((run) => Number(run.outputs?.paid) > 0)).toBe(true);
    await expectLedgerBalanced(t);
  });

  it('opens demoagent with the banner’s password, no change forced, and its team four levels deep', async () => {
    const login = t.boot.demoAgent;
    expect(login?.username).toBe(DEMO_AGENT);
    expect(login?.generatedPassword).toMatch(/^\S{6,20}$/);
    const { body } = await signInAgent(login!.generatedPassword!);
    expect(body.mustChangePassword ?? false).toBe(false);

    const brand = (await findBrandForHost(t.database.db, ''))!.id;
    const agent = (await findPlayerByUsername(t.database.db, brand, DEMO_AGENT))!;
    expect(agent.type).toBe(1);
    const levels = new Map<number, { agents: number; members: number }>();
    for (const member of DEMO_TEAM) {
      const row = (await findPlayerByUsername(t.database.db, brand, member.username))!;
      // Registered by its agent: the registrar's password must be changed at first sign-in.
      expect(row.mustChangePassword).toBe(true);
      const depth = (await treeRowsOf(t.database.db, row.id)).find((r) => r.ancestorId === agent.id)!.depth;
      const level = levels.get(depth) ?? { agents: 0, members: 0 };
      level[row.type === 1 ? 'agents' : 'members'] += 1;
      levels.set(depth, level);
    }
    // demoagent is level 1: two sub-agents and members on level 2, a third-level agent, members down to level 4.
    expect(Object.fromEntries(levels)).toEqual({
      1: { agents: 2, members: 3 },
      2: { agents: 1, members: 5 },
      3: { agents: 0, members: 4 },
    });
  });

  it('spreads deposits, play and a paid withdrawal over the last weeks of the agent’s overview, adding up', async () => {
    const { auth } = await signInAgent(t.boot.demoAgent!.generatedPassword!);
    // The last 30 days in the brand's time zone, today included: the overview's trend chart.
    const today = dayIn(new Date(), 'Asia/Bangkok');
    const overview = `/api/v1/agent/overview?from=${shiftDay(today, -29)}&to=${today}`;
    const { status, body } = await getAs<AgentOverview>(t, auth, overview);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.teamSize).toBe(DEMO_TEAM.length);
    expect(body.directCount).toBe(5);
    expect(body.newMembers).toBe(DEMO_TEAM.length);
    const planned = DEMO_TEAM.flatMap((member) => member.deposits).reduce(
      (sum, amount) => sum + amount,
      DEMO_AGENT_DEPOSIT,
    );
    expect(Number(body.deposits)).toBe(planned);
    expect(Number(body.withdrawals)).toBe(DEMO_WITHDRAWAL.amount);
    expect(Number(body.stake)).toBeGreaterThan(0);
    // Live tables count only what a round risked: the team's valid bet is below its stake.
    expect(Number(body.validBet)).toBeLessThan(Number(body.stake));
    expect(Number(body.validBet)).toBeGreaterThan(0);
    // Most members lose: the team pays out less than it stakes.
    expect(Number(body.payout)).toBeLessThan(Number(body.stake));
    expect(body.activeMembers).toBeGreaterThan(0);

    // The chart's days add up to the period, and the team was busy on many of them.
    const figures = ['deposits', 'withdrawals', 'stake', 'validBet', 'payout'] as const;
    const sums = Object.fromEntries(
      figures.map((figure) => [figure, body.days.reduce((sum, day) => sum + Number(day[figure]), 0)]),
    );
    expect(sums).toEqual(Object.fromEntries(figures.map((figure) => [figure, Number(body[figure])])));
    expect(body.days.reduce((sum, day) => sum + day.newMembers, 0)).toBe(DEMO_TEAM.length);
    const busy = body.days.filter((day) => figures.some((figure) => Number(day[figure]) !== 0));
    expect(busy.length).toBeGreaterThanOrEqual(14);
    const playDays = body.days.filter((day) => Number(day.stake) > 0);
    expect(playDays.length).toBeGreaterThanOrEqual(10);
    await expectLedgerBalanced(t);
  });

  it('dates the history over the four weeks before the start, never later, in the order it happened', async () => {
    const { first, last, now, days } = await firstRow<{
      first: Date | string;
      last: Date | string;
      now: Date | string;
      days: number;
    }>(sql`
      select min(e.created_at) as first, max(e.created_at) as last, now() as now,
        count(distinct (e.created_at at time zone 'Asia/Bangkok')::date)::int as days
      from ledger_entries e`);
    const started = new Date(now).getTime();
    expect(new Date(first).getTime()).toBeGreaterThan(started - 30 * 86_400_000);
    expect(new Date(first).getTime()).toBeLessThan(started - 20 * 86_400_000);
    expect(new Date(last).getTime()).toBeLessThanOrEqual(started);
    expect(days).toBeGreaterThanOrEqual(14);
    // Every round closed after it opened, and the ledger's running balances follow the clock.
    const disorder = await firstRow(sql`
      select
        (select count(*)::int from game_rounds where closed_at <= opened_at) as rounds,
        (select count(*)::int from (
          select created_at < lag(created_at) over (partition by account_id order by id) as back
          from ledger_entries) e where back) as entries`);
    expect(disorder).toEqual({ rounds: 0, entries: 0 });
    // The operator's decisions are audited at their times, and the chain over them still verifies.
    const audit = await asOwner<{ items: { createdAt: string }[] }>('/admin-api/v1/audit?pageSize=100');
    expect(audit.items.some((item) => Date.parse(item.createdAt) < started - 20 * 86_400_000)).toBe(true);
    expect(await asOwner('/admin-api/v1/audit/verify')).toEqual(expect.objectContaining({ ok: true }));
  });

  it('signs its members in before each session they play, on the demo’s days, from Thai networks', async () => {
    const players = DEMO_TEAM.filter((member) => member.play).map((member) => member.username);
    const { rows } = (await t.database.db.execute(sql`
      select p.username, p.last_login_at, max(r.opened_at) as last_round, count(distinct r.id)::int as rounds,
        (select count(*)::int from login_history h
          where h.player_id = p.id and h.success and h.country = 'TH') as logins
      from players p join game_rounds r on r.player_id = p.id
      where p.username = any(${`{${players.join(',')}}`}::text[])
      group by p.id`)) as unknown as {
      rows: {
        username: string;
        last_login_at: Date | string | null;
        last_round: Date | string;
        logins: number;
      }[];
    };
    expect(rows.map((row) => row.username).sort()).toEqual([...players].sort());
    for (const row of rows) {
      expect(row.last_login_at, row.username).not.toBeNull();
      const signedIn = new Date(row.last_login_at!).getTime();
      const lastRound = new Date(row.last_round).getTime();
      // Signed in as the last session began, hours or days ago: not at the moment the demo was made.
      expect(signedIn, row.username).toBeLessThanOrEqual(lastRound);
      expect(lastRound - signedIn, row.username).toBeLessThan(2 * 3_600_000);
      expect(row.logins, row.username).toBeGreaterThanOrEqual(1);
    }
  });

  it('contracts its agents in every kind from the start, and settles the history into statements and bills', async () => {
    const brand = (await findBrandForHost(t.database.db, ''))!.id;
    const agents = [
      DEMO_AGENT,
      ...DEMO_TEAM.filter((member) => member.kind === 'agent').map((m) => m.username),
    ];
    // The team registers from 28 to 20 days before the start; each agent signs once it exists.
    const signedBy = Date.now() - 19 * 86_400_000;
    for (const username of agents) {
      const agent = (await findPlayerByUsername(t.database.db, brand, username))!;
      const body = await asOwner<AgentContracts>(`/admin-api/v1/agents/${agent.id}/contracts`);
      expect(body.held.map((contract) => [contract.kind, contract.status]).sort(), username).toEqual([
        ['daily', 'signed'],
        ['dividend', 'signed'],
        ['hourly', 'signed'],
        ['realtime', 'signed'],
      ]);
      // Signed when the history starts (the hourly salary in its last days), by the commands users call.
      const daily = body.held.find((contract) => contract.kind === 'daily')!;
      expect(Date.parse(daily.signedAt!)).toBeLessThan(signedBy);
      // siamstar's hourly salary runs for 30 days from its signing; every other contract until ended.
      const hourly = body.held.find((contract) => contract.kind === 'hourly')!;
      expect(hourly.endsOn, username).toBe(
        username === 'siamstar' ? shiftDay(dayIn(new Date(hourly.signedAt!), 'Asia/Bangkok'), 29) : null,
      );
    }

    // What demoagent sees on its salary and dividend pages: the history's periods, settled.
    const { auth } = await signInAgent(t.boot.demoAgent!.generatedPassword!);
    const today = dayIn(new Date(), 'Asia/Bangkok');
    const settledOf = async (kind: string) =>
      (
        await getAs<{ items: { status: string; gross: string }[] }>(
          t,
          auth,
          `/api/v1/agent/settlements?kind=${kind}&from=${shiftDay(today, -29)}&to=${today}`,
        )
      ).body.items.filter((item) => item.status === 'settled');
    expect((await settledOf('daily')).length).toBeGreaterThanOrEqual(25);
    expect((await settledOf('dividend')).length).toBeGreaterThanOrEqual(25);
    expect((await settledOf('hourly')).length).toBeGreaterThanOrEqual(48);
    for (const kind of ['daily', 'dividend', 'hourly', 'realtime'])
      expect(
        (await settledOf(kind)).some((item) => Number(item.gross) > 0),
        kind,
      ).toBe(true);

    // Uplines paid their sub-agents' dividend bills as they came; yesterday's wait, none was forced.
    const bills = await asOwner<{ items: { status: string; period: string }[] }>(
      '/admin-api/v1/dividend-bills',
    );
    const statuses = bills.items.map((bill) => bill.status);
    const count = (status: string) => statuses.filter((each) => each === status).length;
    console.info(`demo dividend bills: ${count('paid')} paid, ${count('pending')} pending`);
    expect(statuses).toContain('paid');
    expect(statuses.every((status) => status === 'paid' || status === 'pending')).toBe(true);
    for (const bill of bills.items.filter((item) => item.status === 'pending'))
      expect(bill.period).toBe(shiftDay(today, -1));
    await expectLedgerBalanced(t);
  });

  it('gives demoplayer a paid welcome bonus, a pending application and a birthday gift to claim', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { type: 'username', username: 'demoplayer', password: t.boot.demoPlayer!.generatedPassword },
    });
    expect(login.statusCode, login.body).toBe(200);
    const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const get = async <T>(url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: auth })).json<T>();
    const rewards = await get<RewardCentre>('/api/v1/rewards');
    expect(rewards.counts).toEqual({ claim_reward: 1, issued: 1, claimed: 0 });
    expect(rewards.items.map((item) => [item.source, item.amount, item.status])).toEqual([
      ['Birthday gift 288', '288.00', 'claim_reward'],
      ['Welcome bonus: 100% up to 1,000', '1000.00', 'issued'],
    ]);
    // Its lottery slips of the last hour, drawn and settled: the sure line won, the balance shows every ticket.
    const tickets = await get<LotteryTicketsPage>('/api/v1/lottery/tickets');
    expect(tickets.items).toHaveLength(4);
    expect(tickets.items.every((ticket) => ticket.status === 'won' || ticket.status === 'lost')).toBe(true);
    expect(tickets.items.find((ticket) => ticket.play === 'ssc.fixed')).toMatchObject({
      status: 'won',
      win: '19.50',
    });
    const cents = (text: string) => Math.round(Number(text) * 100);
    const lottery = tickets.items.reduce((sum, ticket) => sum + cents(ticket.win) - cents(ticket.stake), 0);
    // 1000.00 of deposit, 200.00 of demo lottery funds, and every bonus paid: the welcome bonus, the rain's envelope.
    const bonuses = await get<{ items: { amount: string }[] }>('/api/v1/bonuses?pageSize=100');
    const bonused = bonuses.items.reduce((sum, bonus) => sum + cents(bonus.amount), 0);
    expect(bonused).toBeGreaterThan(100_000);
    const balance = ((120_000 + bonused + lottery) / 100).toFixed(2);
    expect(await get('/api/v1/me')).toMatchObject({ availablePromos: 1, balance });
    // The lottery regulars joined with its code and bet past the demo's minimum: rewarded, but for the one who
    // registered from its own address.
    const referral = await get<ReferralSummary>('/api/v1/referral');
    expect(referral).toMatchObject({ invited: 3, pending: 0 });
    expect(referral.qualified).toBeGreaterThanOrEqual(1);
    expect(referral.earned).toBe((referral.qualified * 50).toFixed(2));
    const friends = await get<{ items: ReferralFriend[] }>('/api/v1/referral/friends');
    expect(friends.items.find((friend) => friend.username === 's***8')?.status).toBe('self_referral');
    // Today's check-in is the demo member's to press; the team's members checked in as they came to play, and the
    // first two every morning of the last six days.
    expect(await get<SignInCalendar>('/api/v1/sign-in')).toMatchObject({
      enabled: true,
      signedToday: false,
      streak: 0,
      todayReward: '1.00',
    });
    const streaks = await firstRow<{ longest: number }>(
      sql`select max(streak)::int as longest from sign_ins`,
    );
    expect(streaks.longest).toBeGreaterThanOrEqual(6);
    const missions = await get<MissionSummary>('/api/v1/missions');
    expect(missions.items.map((mission) => mission.metric)).toEqual([
      'valid_bet',
      'rounds',
      'deposits',
      'sign_ins',
    ]);
    const boards = await get<LeaderboardView[]>('/api/v1/leaderboards');
    expect(boards.map((board) => board.cadence)).toEqual(['weekly', 'daily']);
    // The demo players' rounds of this week rank them on the running weekly leaderboard.
    expect(boards[0]!.top.length).toBeGreaterThanOrEqual(3);
    // The welcome bonus's requirement is open, beside the smaller ones of the envelope and the referral rewards.
    const wagering = await get<{ open: { remaining: string }[] }>('/api/v1/wagering');
    expect(wagering.open).toContainEqual(expect.objectContaining({ remaining: '30000.00' }));
    const statuses = await get<Promotion[]>('/api/v1/promotions');
    expect(Object.fromEntries(statuses.map((p) => [p.kind, p.status]))).toMatchObject({
      first_deposit: 'issued',
      application: 'applying',
      birthday: 'claim_reward',
    });
    const shareWin = statuses.find((p) => p.kind === 'application')!;
    expect(await asOwner(`/admin-api/v1/promotions/${shareWin.id}/applications`)).toEqual([
      expect.objectContaining({ username: 'demoplayer', images: 1, status: 'applying' }),
    ]);
    await expectLedgerBalanced(t);
  });

  it('tags the big depositors whale and the newest new, and keeps the high-roller reload to whales', async () => {
    const whales = await asOwner<Page<PlayerSummary>>('/admin-api/v1/players?tag=whale');
    expect(whales.items.map((player) => [player.account, player.tags]).sort()).toEqual([
      ['chayanon21', ['whale', 'live-fan']],
      ['somchai77', ['whale']],
    ]);
    const promotions = await asOwner<PromotionAdmin[]>('/admin-api/v1/promotions');
    const highRoller = promotions.find((p) => p.titles.EN === 'High roller reload 5%');
    expect(highRoller?.audience).toEqual({ tags: ['whale'] });
  });

  it('opens the points mall with goods, members’ points from their play and exchanges in every status', async () => {
    const goods = await asOwner<{ name: string; image: string }[]>('/admin-api/v1/points/goods');
    expect(goods.map((g) => g.name)).toEqual([
      '฿20 cash bonus',
      '฿100 cash bonus',
      'Croupier cap',
      'Wireless earbuds',
      'Gold pendant',
    ]);
    expect(goods.every((g) => g.image.startsWith('<svg'))).toBe(true);
    const exchanges = await asOwner<{ items: { status: string; kind: string }[] }>(
      '/admin-api/v1/points/exchanges',
    );
    expect(exchanges.items.map((item) => `${item.kind}:${item.status}`).sort()).toEqual([
      'cash:passed',
      'physical:in_process',
      'physical:passed',
      'physical:rejected',
    ]);
    const earned = await firstRow<{ n: number }>(
      sql`select count(*)::int as n from point_accounts where earned > 0`,
    );
    expect(earned.n).toBeGreaterThan(5);
  });

  it('is made on the first start only: a later start names demoagent and creates nothing', async () => {
    const before = await footprint();
    expect(before.game_rounds).toBeGreaterThan(80);
    const started = performance.now();
    const again = await bootstrapData(t.database.db, { adminPassword: undefined, demoData: true });
    console.info(`later start's bootstrapData: ${Math.round(performance.now() - started)} ms`);
    expect(again.demoAgent).toEqual({ username: DEMO_AGENT });
    expect(await footprint()).toEqual(before);
  });
});
