import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  adjust,
  expectLedgerBalanced,
  newMember,
  operatorAuth,
  walletOf,
} from '../../test-support/wallet.ts';
import {
  accountOf,
  detail,
  history,
  review,
  sendReceipt,
  setRules,
  withdraw,
} from '../../test-support/withdrawals.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

const idOf = (response: { json: () => unknown }) => (response.json() as { id: string }).id;

describe('withdrawals', () => {
  it('holds the money at request, keeps it held when approved, lets it leave when paid, closes on receipt', async () => {
    const member = await newMember(t, { username: 'wdflow' });
    await adjust(t, member, '1000.00');
    const created = await withdraw(t, member, '300.00');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(String), status: 'pending' });
    const id = idOf(created);
    expect(await walletOf(t, member)).toMatchObject({
      balance: '1000.00',
      available: '700.00',
      locked: '300.00',
    });

    const queued = (
      await t.app.inject({
        method: 'GET',
        url: '/admin-api/v1/withdrawals?status=pending&q=WDFLOW',
        headers: await operatorAuth(t),
      })
    ).json();
    expect(queued.items).toEqual([
      expect.objectContaining({
        id,
        amount: '300.00',
        player: { id: member.id.toString(), account: 'wdflow' },
      }),
    ]);
    expect(queued.items[0].accountNumber).toBe('1234567890');

    expect((await review(t, id, 'approve')).json()).toEqual({ id, status: 'approved' });
    expect(await walletOf(t, member)).toMatchObject({
      balance: '1000.00',
      available: '700.00',
      locked: '300.00',
    });

    const paid = await review(t, id, 'paid', { reference: 'BANK-REF-1' });
    expect(paid.json()).toEqual({ id, status: 'paid' });
    expect(await walletOf(t, member)).toMatchObject({
      balance: '700.00',
      available: '700.00',
      locked: '0.00',
    });
    const record = (
      await t.app.inject({ method: 'GET', url: '/api/v1/wallet/transactions', headers: member.auth })
    ).json();
    expect(record.items[0]).toMatchObject({ type: 'withdrawal', amount: '-300.00', balanceAfter: '700.00' });

    const mine = await history(t, member);
    expect(mine.items[0]).toMatchObject({
      id,
      status: 'paid',
      accountNumber: '******7890',
      autoReceiptAt: expect.any(String),
      receipt: null,
    });

    const confirmed = await sendReceipt(t, member, id, { result: 'full', remark: 'got it, thanks' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ id, status: 'received' });
    const closed = await detail(t, id);
    expect(closed).toMatchObject({
      status: 'received',
      approved: { by: 'admin' },
      paid: { by: 'admin', reference: 'BANK-REF-1' },
      receipt: {
        result: 'full',
        amountReceived: '300.00',
        remainder: '0.00',
        remark: 'got it, thanks',
        images: 0,
      },
      received: { how: 'player', by: null },
    });
    const audit = (
      await t.app.inject({
        method: 'GET',
        url: '/admin-api/v1/audit?pageSize=50',
        headers: await operatorAuth(t),
      })
    ).json<{ items: { action: string; target: string }[] }>();
    expect(audit.items.filter((e) => e.target === `withdrawal:${id}`).map((e) => e.action)).toEqual([
      'withdrawal.mark-paid',
      'withdrawal.approve',
    ]);
  });

  it('returns the money when a pending or an approved withdrawal is rejected, and tells the player why', async () => {
    const member = await newMember(t, { username: 'wdreject' });
    await adjust(t, member, '500.00');
    const first = idOf(await withdraw(t, member, '200.00'));
    const second = idOf(await withdraw(t, member, '150.00'));
    expect((await walletOf(t, member)).available).toBe('150.00');

    const noReason = await review(t, first, 'reject', { reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect((await walletOf(t, member)).available).toBe('150.00');

    expect((await review(t, first, 'reject', { reason: 'Name does not match' })).json().status).toBe(
      'rejected',
    );
    await review(t, second, 'approve');
    expect((await review(t, second, 'reject', { reason: 'Bank refused' })).json().status).toBe('rejected');
    expect(await walletOf(t, member)).toEqual({
      currency: 'THB',
      balance: '500.00',
      available: '500.00',
      locked: '0.00',
    });
    const mine = await history(t, member, '?status=rejected');
    expect(mine.items.map((w) => w.rejectReason)).toEqual(['Bank refused', 'Name does not match']);
    // A rejected withdrawal is final.
    const again = await review(t, first, 'paid');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVALID_STATE', status: 409 });
  });

  it('lets exactly one of 200 concurrent withdrawals of the whole balance through', async () => {
    const member = await newMember(t, { username: 'wdrace' });
    await adjust(t, member, '500.00');
    const accountId = await accountOf(t, member);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => withdraw(t, member, '500.00', { accountId })),
    );
    const codes = answers.map((a) => (a.statusCode === 201 ? 'created' : a.json().code));
    expect(codes.filter((c) => c === 'created')).toHaveLength(1);
    expect(codes.filter((c) => c === 'INSUFFICIENT_FUNDS')).toHaveLength(199);
    expect(await walletOf(t, member)).toMatchObject({
      balance: '500.00',
      available: '0.00',
      locked: '500.00',
    });
    expect((await history(t, member)).total).toBe(1);
  });

  it('answers five concurrent replays of one Idempotency-Key with one withdrawal; another amount is a conflict', async () => {
    const member = await newMember(t, { username: 'wdreplay' });
    await adjust(t, member, '1000.00');
    const key = randomUUID();
    const accountId = await accountOf(t, member);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => withdraw(t, member, '400.00', { key, accountId })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map(idOf)).size).toBe(1);
    expect(await walletOf(t, member)).toMatchObject({ available: '600.00', locked: '400.00' });
    const conflict = await withdraw(t, member, '300.00', { key });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await history(t, member)).total).toBe(1);
    expect((await walletOf(t, member)).locked).toBe('400.00');
  });

  it('acts once on concurrent operator clicks', async () => {
    const member = await newMember(t, { username: 'wdclicks' });
    await adjust(t, member, '1000.00');
    const id = idOf(await withdraw(t, member, '250.00'));
    const approvals = await Promise.all(Array.from({ length: 6 }, () => review(t, id, 'approve')));
    expect(approvals.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(approvals.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual(
      Array(5).fill('INVALID_STATE'),
    );

    // Paying and rejecting at once: one decision wins, the money follows it and the rest are refused.
    const clicks = await Promise.all(
      Array.from({ length: 8 }, (_, i) => review(t, id, i % 2 === 0 ? 'paid' : 'reject')),
    );
    const winners = clicks.filter((c) => c.statusCode === 200);
    expect(winners).toHaveLength(1);
    const outcome = winners[0]!.json().status;
    expect(await walletOf(t, member)).toMatchObject(
      outcome === 'paid'
        ? { balance: '750.00', available: '750.00', locked: '0.00' }
        : { balance: '1000.00', available: '1000.00', locked: '0.00' },
    );
    const transfers = (
      await t.app.inject({ method: 'GET', url: '/api/v1/wallet/transactions', headers: member.auth })
    ).json().items;
    expect(transfers.filter((l: { type: string }) => l.type === 'withdrawal')).toHaveLength(
      outcome === 'paid' ? 1 : 0,
    );
  });

  it('refuses a wrong or missing payment password before holding anything', async () => {
    const member = await newMember(t, { username: 'wdpassword' });
    const unset = await newMember(t, { username: 'wdnopass', paymentPassword: null });
    await adjust(t, member, '300.00');
    await adjust(t, unset, '300.00');
    const wrong = await withdraw(t, member, '200.00', { password: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'PAYMENT_PASSWORD_INVALID',
      fields: { paymentPassword: 'PAYMENT_PASSWORD_INVALID' },
    });
    const none = await withdraw(t, unset, '200.00');
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('PAYMENT_PASSWORD_NOT_SET');
    expect((await walletOf(t, member)).locked).toBe('0.00');
    expect((await history(t, member)).total).toBe(0);
  });

  it('keeps amounts within the brand’s limits and counts the day’s withdrawals, rejected ones excepted', async () => {
    const member = await newMember(t, { username: 'wdlimits' });
    // 100,000.00 in adjustments each within the brand's approval threshold (10,000.00), so no second operator is needed.
    await Promise.all(Array.from({ length: 10 }, () => adjust(t, member, '10000.00')));
    const limits = (
      await t.app.inject({ method: 'GET', url: '/api/v1/withdrawals/limits', headers: member.auth })
    ).json();
    expect(limits).toMatchObject({
      min: '100.00',
      max: '50000.00',
      dailyCount: 5,
      usedToday: 0,
      autoReceiptMinutes: 60,
    });
    for (const amount of ['99.99', '50000.01']) {
      const refused = await withdraw(t, member, amount);
      expect(refused.statusCode, amount).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', min: '100.00', max: '50000.00' });
    }
    for (const amount of ['abc', '1.001', '0'])
      expect((await withdraw(t, member, amount)).statusCode).toBe(400);

    expect((await setRules(t, { dailyCount: 2, min: '10.00' })).statusCode).toBe(200);
    try {
      const first = idOf(await withdraw(t, member, '10.00'));
      expect((await withdraw(t, member, '50000.00')).statusCode).toBe(201);
      const third = await withdraw(t, member, '10.00');
      expect(third.statusCode).toBe(409);
      expect(third.json()).toMatchObject({ code: 'DAILY_LIMIT_REACHED', dailyCount: 2 });
      await review(t, first, 'reject');
      expect((await withdraw(t, member, '10.00')).statusCode).toBe(201);
      expect((await walletOf(t, member)).locked).toBe('50010.00');
    } finally {
      await setRules(t, { dailyCount: 5, min: '100.00' });
    }
  });

  it('withdraws only to the player’s own payout account, and only for members', async () => {
    const owner = await newMember(t, { username: 'wdowner' });
    const other = await newMember(t, { username: 'wdother' });
    await adjust(t, other, '500.00');
    const ownersAccount = await accountOf(t, owner);
    const stolen = await withdraw(t, other, '100.00', { accountId: ownersAccount });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().fields).toEqual({ payoutAccountId: 'INVALID' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/withdrawals',
      payload: { amount: '100.00', payoutAccountId: ownersAccount, paymentPassword: '246810' },
    });
    expect(anonymous.statusCode).toBe(401);
    const asPlayer = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/withdrawals/1/approve',
      headers: other.auth,
    });
    expect(asPlayer.statusCode).toBe(401);
    expect((await review(t, '999999', 'approve')).statusCode).toBe(404);
  });

  it('tells the player’s open pages the available balance after a request and a rejection', async () => {
    const member = await newMember(t, { username: 'wdlive' });
    await adjust(t, member, '400.00');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const socket: Socket = connect(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: member.auth.authorization.slice('Bearer '.length) },
    });
    try {
      await new Promise<void>((resolve) => socket.once('ready', () => resolve()));
      const held = new Promise((resolve) => socket.once('balance', resolve));
      const id = idOf(await withdraw(t, member, '150.00'));
      expect(await held).toEqual({ balance: '250.00' });
      const released = new Promise((resolve) => socket.once('balance', resolve));
      await review(t, id, 'reject');
      expect(await released).toEqual({ balance: '400.00' });
    } finally {
      socket.close();
    }
  });
});
