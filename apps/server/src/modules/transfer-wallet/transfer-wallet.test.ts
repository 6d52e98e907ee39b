import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { startTransferVendor, type TransferVendor } from '../../test-support/transfer-vendor.ts';
import { connectVendor } from '../../test-support/vendor.ts';
import { moveMoney, transfersOf, vendorWallets } from '../../test-support/vendor-wallets.ts';
import { VENDOR_TRANSFER_JOB } from './index.ts';
import {
  adjust,
  expectLedgerBalanced,
  newMember,
  operatorAuth,
  walletOf,
  type TestMember,
} from '../../test-support/wallet.ts';

let t: TestApp;
let vendor: TransferVendor;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp({ vendorCallTimeoutMs: 5000 });
  const holds = await connectVendor(t.database.db, t.appSecret, {
    vassalage: 'HOLDS',
    walletMode: 'transfer',
  });
  vendor = await startTransferVendor({ vassalage: 'HOLDS', secret: holds.secret });
  await setTransferUrl('HOLDS', vendor.url);
  await connectVendor(t.database.db, t.appSecret, { vassalage: 'SEAMLESS' });
});
afterAll(async () => {
  await vendor.close();
  await t.close();
});
afterEach(async () => {
  await expectLedgerBalanced(t);
  expect(vendor.badSignatures).toBe(0);
  vendor.nextTransfers.length = 0;
});

async function setTransferUrl(vassalage: string, transferUrl: string | null) {
  const patched = await t.app.inject({
    method: 'PATCH',
    url: `/admin-api/v1/vendors/${vassalage}`,
    headers: await operatorAuth(t),
    payload: { transferUrl },
  });
  expect(patched.statusCode).toBe(200);
}

async function member(balance: string) {
  const m = await newMember(t, { username: `xfer${++seq}`, paymentPassword: null });
  expect((await adjust(t, m, balance)).statusCode).toBe(201);
  return m;
}

const move = (m: TestMember, direction: 'in' | 'out', amount: string, key?: string, to = 'HOLDS') =>
  moveMoney(t, m, { vendor: to, direction, amount, ...(key ? { key } : {}) });

const holdsOf = async (m: TestMember) => (await vendorWallets(t, m)).find((w) => w.vassalage === 'HOLDS');

/**
 * On a loaded machine a vendor call can outlast its timeout: the transfer is then answered 202 pending and the
 * recovery job settles it from the vendor's record. Runs the job until nothing of the member's is pending.
 */
async function settlePending(m: TestMember) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const wallet = await holdsOf(m);
    if (wallet?.pendingIn === '0.00' && wallet.pendingOut === '0.00') return;
    await t.app.jobs.runNow(VENDOR_TRANSFER_JOB);
  }
  throw new Error('transfers stayed pending');
}

/** What concurrent transfers were answered: taken (at once, or pending until the job settles them) or refused. */
const outcomes = (answers: readonly { statusCode: number; json: <T>() => T }[]) =>
  answers.map((a) =>
    a.statusCode === 200 || a.statusCode === 202 ? 'TAKEN' : a.json<{ code: string }>().code,
  );

describe('transfer-wallet vendors', () => {
  it('moves money to the vendor and back once the vendor confirms, once per Idempotency-Key', async () => {
    const m = await member('100.00');
    expect(await vendorWallets(t, m)).toEqual([
      {
        vassalage: 'HOLDS',
        name: 'HOLDS Games',
        currency: 'THB',
        balance: '0.00',
        pendingIn: '0.00',
        pendingOut: '0.00',
        acceptsTransfersIn: true,
      },
    ]);

    const sent = await move(m, 'in', '30.00', `in-${m.id}`);
    expect([sent.statusCode, sent.json()]).toMatchObject([
      200,
      {
        balance: '30.00',
        pendingIn: '0.00',
        transfer: { direction: 'in', amount: '30.00', status: 'completed' },
      },
    ]);
    // The vendor was told, signed, and credited the player at its side.
    const [call] = vendor.calls.filter((c) => c.body.playerId === m.id.toString());
    expect(call).toEqual({
      path: '/transfer-in',
      body: {
        transferId: sent.json().transfer.id,
        playerId: m.id.toString(),
        amount: '30.00',
        currency: 'THB',
      },
    });
    expect(vendor.balanceOf(m.id)).toBe('30.00');

    const calls = vendor.calls.length;
    expect((await move(m, 'in', '30.00', `in-${m.id}`)).json()).toEqual(sent.json());
    const conflict = await move(m, 'in', '31.00', `in-${m.id}`);
    expect([conflict.statusCode, conflict.json().code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    const otherWay = await move(m, 'out', '30.00', `in-${m.id}`);
    expect([otherWay.statusCode, otherWay.json().code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    expect(vendor.calls.length).toBe(calls);
    expect(await walletOf(t, m)).toMatchObject({ balance: '70.00', available: '70.00', locked: '0.00' });

    const back = await move(m, 'out', '12.50');
    expect([back.statusCode, back.json().balance]).toEqual([200, '17.50']);
    expect(vendor.balanceOf(m.id)).toBe('17.50');
    expect((await walletOf(t, m)).balance).toBe('82.50');
    const record = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/transactions', headers: m.auth });
    expect(record.json<{ items: { type: string; amount: string }[] }>().items.slice(0, 2)).toMatchObject([
      { type: 'transfer', amount: '12.50' },
      { type: 'transfer', amount: '-30.00' },
    ]);
  });

  it('answers bad requests with a 4xx and a stable code, before anything moves or the vendor is called', async () => {
    const m = await member('10.00');
    const calls = vendor.calls.length;
    const expectProblem = async (answer: Promise<{ statusCode: number; json(): { code: string } }>) => {
      const done = await answer;
      return [done.statusCode, done.json().code];
    };
    expect(await expectProblem(move(m, 'in', '10.01'))).toEqual([409, 'INSUFFICIENT_FUNDS']);
    expect(await expectProblem(move(m, 'in', '1.001'))).toEqual([400, 'VALIDATION_FAILED']);
    expect(await expectProblem(move(m, 'in', '-1.00'))).toEqual([400, 'VALIDATION_FAILED']);
    expect(await expectProblem(move(m, 'in', 'ten'))).toEqual([400, 'VALIDATION_FAILED']);
    expect(await expectProblem(move(m, 'in', '99999999999999999999.00'))).toEqual([400, 'VALIDATION_FAILED']);
    expect(await expectProblem(move(m, 'in', '1.00', undefined, 'SEAMLESS'))).toEqual([404, 'NOT_FOUND']);
    expect(await expectProblem(move(m, 'in', '1.00', undefined, 'NOBODY'))).toEqual([404, 'NOT_FOUND']);
    expect(await expectProblem(move(m, 'in', '1.00', undefined, 'holds'))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vendor-wallets/HOLDS/transfer-in',
      headers: m.auth,
    });
    expect(noBody.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vendor-wallets/HOLDS/transfer-in',
      payload: { amount: '1.00' },
    });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'LOGIN_REQUIRED']);
    expect(vendor.calls.length).toBe(calls);
    expect(await walletOf(t, m)).toMatchObject({ balance: '10.00', available: '10.00' });
    expect(await transfersOf(t, m)).toEqual([]);
  });

  it("passes the vendor's refusals on: nothing moves, the hold is released, a replay gets the same refusal", async () => {
    const m = await member('20.00');
    vendor.nextTransfers.push({ refuse: 'PLAYER_BLOCKED' });
    const refused = await move(m, 'in', '5.00', `blocked-${m.id}`);
    expect([refused.statusCode, refused.json()]).toMatchObject([
      409,
      { code: 'VENDOR_REFUSED', vendorStatus: 'PLAYER_BLOCKED' },
    ]);
    expect(await walletOf(t, m)).toMatchObject({ balance: '20.00', available: '20.00', locked: '0.00' });
    expect((await move(m, 'in', '5.00', `blocked-${m.id}`)).json()).toEqual(refused.json());

    // Out of more than the vendor holds: the vendor's own books decide, and say no.
    expect((await move(m, 'in', '4.00')).statusCode).toBe(200);
    const overdraw = await move(m, 'out', '4.01');
    expect([overdraw.statusCode, overdraw.json().code]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    expect(vendor.balanceOf(m.id)).toBe('4.00');
    expect((await walletOf(t, m)).balance).toBe('16.00');
    expect((await transfersOf(t, m)).map((x) => [x.direction, x.status, x.vendor_status])).toEqual([
      ['in', 'refused', 'PLAYER_BLOCKED'],
      ['in', 'completed', 'OK'],
      ['out', 'refused', 'INSUFFICIENT_FUNDS'],
    ]);
  });

  it('brings back winnings made at the vendor, whose own balance is what the player is shown when asked', async () => {
    const m = await member('10.00');
    expect((await move(m, 'in', '10.00')).statusCode).toBe(200);
    vendor.setBalance(m.id, '25.00');
    const fresh = await t.app.inject({ method: 'GET', url: '/api/v1/vendor-wallets/HOLDS', headers: m.auth });
    expect([fresh.statusCode, fresh.json().balance]).toEqual([200, '25.00']);
    expect((await holdsOf(m))?.balance).toBe('25.00');
    expect((await move(m, 'out', '25.00')).json()).toMatchObject({ balance: '0.00' });
    expect((await walletOf(t, m)).balance).toBe('25.00');
    expect(vendor.balanceOf(m.id)).toBe('0.00');
  });

  it('takes no money in while the vendor is switched off, but still brings it back', async () => {
    const m = await member('10.00');
    expect((await move(m, 'in', '6.00')).statusCode).toBe(200);
    const admin = await operatorAuth(t);
    const toggle = (enabled: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: '/admin-api/v1/vendors/HOLDS',
        headers: admin,
        payload: { enabled },
      });
    expect((await toggle(false)).statusCode).toBe(200);
    try {
      const refused = await move(m, 'in', '1.00');
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'VENDOR_UNAVAILABLE']);
      expect(await holdsOf(m)).toMatchObject({ balance: '6.00', acceptsTransfersIn: false });
      expect((await move(m, 'out', '6.00')).statusCode).toBe(200);
      expect((await walletOf(t, m)).balance).toBe('10.00');
      // Nothing left there and nothing under way: a switched-off vendor leaves the player's list.
      expect(await holdsOf(m)).toBeUndefined();
    } finally {
      expect((await toggle(true)).statusCode).toBe(200);
    }
    // The console and API refuse a transfer vendor without its URL; a row left without one (written before
    // transfer URLs existed) takes no money in either.
    await t.database.db.execute(sql`update vendors set transfer_url = null where vassalage = 'HOLDS'`);
    try {
      const unset = await move(m, 'in', '1.00');
      expect([unset.statusCode, unset.json().code]).toEqual([409, 'VENDOR_UNAVAILABLE']);
    } finally {
      await setTransferUrl('HOLDS', vendor.url);
    }
  });

  it('lets 50 concurrent transfers in take exactly the cash there is, and replays of one key move money once', async () => {
    const m = await member('100.00');
    const answers = await Promise.all(Array.from({ length: 50 }, () => move(m, 'in', '3.00')));
    const codes = outcomes(answers);
    expect(codes.filter((c) => c === 'TAKEN').length).toBe(33);
    expect(codes.filter((c) => c === 'INSUFFICIENT_FUNDS').length).toBe(17);
    await settlePending(m);
    expect(await walletOf(t, m)).toMatchObject({ balance: '1.00', available: '1.00', locked: '0.00' });
    expect(vendor.balanceOf(m.id)).toBe('99.00');
    expect((await holdsOf(m))?.balance).toBe('99.00');

    const key = randomUUID();
    const twins = await Promise.all(Array.from({ length: 10 }, () => move(m, 'out', '9.00', key)));
    // A twin that arrives while the first is still waiting for the vendor is told the transfer is pending.
    expect(twins.every((a) => a.statusCode === 200 || a.statusCode === 202)).toBe(true);
    expect(new Set(twins.map((a) => a.json().transfer.id)).size).toBe(1);
    await settlePending(m);
    expect((await move(m, 'out', '9.00', key)).json()).toMatchObject({ transfer: { status: 'completed' } });
    expect((await walletOf(t, m)).balance).toBe('10.00');
    expect(vendor.balanceOf(m.id)).toBe('90.00');
  });

  it('lists the transfer calls, their pending answer included, in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    for (const direction of ['in', 'out'])
      expect(
        Object.keys(spec.paths[`/api/v1/vendor-wallets/{vassalage}/transfer-${direction}`]!.post!.responses),
      ).toEqual(expect.arrayContaining(['200', '202', '400', '404', '409']));
    expect(spec.paths['/api/v1/vendor-wallets/{vassalage}']?.get).toBeDefined();
  });

  it('lets concurrent transfers out take exactly what the vendor holds, never more', async () => {
    const m = await member('50.00');
    expect((await move(m, 'in', '50.00')).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => move(m, 'out', '5.00')));
    const codes = outcomes(answers);
    expect(codes.filter((c) => c === 'TAKEN').length).toBe(10);
    expect(codes.filter((c) => c === 'INSUFFICIENT_FUNDS').length).toBe(10);
    await settlePending(m);
    expect((await walletOf(t, m)).balance).toBe('50.00');
    expect(vendor.balanceOf(m.id)).toBe('0.00');
    expect((await holdsOf(m))?.balance).toBe('0.00');
  });
});
