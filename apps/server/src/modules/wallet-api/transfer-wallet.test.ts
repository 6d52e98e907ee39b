import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { connectVendor } from '../../test-support/vendor.ts';
import {
  adjust,
  expectLedgerBalanced,
  newMember,
  walletOf,
  type TestMember,
} from '../../test-support/wallet.ts';

let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp();
  await connectVendor(t.database.db, t.appSecret, { vassalage: 'HOLDS', walletMode: 'transfer' });
  await connectVendor(t.database.db, t.appSecret, { vassalage: 'SEAMLESS' });
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

async function member(balance: string) {
  const m = await newMember(t, { username: `xfer${++seq}`, paymentPassword: null });
  expect((await adjust(t, m, balance)).statusCode).toBe(201);
  return m;
}

const move = (
  m: TestMember,
  direction: 'in' | 'out',
  amount: string,
  key: string = randomUUID(),
  vendor = 'HOLDS',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/vendor-wallets/${vendor}/transfer-${direction}`,
    headers: { ...m.auth, 'idempotency-key': key },
    payload: { amount },
  });

describe('transfer-wallet vendors', () => {
  it('moves money to the vendor and back, listed per vendor, once per Idempotency-Key', async () => {
    const m = await member('100.00');
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/vendor-wallets', headers: m.auth });
    expect(list.json()).toEqual([
      { vassalage: 'HOLDS', name: 'HOLDS Games', currency: 'THB', balance: '0.00' },
    ]);

    const sent = await move(m, 'in', '30.00', 'in-1');
    expect([sent.statusCode, sent.json()]).toMatchObject([200, { vassalage: 'HOLDS', balance: '30.00' }]);
    expect((await move(m, 'in', '30.00', 'in-1')).json()).toEqual(sent.json());
    expect((await move(m, 'in', '31.00', 'in-1')).json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect((await walletOf(t, m)).balance).toBe('70.00');

    expect((await move(m, 'out', '12.50')).json()).toMatchObject({ balance: '17.50' });
    expect((await walletOf(t, m)).balance).toBe('82.50');
    const record = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/transactions', headers: m.auth });
    expect(record.json<{ items: { type: string; amount: string }[] }>().items.slice(0, 2)).toMatchObject([
      { type: 'transfer', amount: '12.50' },
      { type: 'transfer', amount: '-30.00' },
    ]);
  });

  it('refuses more than the cash or than the vendor holds, and vendors that are not transfer wallets', async () => {
    const m = await member('10.00');
    const tooMuch = await move(m, 'in', '10.01');
    expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    await move(m, 'in', '4.00');
    const overdraw = await move(m, 'out', '4.01');
    expect([overdraw.statusCode, overdraw.json().code]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    expect((await move(m, 'in', '1.00', randomUUID(), 'SEAMLESS')).statusCode).toBe(404);
    expect((await move(m, 'in', '1.001')).statusCode).toBe(400);
    expect((await walletOf(t, m)).balance).toBe('6.00');
  });

  it('lets concurrent transfers out take exactly what the vendor holds, never more, alongside transfers in', async () => {
    const m = await member('100.00');
    await move(m, 'in', '50.00');
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => move(m, 'out', '5.00')),
      ...Array.from({ length: 5 }, () => move(m, 'in', '1.00')),
    ]);
    const outs = answers.slice(0, 20).filter((answer) => answer.statusCode === 200).length;
    expect(answers.slice(20).every((answer) => answer.statusCode === 200)).toBe(true);
    // 55.00 reached the vendor; an out either found 5.00 there or was refused, whatever the order.
    expect(outs === 10 || outs === 11).toBe(true);
    const held = 5500 - outs * 500;
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/vendor-wallets', headers: m.auth });
    expect(list.json()[0].balance).toBe((held / 100).toFixed(2));
    expect((await walletOf(t, m)).balance).toBe(((10000 - 5500 + outs * 500) / 100).toFixed(2));
    // With nothing else in flight, 20 outs of what is left take exactly that.
    await move(m, 'in', '40.00');
    const drained = await Promise.all(Array.from({ length: 20 }, () => move(m, 'out', '5.00')));
    expect(drained.filter((answer) => answer.statusCode === 200).length).toBe((held + 4000) / 500);
    expect((await walletOf(t, m)).balance).toBe('100.00');
  });
});
