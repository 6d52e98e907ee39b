import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  adjust,
  expectLedgerBalanced,
  newMember,
  operatorAuth,
  PAYMENT_PASSWORD,
  walletOf,
  type TestMember,
} from '../../test-support/wallet.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

const transfer = (from: TestMember, payload: Record<string, unknown>, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/transfers',
    headers: { ...from.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const record = async (member: TestMember, query = '') =>
  (
    await t.app.inject({ method: 'GET', url: `/api/v1/wallet/transactions${query}`, headers: member.auth })
  ).json<{
    items: { type: string; amount: string; balanceAfter: string; remark: string }[];
    total: number;
    totalPages: number;
  }>();

describe('wallet', () => {
  it('starts at zero and follows an operator adjustment in the balance, /me and the account record', async () => {
    const member = await newMember(t, { username: 'walletzero' });
    expect(await walletOf(t, member)).toEqual({
      currency: 'THB',
      balance: '0.00',
      available: '0.00',
      locked: '0.00',
    });
    // An empty record is one empty page, as every list answers.
    expect(await record(member)).toMatchObject({ items: [], total: 0, totalPages: 1 });
    const credited = await adjust(t, member, '1250.50');
    expect(credited.statusCode).toBe(201);
    expect(credited.json().balance).toBe('1250.50');
    expect((await adjust(t, member, '-250.50')).json().balance).toBe('1000.00');
    expect((await walletOf(t, member)).balance).toBe('1000.00');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: member.auth });
    expect(me.json().balance).toBe('1000.00');
    const lines = await record(member);
    expect(lines.items.map((l) => [l.type, l.amount, l.balanceAfter, l.remark])).toEqual([
      ['adjustment', '-250.50', '1000.00', 'test funding'],
      ['adjustment', '1250.50', '1250.50', 'test funding'],
    ]);
    expect((await record(member, '?type=deposit')).total).toBe(0);
  });

  it('applies an adjustment replayed five times at once with one key exactly once; another amount is a conflict', async () => {
    const member = await newMember(t, { username: 'walletreplay' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => adjust(t, member, '100.00', 'one-key')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect((await walletOf(t, member)).balance).toBe('100.00');
    const conflict = await adjust(t, member, '200.00', 'one-key');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await walletOf(t, member)).balance).toBe('100.00');
  });

  it('forgets idempotency keys after 30 days, and only then', async () => {
    const member = await newMember(t, { username: 'walletforget' });
    await adjust(t, member, '5.00', 'monthly-key');
    await t.app.jobs.runNow('idempotency-keys-expiry');
    expect((await adjust(t, member, '6.00', 'monthly-key')).statusCode).toBe(409);
    await t.database.db.execute(
      sql`update idempotent_requests set created_at = now() - interval '31 days' where key = 'monthly-key'`,
    );
    await t.app.jobs.runNow('idempotency-keys-expiry');
    expect((await adjust(t, member, '6.00', 'monthly-key')).statusCode).toBe(201);
    expect((await walletOf(t, member)).balance).toBe('11.00');
  });

  it('refuses bad amounts and overdrafts with clear errors, changing nothing', async () => {
    const member = await newMember(t, { username: 'walletbad' });
    await adjust(t, member, '10.00');
    for (const amount of ['abc', '1.234', '0', '-0.00', '']) {
      const response = await adjust(t, member, amount);
      expect(response.statusCode, amount).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const overdraft = await adjust(t, member, '-10.01');
    expect(overdraft.statusCode).toBe(409);
    expect(overdraft.json().code).toBe('INSUFFICIENT_FUNDS');
    expect((await walletOf(t, member)).balance).toBe('10.00');
    const badDates = await t.app.inject({
      method: 'GET',
      url: '/api/v1/wallet/transactions?from=2026-02-30',
      headers: member.auth,
    });
    expect(badDates.statusCode).toBe(400);
  });

  it('lets an agent pay its team and a member pay its upline, and nobody else', async () => {
    const agent = await newMember(t, { username: 'agentboss', agent: true });
    const sub = await newMember(t, { username: 'agentsub', agent: true, upline: agent });
    const member = await newMember(t, { username: 'teammember', upline: sub });
    const stranger = await newMember(t, { username: 'stranger1' });
    const noPassword = await newMember(t, { username: 'nopayword', upline: agent, paymentPassword: null });
    await adjust(t, agent, '1000.00');

    // Two levels down is still the agent's team.
    expect(
      (await transfer(agent, { to: 'TeamMember', amount: '300.00', paymentPassword: PAYMENT_PASSWORD }))
        .statusCode,
    ).toBe(201);
    expect(
      (await transfer(member, { to: 'agentsub', amount: '100.00', paymentPassword: PAYMENT_PASSWORD }))
        .statusCode,
    ).toBe(201);
    // A member is not an agent: no sending down, and no skipping the upline.
    const sideways = await transfer(member, {
      to: 'agentboss',
      amount: '1.00',
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(sideways.json().code).toBe('NOT_IN_TEAM');
    const outside = await transfer(agent, {
      to: 'stranger1',
      amount: '1.00',
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().code).toBe('NOT_IN_TEAM');
    const wrong = await transfer(agent, { to: 'agentsub', amount: '1.00', paymentPassword: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('PAYMENT_PASSWORD_INVALID');
    const unset = await transfer(noPassword, { to: 'agentboss', amount: '1.00', paymentPassword: '123456' });
    expect(unset.json().code).toBe('PAYMENT_PASSWORD_NOT_SET');
    const tooMuch = await transfer(agent, {
      to: 'agentsub',
      amount: '700.01',
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(tooMuch.json().code).toBe('INSUFFICIENT_FUNDS');

    expect((await walletOf(t, agent)).balance).toBe('700.00');
    expect((await walletOf(t, member)).balance).toBe('200.00');
    expect((await walletOf(t, sub)).balance).toBe('100.00');
    expect((await walletOf(t, stranger)).balance).toBe('0.00');
    expect((await record(member)).items.map((l) => l.amount)).toEqual(['-100.00', '300.00']);
  });

  it('tells the transfer form whom the player may pay, and documents it', async () => {
    const agent = await newMember(t, { username: 'targetboss', agent: true });
    const sub = await newMember(t, { username: 'TargetSub', agent: true, upline: agent });
    const member = await newMember(t, { username: 'targetmember', upline: sub });
    const loner = await newMember(t, { username: 'targetloner' });
    const targets = async (who: TestMember) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/transfers/targets', headers: who.auth })).json();
    expect(await targets(member)).toEqual({ upline: { account: 'TargetSub' }, team: false });
    expect(await targets(sub)).toEqual({ upline: { account: 'targetboss' }, team: true });
    expect(await targets(agent)).toEqual({ upline: null, team: true });
    expect(await targets(loner)).toEqual({ upline: null, team: false });
    const guest = await t.app.inject({ method: 'GET', url: '/api/v1/transfers/targets' });
    expect(guest.statusCode).toBe(401);
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: object }>();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/v1/transfers/targets', '/admin-api/v1/players/{id}/wallet']),
    );
  });

  it("shows operators a player's wallet, and only to operators", async () => {
    const member = await newMember(t, { username: 'walletseen' });
    await adjust(t, member, '75.25');
    const url = `/admin-api/v1/players/${member.id}/wallet`;
    const seen = await t.app.inject({ method: 'GET', url, headers: await operatorAuth(t) });
    expect(seen.json()).toEqual({ currency: 'THB', balance: '75.25', available: '75.25', locked: '0.00' });
    expect((await t.app.inject({ method: 'GET', url, headers: member.auth })).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/players/999999/wallet',
      headers: await operatorAuth(t),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sends a transfer replayed five times at once with one key exactly once; another amount is a conflict', async () => {
    const agent = await newMember(t, { username: 'replayagent', agent: true });
    const sub = await newMember(t, { username: 'replaysub', upline: agent });
    await adjust(t, agent, '100.00');
    const body = { to: 'replaysub', amount: '40.00', paymentPassword: PAYMENT_PASSWORD };
    const answers = await Promise.all(Array.from({ length: 5 }, () => transfer(agent, body, 'transfer-key')));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const conflict = await transfer(agent, { ...body, amount: '41.00' }, 'transfer-key');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await walletOf(t, agent)).balance).toBe('60.00');
    expect((await walletOf(t, sub)).balance).toBe('40.00');
  });

  it('locks transfers after repeated wrong payment passwords', async () => {
    const agent = await newMember(t, { username: 'guessagent', agent: true });
    await newMember(t, { username: 'guesssub', upline: agent });
    await adjust(t, agent, '50.00');
    for (let i = 0; i < 5; i++)
      await transfer(agent, { to: 'guesssub', amount: '1.00', paymentPassword: `11111${i}` });
    const locked = await transfer(agent, {
      to: 'guesssub',
      amount: '1.00',
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    expect((await walletOf(t, agent)).balance).toBe('50.00');
  });

  it('tells the player’s open pages the new balance after every change', async () => {
    const member = await newMember(t, { username: 'walletlive' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const token = member.auth.authorization.slice('Bearer '.length);
    const socket: Socket = connect(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
    });
    try {
      await new Promise<void>((resolve) => socket.once('ready', () => resolve()));
      const event = new Promise<{ balance: string }>((resolve) => socket.once('balance', resolve));
      await adjust(t, member, '42.00');
      expect(await event).toEqual({ balance: '42.00' });
    } finally {
      socket.close();
    }
  });

  it('keeps operators without a finance role away from money', async () => {
    const member = await newMember(t, { username: 'walletguard' });
    const asPlayer = await t.app.inject({
      method: 'POST',
      url: `/admin-api/v1/players/${member.id}/adjustments`,
      headers: member.auth,
      payload: { amount: '5.00', reason: 'self-service' },
    });
    expect(asPlayer.statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/players/999999/adjustments',
      headers: await operatorAuth(t),
      payload: { amount: '5.00', reason: 'ghost' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
