import { dayIn, shiftDay } from '@croupier/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, openAgent, registerDownline, signIn, TEAM_PASSWORD } from '../../test-support/agents.ts';
import { documentedRoutes } from '../../test-support/routes.ts';
import { writeRound } from '../../test-support/stream.ts';
import { seededGenerator } from '../../test-support/seeded.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { adjust, newMember, operatorAuth, type TestMember } from '../../test-support/wallet.ts';

/**
 * An agent sees and acts on its own team only, enforced in the queries: over random trees, every agent endpoint
 * that takes an account answers it iff the account is in the caller's team, and the lists hold only the team.
 */
let t: TestApp;
let brandId: bigint;
let today: string;

beforeAll(async () => {
  t = await startTestApp();
  today = dayIn(new Date(), 'Asia/Bangkok');
  const admin = await t.database.db.query.operators.findFirst();
  brandId = admin!.brandId;
});
afterAll(() => t.close());

interface Node {
  account: TestMember;
  agent: boolean;
  upline: Node | null;
}

const teamOf = (nodes: Node[], head: Node) =>
  nodes.filter((node) => {
    for (let at: Node | null = node; at; at = at.upline) if (at === head) return true;
    return false;
  });

/** A random tree of `size` accounts under one top agent: each new account joins a random agent of the tree. */
async function randomTree(name: string, size: number, next: (below: number) => number): Promise<Node[]> {
  const nodes: Node[] = [{ account: await openAgent(t, `${name}top`), agent: true, upline: null }];
  for (let index = 1; index < size; index++) {
    const agents = nodes.filter((node) => node.agent);
    const upline = agents[next(agents.length)]!;
    const agent = next(3) === 0;
    const account = await registerDownline(
      t,
      upline.account,
      `${name}node${index}`,
      agent ? 'agent' : 'member',
    );
    nodes.push({ account, agent, upline });
  }
  // One round and one credit each, so every list has a row to show or hide per account.
  for (const [index, node] of nodes.entries()) {
    await writeRound(t.database.db, {
      brandId,
      playerId: node.account.id,
      ref: `${name}-${index}`,
      stake: 1000n,
      payout: 0n,
      closedAt: new Date(),
    });
    expect((await adjust(t, node.account, '5.00')).statusCode).toBe(201);
  }
  return nodes;
}

const period = () => `from=${shiftDay(today, -1)}&to=${today}`;

async function expectSeesExactlyItsTeam(viewer: Node, everyone: Node[]) {
  const team = new Set(teamOf(everyone, viewer));
  for (const other of everyone) {
    const expected = team.has(other) ? 200 : 404;
    const id = other.account.id;
    const calls = [
      `/api/v1/agent/downlines?parentId=${id}`,
      `/api/v1/agent/team-profit?${period()}&groupBy=member&parentId=${id}`,
    ];
    for (const url of calls) {
      const answer = await getAs<{ code?: string }>(t, viewer.account, url);
      expect([url, answer.status]).toEqual([url, expected]);
      if (expected === 404) expect(answer.body.code).toBe('NOT_FOUND');
    }
    const name = other.account.username;
    const bets = await getAs<{ total: number }>(
      t,
      viewer.account,
      `/api/v1/agent/team-bets?${period()}&username=${name}`,
    );
    const records = await getAs<{ total: number }>(
      t,
      viewer.account,
      `/api/v1/agent/transactions?${period()}&username=${name}`,
    );
    expect([name, bets.body.total, records.body.total]).toEqual([
      name,
      team.has(other) ? 1 : 0,
      team.has(other) ? 1 : 0,
    ]);
  }
  const all = await getAs<{ items: { username: string }[]; total: number }>(
    t,
    viewer.account,
    `/api/v1/agent/team-bets?${period()}&pageSize=100`,
  );
  expect(all.body.items.map((item) => item.username).sort()).toEqual(
    [...team].map((node) => node.account.username).sort(),
  );
  const overview = await getAs<{ teamSize: number; stake: string }>(
    t,
    viewer.account,
    `/api/v1/agent/overview?${period()}`,
  );
  expect(overview.body).toMatchObject({ teamSize: team.size - 1, stake: `${team.size * 10}.00` });
}

describe('an agent sees only its own team', () => {
  it('over random trees, before and after a team moves', async () => {
    const next = seededGenerator(20261126);
    const everyone = [...(await randomTree('pa', 7, next)), ...(await randomTree('pb', 6, next))];
    const agents = () => everyone.filter((node) => node.agent);
    for (const viewer of agents()) await expectSeesExactlyItsTeam(viewer, everyone);

    // A sub-team of the first tree moves under the second tree's top agent.
    const mover = everyone.find(
      (node) => node.agent && node.upline && node.account.username.startsWith('pa'),
    )!;
    const target = everyone.find((node) => node.account.username === 'pbtop')!;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/admin-api/v1/players/${mover.account.id}/upline`,
      headers: await operatorAuth(t),
      payload: { uplineId: target.account.id.toString(), reason: 'Property test' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    mover.upline = target;
    for (const viewer of agents()) await expectSeesExactlyItsTeam(viewer, everyone);
  }, 120_000);

  it('refuses a member on the agent portal and on every agent call', async () => {
    const member = await newMember(t, { username: 'plainmember', paymentPassword: null });
    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { type: 'username', username: 'plainmember', password: TEAM_PASSWORD, portal: 'agent' },
    });
    expect(portal.json()).toMatchObject({ code: 'NOT_AN_AGENT' });
    const routes = documentedRoutes(t.app).filter((route) => route.path.startsWith('/api/v1/agent/'));
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const route of routes) {
      const answer = await t.app.inject({
        method: route.method as 'GET' | 'POST',
        url: route.path,
        headers: member.auth,
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
      expect([route.method, route.path, answer.statusCode, answer.json().code]).toEqual([
        route.method,
        route.path,
        403,
        'NOT_AN_AGENT',
      ]);
    }
  });

  it('registers a downline under the brand rules, once, with a password to change at first sign-in', async () => {
    const agent = await openAgent(t, 'registrar');
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/agent/downlines', headers: agent.auth, payload });
    expect((await post({ username: 'ab', password: TEAM_PASSWORD, type: 'member' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { username: 'TOO_SHORT' },
    });
    expect((await post({ username: 'newdownline', password: '1', type: 'member' })).json()).toMatchObject({
      fields: { password: 'TOO_SHORT' },
    });
    expect(
      (await post({ username: 'newdownline', password: TEAM_PASSWORD, type: 'member' })).statusCode,
    ).toBe(201);
    expect(
      (await post({ username: 'NewDownline', password: TEAM_PASSWORD, type: 'member' })).json(),
    ).toMatchObject({
      code: 'ALREADY_EXISTS',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { type: 'username', username: 'newdownline', password: TEAM_PASSWORD },
    });
    expect(login.json()).toMatchObject({ mustChangePassword: true });
    const list = await getAs<{ items: { username: string; isAgent: boolean }[] }>(
      t,
      agent,
      '/api/v1/agent/downlines',
    );
    expect(list.body.items).toMatchObject([{ username: 'newdownline', isAgent: false }]);
  });

  it("freezes a team's sign-in (ending its sessions) and its transfers, audited", async () => {
    const boss = await openAgent(t, 'frozenboss');
    const worker = await registerDownline(t, boss, 'frozenworker');
    const controls = async (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/admin-api/v1/agents/${boss.id}/controls`,
        headers: await operatorAuth(t),
        payload,
      });
    expect((await adjust(t, boss, '100.00')).statusCode).toBe(201);
    const frozenTransfers = await controls({ transfersFrozen: true, reason: 'Chargeback review' });
    expect(frozenTransfers.json()).toMatchObject({ transfersFrozen: true, teamLoginFrozen: false });
    const transfer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transfers',
      headers: { ...boss.auth, 'idempotency-key': 'frozen-transfer' },
      payload: { to: 'frozenworker', amount: '10.00', paymentPassword: '000000' },
    });
    expect(transfer.json()).toMatchObject({ code: 'TRANSFERS_FROZEN' });

    expect((await controls({ teamLoginFrozen: true, reason: 'Fraud review' })).statusCode).toBe(200);
    expect((await getAs(t, worker, '/api/v1/me')).status).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { type: 'username', username: 'frozenworker', password: TEAM_PASSWORD },
    });
    expect(again.json()).toMatchObject({ code: 'ACCOUNT_FROZEN' });
    await controls({ teamLoginFrozen: false, transfersFrozen: false, reason: 'Cleared' });
    await signIn(t, 'frozenworker');
  });
});

describe('notices addressed to agents', () => {
  it('show in the agent centre only, never on the player site, and a member cannot read them', async () => {
    const agent = await openAgent(t, 'noticereader');
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/announcements',
      headers: await operatorAuth(t),
      payload: {
        titles: { EN: 'New commission tiers', TH: 'ระดับค่าคอมมิชชันใหม่' },
        contents: { EN: 'From next month.', TH: 'เริ่มเดือนหน้า' },
        audience: 'agents',
      },
    });
    expect(created.json()).toMatchObject({ audience: 'agents', enabled: true });
    const forAgents = await getAs<{ title: string }[]>(t, agent, '/api/v1/agent/announcements?language=TH');
    expect(forAgents.body.map((notice) => notice.title)).toEqual(['ระดับค่าคอมมิชชันใหม่']);
    const site = await t.app.inject({ method: 'GET', url: '/api/v1/announcements' });
    expect(site.json<{ title: string }[]>().map((notice) => notice.title)).not.toContain(
      'New commission tiers',
    );
    const member = await newMember(t, { username: 'noticemember', paymentPassword: null });
    expect((await getAs<{ code: string }>(t, member, '/api/v1/agent/announcements')).body.code).toBe(
      'NOT_AN_AGENT',
    );
  });
});
