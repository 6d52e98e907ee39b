import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { startTransferVendor, type TransferVendor } from '../../test-support/transfer-vendor.ts';
import { connectVendor } from '../../test-support/vendor.ts';
import { makeRetriesDue, moveMoney, transfersOf, vendorWallets } from '../../test-support/vendor-wallets.ts';
import {
  adjust,
  expectLedgerBalanced,
  newMember,
  operatorAuth,
  walletOf,
  type TestMember,
} from '../../test-support/wallet.ts';
import { VENDOR_TRANSFER_JOB } from './index.ts';

/** How long the platform waits for the vendor here: short, since these vendors are made not to answer. */
const TIMEOUT_MS = 400;

let t: TestApp;
let vendor: TransferVendor;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp({ vendorCallTimeoutMs: TIMEOUT_MS });
  const slow = await connectVendor(t.database.db, t.appSecret, { vassalage: 'SLOW', walletMode: 'transfer' });
  vendor = await startTransferVendor({ vassalage: 'SLOW', secret: slow.secret });
  const patched = await t.app.inject({
    method: 'PATCH',
    url: '/admin-api/v1/vendors/SLOW',
    headers: await operatorAuth(t),
    payload: { transferUrl: vendor.url },
  });
  expect(patched.statusCode).toBe(200);
});
afterAll(async () => {
  await vendor.close();
  await t.close();
});
afterEach(async () => {
  await expectLedgerBalanced(t);
  expect(vendor.badSignatures).toBe(0);
  expect([vendor.nextTransfers, vendor.nextStatus]).toEqual([[], []]);
});

async function member(balance: string) {
  const m = await newMember(t, { username: `slow${++seq}`, paymentPassword: null });
  expect((await adjust(t, m, balance)).statusCode).toBe(201);
  return m;
}

const move = (m: TestMember, direction: 'in' | 'out', amount: string, key?: string) =>
  moveMoney(t, m, { vendor: 'SLOW', direction, amount, ...(key ? { key } : {}) });

const retryJob = () => t.app.jobs.runNow(VENDOR_TRANSFER_JOB);
const statusQueries = (transferId: string) =>
  vendor.calls.filter((c) => c.path === '/transfer-status' && c.body.transferId === transferId).length;

describe('transfer-wallet vendors that do not answer', () => {
  it('holds a transfer in that timed out as pending, and posts it once the vendor says it went through', async () => {
    const m = await member('50.00');
    vendor.nextTransfers.push('apply-then-hang');
    const sent = await move(m, 'in', '20.00', `slow-in-${m.id}`);
    expect([sent.statusCode, sent.json()]).toMatchObject([
      202,
      { balance: '0.00', pendingIn: '20.00', transfer: { status: 'pending', amount: '20.00' } },
    ]);
    // The vendor credited the player, we do not know it yet: the money is held, shown nowhere twice.
    expect(vendor.balanceOf(m.id)).toBe('20.00');
    expect(await walletOf(t, m)).toMatchObject({ balance: '50.00', available: '30.00', locked: '20.00' });
    expect(await vendorWallets(t, m)).toMatchObject([{ balance: '0.00', pendingIn: '20.00' }]);
    const replay = await move(m, 'in', '20.00', `slow-in-${m.id}`);
    expect([replay.statusCode, replay.json().transfer]).toEqual([202, sent.json().transfer]);
    expect(
      vendor.calls.filter((c) => c.path === '/transfer-in' && c.body.playerId === m.id.toString()).length,
    ).toBe(1);

    await retryJob();
    const id = sent.json().transfer.id;
    expect(statusQueries(id)).toBe(1);
    expect(await walletOf(t, m)).toMatchObject({ balance: '30.00', available: '30.00', locked: '0.00' });
    expect(await vendorWallets(t, m)).toMatchObject([{ balance: '20.00', pendingIn: '0.00' }]);
    const settled = await move(m, 'in', '20.00', `slow-in-${m.id}`);
    expect([settled.statusCode, settled.json().transfer.status]).toEqual([200, 'completed']);
    // Settled transfers are not asked about again.
    await makeRetriesDue(t);
    await retryJob();
    expect(statusQueries(id)).toBe(1);
    expect((await walletOf(t, m)).balance).toBe('30.00');
  });

  it('gives a transfer in the vendor never received back to the player, and the vendor refuses it if it arrives late', async () => {
    const m = await member('50.00');
    vendor.nextTransfers.push('hold');
    const sent = await move(m, 'in', '15.00');
    expect(sent.statusCode).toBe(202);
    expect(await walletOf(t, m)).toMatchObject({ available: '35.00', locked: '15.00' });

    await retryJob();
    expect(await walletOf(t, m)).toMatchObject({ balance: '50.00', available: '50.00', locked: '0.00' });
    expect(await transfersOf(t, m)).toMatchObject([
      { direction: 'in', status: 'refused', vendor_status: 'TRANSACTION_NOT_FOUND' },
    ]);
    // The stuck request finally reaches the vendor: the id was given up, so it moves nothing there either.
    await vendor.releaseHeld();
    expect(vendor.balanceOf(m.id)).toBe('0.00');
    expect(await vendorWallets(t, m)).toMatchObject([{ balance: '0.00', pendingIn: '0.00' }]);
  });

  it('credits a transfer out only once the vendor says it debited', async () => {
    const m = await member('40.00');
    expect((await move(m, 'in', '40.00')).statusCode).toBe(200);
    vendor.nextTransfers.push('apply-then-hang');
    const back = await move(m, 'out', '25.00', `slow-out-${m.id}`);
    expect([back.statusCode, back.json()]).toMatchObject([202, { balance: '40.00', pendingOut: '25.00' }]);
    expect(vendor.balanceOf(m.id)).toBe('15.00');
    expect((await walletOf(t, m)).balance).toBe('0.00');

    await retryJob();
    expect((await walletOf(t, m)).balance).toBe('25.00');
    expect(await vendorWallets(t, m)).toMatchObject([{ balance: '15.00', pendingOut: '0.00' }]);
    await makeRetriesDue(t);
    await retryJob();
    expect((await move(m, 'out', '25.00', `slow-out-${m.id}`)).statusCode).toBe(200);
    expect((await walletOf(t, m)).balance).toBe('25.00');
  });

  it('moves money once when the job and the slow request learn the same answer at the same time', async () => {
    const m = await member('20.00');
    for (const direction of ['in', 'out'] as const) {
      vendor.nextTransfers.push({ answerAfterMs: 150 });
      const key = `race-${direction}-${m.id}`;
      const answer = move(m, direction, '20.00', key);
      await expect
        .poll(() =>
          vendor.calls.some((c) => c.path === `/transfer-${direction}` && c.body.playerId === `${m.id}`),
        )
        .toBe(true);
      // The job finds the transfer due (as after its request's lease) and asks while the vendor is answering.
      await makeRetriesDue(t);
      await retryJob();
      expect([200, 202]).toContain((await answer).statusCode);
      expect((await move(m, direction, '20.00', key)).json().transfer.status).toBe('completed');
      expect(await walletOf(t, m)).toMatchObject({
        balance: direction === 'in' ? '0.00' : '20.00',
        locked: '0.00',
      });
      expect(await vendorWallets(t, m)).toMatchObject([{ balance: direction === 'in' ? '20.00' : '0.00' }]);
      expect(vendor.balanceOf(m.id)).toBe(direction === 'in' ? '20.00' : '0.00');
    }
  });

  it('keeps asking a vendor that is down until it answers, then settles a transfer out it never made', async () => {
    const m = await member('30.00');
    expect((await move(m, 'in', '30.00')).statusCode).toBe(200);
    vendor.nextTransfers.push('http-500');
    const back = await move(m, 'out', '10.00');
    expect(back.statusCode).toBe(202);

    vendor.nextStatus.push('hang', 'http-500');
    await retryJob();
    expect((await transfersOf(t, m)).at(-1)).toMatchObject({ status: 'pending', attempts: 1 });
    // Not due yet: the job waits before asking again.
    await retryJob();
    expect(statusQueries(back.json().transfer.id)).toBe(1);
    await makeRetriesDue(t);
    await retryJob();
    expect((await transfersOf(t, m)).at(-1)).toMatchObject({ status: 'pending', attempts: 2 });
    expect((await walletOf(t, m)).balance).toBe('0.00');

    await makeRetriesDue(t);
    await retryJob();
    expect((await transfersOf(t, m)).at(-1)).toMatchObject({
      status: 'refused',
      vendor_status: 'TRANSACTION_NOT_FOUND',
      attempts: 3,
    });
    expect((await walletOf(t, m)).balance).toBe('0.00');
    expect(vendor.balanceOf(m.id)).toBe('30.00');
    // Asked again under a new transfer, the vendor answers at once.
    expect((await move(m, 'out', '10.00')).statusCode).toBe(200);
    expect((await walletOf(t, m)).balance).toBe('10.00');
  });

  it('treats INTERNAL_ERROR as unknown, and a refusal found by the status query as final', async () => {
    const m = await member('12.00');
    vendor.nextTransfers.push('internal-error');
    const sent = await move(m, 'in', '12.00');
    expect(sent.statusCode).toBe(202);
    // The vendor had not applied it; a retry by the job finds it unknown, and the vendor gives the id up.
    await retryJob();
    expect(await walletOf(t, m)).toMatchObject({ available: '12.00', locked: '0.00' });
    const again = await move(m, 'in', '12.00');
    expect(again.statusCode).toBe(200);
    expect(vendor.balanceOf(m.id)).toBe('12.00');
  });
});
