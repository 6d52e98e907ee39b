import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addChannel, decide, historyOf, requestDeposit } from '../../test-support/deposits.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  expectLedgerBalanced,
  newMember,
  operatorAuth,
  walletOf,
  type TestMember,
} from '../../test-support/wallet.ts';

let t: TestApp;
let bank: { id: string };
let gateway: { id: string };

beforeAll(async () => {
  t = await startTestApp();
  bank = await addChannel(t, 'bank');
  gateway = await addChannel(t, 'gateway');
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

const queue = async (query: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/admin-api/v1/deposits${query}`,
      headers: await operatorAuth(t),
    })
  ).json<{
    items: { id: string; status: string; amount: string; decidedBy: string | null }[];
    total: number;
  }>();

async function bankDeposit(member: TestMember, amount: string) {
  const response = await requestDeposit(t, member, { channelId: bank.id, amount });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; status: string; bankInfo: { reference: string } }>();
}

describe('deposits', () => {
  it('offers the enabled channels in order; a bank transfer approved in the console credits the player once', async () => {
    await addChannel(t, 'bank', { name: 'Closed bank', enabled: false });
    const member = await newMember(t, { username: 'bankdepo' });
    const channels = await t.app.inject({
      method: 'GET',
      url: '/api/v1/deposit/channels',
      headers: member.auth,
    });
    expect(channels.json()).toEqual([
      { id: gateway.id, name: 'Test gateway', type: 'gateway', min: '10.00', max: '20000.00' },
      { id: bank.id, name: 'Bank transfer', type: 'bank', min: '100.00', max: '50000.00' },
    ]);

    const created = await bankDeposit(member, '1500.50');
    expect(created.status).toBe('pending');
    expect(created.bankInfo).toEqual({
      bankName: 'Siam Test Bank',
      accountNumber: '111-2-33333-4',
      accountName: 'Croupier Test Ltd',
      reference: expect.stringMatching(/^D[2-9A-HJ-NP-Z]{9}$/),
    });
    // Nothing moves until the money is confirmed.
    expect((await walletOf(t, member)).balance).toBe('0.00');
    const history = await historyOf(t, member);
    expect(history.items).toMatchObject([{ id: created.id, status: 'pending', amount: '1500.50' }]);
    expect(history.items[0]).toHaveProperty('bankInfo.reference', created.bankInfo.reference);

    const waiting = await queue('?status=pending&player=BANKDEPO');
    expect(waiting.items.map((d) => [d.id, d.amount])).toEqual([[created.id, '1500.50']]);

    const approved = await decide(t, created.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ id: created.id, status: 'approved' });
    expect((await walletOf(t, member)).balance).toBe('1500.50');
    const again = await decide(t, created.id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVALID_STATE');
    expect((await walletOf(t, member)).balance).toBe('1500.50');

    const record = await t.app.inject({
      method: 'GET',
      url: '/api/v1/wallet/transactions',
      headers: member.auth,
    });
    expect(record.json().items).toMatchObject([
      { type: 'deposit', amount: '1500.50', balanceAfter: '1500.50' },
    ]);
    expect((await historyOf(t, member)).items[0]).not.toHaveProperty('bankInfo');
    expect((await queue(`?status=approved&player=bankdepo`)).items[0]?.decidedBy).toBe('admin');
    const audit = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/audit',
      headers: await operatorAuth(t),
    });
    expect(audit.json().items[0]).toMatchObject({
      action: 'deposit.approve',
      target: `deposit:${created.id}`,
    });
  });

  it('creates one deposit from five concurrent replays of one Idempotency-Key; another amount is a conflict', async () => {
    const member = await newMember(t, { username: 'replaydepo' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        requestDeposit(t, member, { channelId: bank.id, amount: '200.00' }, 'dep-1'),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect((await historyOf(t, member)).total).toBe(1);
    const conflict = await requestDeposit(t, member, { channelId: bank.id, amount: '300.00' }, 'dep-1');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await historyOf(t, member)).total).toBe(1);
  });

  it('refuses amounts outside the limits, bad amounts and closed channels with clear codes, storing nothing', async () => {
    const member = await newMember(t, { username: 'baddepo' });
    const closed = await addChannel(t, 'bank', { name: 'Paused bank', enabled: false });
    const low = await requestDeposit(t, member, { channelId: bank.id, amount: '99.99' });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      fields: { amount: 'AMOUNT_OUT_OF_RANGE' },
      min: '100.00',
      max: '50000.00',
    });
    const high = await requestDeposit(t, member, { channelId: gateway.id, amount: '20000.01' });
    expect(high.json().code).toBe('AMOUNT_OUT_OF_RANGE');
    for (const amount of ['1.234', 'abc', '0', '0.00', '-5', '', '1e3']) {
      const response = await requestDeposit(t, member, { channelId: bank.id, amount });
      expect(response.statusCode, amount).toBe(400);
      expect(response.json().code, amount).toBe('VALIDATION_FAILED');
    }
    for (const channelId of [closed.id, '999999']) {
      const response = await requestDeposit(t, member, { channelId, amount: '500.00' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CHANNEL_UNAVAILABLE',
        fields: { channelId: 'CHANNEL_UNAVAILABLE' },
      });
    }
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/deposits',
      payload: { channelId: bank.id, amount: '500.00' },
    });
    expect(guest.json().code).toBe('LOGIN_REQUIRED');
    const trial = await t.app.inject({ method: 'POST', url: '/api/v1/auth/trial' });
    const asTrial = await requestDeposit(
      t,
      { id: 0n, username: 'trial', auth: { authorization: `Bearer ${trial.json().token}` } },
      { channelId: bank.id, amount: '500.00' },
    );
    expect(asTrial.json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await historyOf(t, member)).total).toBe(0);
    expect((await queue('?player=baddepo')).total).toBe(0);
  });

  it('lets exactly one of a concurrent approve and reject win, and credits two concurrent approvals once', async () => {
    const member = await newMember(t, { username: 'racedepo' });
    for (let round = 0; round < 3; round++) {
      const { id } = await bankDeposit(member, '100.00');
      const before = (await walletOf(t, member)).balance;
      const [approve, reject] = await Promise.all([decide(t, id, 'approve'), decide(t, id, 'reject')]);
      expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
      const credited = approve.statusCode === 200;
      const after = (await walletOf(t, member)).balance;
      expect(Number(after) - Number(before)).toBe(credited ? 100 : 0);
      expect((await historyOf(t, member)).items[0]?.status).toBe(credited ? 'approved' : 'rejected');
    }
    const { id } = await bankDeposit(member, '250.00');
    const before = Number((await walletOf(t, member)).balance);
    const twice = await Promise.all([decide(t, id, 'approve'), decide(t, id, 'approve')]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(Number((await walletOf(t, member)).balance)).toBe(before + 250);
  });

  it('rejects with a reason the player sees; gateway deposits are left to their gateway', async () => {
    const member = await newMember(t, { username: 'rejectdepo' });
    const { id } = await bankDeposit(member, '400.00');
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/admin-api/v1/deposits/${id}/reject`,
      headers: await operatorAuth(t),
      payload: { reason: '   ' },
    });
    expect(noReason.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { reason: 'REQUIRED' } });
    const rejected = await decide(t, id, 'reject', { reason: 'No transfer with this reference' });
    expect(rejected.json()).toEqual({ id, status: 'rejected' });
    expect((await historyOf(t, member, '?status=rejected')).items).toMatchObject([
      { id, reason: 'No transfer with this reference' },
    ]);
    expect((await decide(t, id, 'approve')).json().code).toBe('INVALID_STATE');
    expect((await walletOf(t, member)).balance).toBe('0.00');

    const viaGateway = await requestDeposit(t, member, { channelId: gateway.id, amount: '50.00' });
    expect(viaGateway.json().payUrl).toMatch(/^\/testpay\/pay\//);
    const byOperator = await decide(t, viaGateway.json().id, 'approve');
    expect(byOperator.statusCode).toBe(409);
    expect((await walletOf(t, member)).balance).toBe('0.00');
    expect((await decide(t, '999999', 'approve')).statusCode).toBe(404);
  });

  it('expires pending deposits past their time; an expired bank transfer can still be approved when money comes late', async () => {
    const member = await newMember(t, { username: 'expirydepo' });
    const old = await bankDeposit(member, '100.00');
    const fresh = await bankDeposit(member, '150.00');
    await t.database.db.execute(
      sql`update deposits set expires_at = now() - interval '1 second' where id = ${BigInt(old.id)}`,
    );
    expect(await t.app.jobs.runNow('deposits.expire')).toBe(true);
    const statuses = Object.fromEntries((await historyOf(t, member)).items.map((d) => [d.id, d.status]));
    expect(statuses).toEqual({ [old.id]: 'expired', [fresh.id]: 'pending' });
    expect((await decide(t, old.id, 'reject')).json().code).toBe('INVALID_STATE');
    const late = await decide(t, old.id, 'approve');
    expect(late.json()).toEqual({ id: old.id, status: 'approved' });
    expect((await walletOf(t, member)).balance).toBe('100.00');
  });

  it('filters the queue by channel and dates and pages it', async () => {
    const member = await newMember(t, { username: 'queuedepo' });
    for (const amount of ['101.00', '102.00', '103.00']) await bankDeposit(member, amount);
    const page = await queue(`?player=queuedepo&channelId=${bank.id}&pageSize=2&page=2`);
    expect(page.total).toBe(3);
    expect(page.items.map((d) => d.amount)).toEqual(['101.00']);
    expect((await queue(`?player=queuedepo&channelId=${gateway.id}`)).total).toBe(0);
    expect((await queue('?player=queuedepo&from=2000-01-01&to=2000-01-02')).total).toBe(0);
    const around = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    expect((await queue(`?player=queuedepo&from=${around(-1)}&to=${around(1)}`)).total).toBe(3);
    const backwards = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/deposits?from=2026-02-02&to=2026-02-01',
      headers: await operatorAuth(t),
    });
    expect(backwards.statusCode).toBe(400);
  });
});
