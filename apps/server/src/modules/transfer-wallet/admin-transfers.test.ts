import type { VendorTransferAdmin } from '@croupier/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { startTransferVendor, type TransferVendor } from '../../test-support/transfer-vendor.ts';
import { connectVendor } from '../../test-support/vendor.ts';
import { makeRetriesDue, moveMoney } from '../../test-support/vendor-wallets.ts';
import {
  adjust,
  expectLedgerBalanced,
  newMember,
  operatorAuth,
  type TestMember,
} from '../../test-support/wallet.ts';
import { VENDOR_TRANSFER_JOB } from './index.ts';

/** Short, since one vendor here is made not to answer. */
const TIMEOUT_MS = 400;

let t: TestApp;
let stuck: TransferVendor;
let quick: TransferVendor;
let owner: { authorization: string };
let alice: TestMember;
let bob: TestMember;
/** The transfer ids of alice's and bob's transfers, by what happened to them. */
const ids: Record<'pending' | 'completed' | 'refused' | 'bobIn', string> = {
  pending: '',
  completed: '',
  refused: '',
  bobIn: '',
};

type Page = {
  items: VendorTransferAdmin[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

async function transferVendor(vassalage: string) {
  const connected = await connectVendor(t.database.db, t.appSecret, { vassalage, walletMode: 'transfer' });
  const vendor = await startTransferVendor({ vassalage, secret: connected.secret });
  const patched = await t.app.inject({
    method: 'PATCH',
    url: `/admin-api/v1/vendors/${vassalage}`,
    headers: owner,
    payload: { transferUrl: vendor.url },
  });
  expect(patched.statusCode).toBe(200);
  return vendor;
}

async function member(username: string, balance: string) {
  const m = await newMember(t, { username, paymentPassword: null });
  expect((await adjust(t, m, balance)).statusCode).toBe(201);
  return m;
}

const list = (query = '', auth = owner) =>
  t.app.inject({ method: 'GET', url: `/admin-api/v1/vendor-transfers${query}`, headers: auth });

async function listed(query = ''): Promise<Page> {
  const answer = await list(query);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Page>();
}

const idsOf = (page: Page) => page.items.map((item) => item.transferId);

beforeAll(async () => {
  t = await startTestApp({ vendorCallTimeoutMs: TIMEOUT_MS });
  owner = await operatorAuth(t);
  [stuck, quick] = [await transferVendor('STUCK'), await transferVendor('QUICK')];
  alice = await member('AliceXfer', '100.00');
  bob = await member('bobxfer', '50.00');

  const completed = await moveMoney(t, alice, { vendor: 'QUICK', direction: 'in', amount: '30.00' });
  expect(completed.statusCode).toBe(200);
  ids.completed = completed.json().transfer.id;

  quick.nextTransfers.push({ refuse: 'PLAYER_BLOCKED' });
  const refused = await moveMoney(t, alice, { vendor: 'QUICK', direction: 'out', amount: '5.00' });
  expect(refused.statusCode).toBe(409);
  ids.refused = refused.json().transferId;

  // The vendor takes the transfer and never answers; the job then finds it down: attempts and an error to show.
  stuck.nextTransfers.push('apply-then-hang');
  const pending = await moveMoney(t, alice, { vendor: 'STUCK', direction: 'in', amount: '20.00' });
  expect(pending.statusCode).toBe(202);
  ids.pending = pending.json().transfer.id;
  stuck.nextStatus.push('http-500');
  await makeRetriesDue(t);
  await t.app.jobs.runNow(VENDOR_TRANSFER_JOB);

  const bobIn = await moveMoney(t, bob, { vendor: 'STUCK', direction: 'in', amount: '7.50' });
  expect(bobIn.statusCode).toBe(200);
  ids.bobIn = bobIn.json().transfer.id;
});
afterAll(async () => {
  await stuck.close();
  await quick.close();
  await t.close();
});
afterEach(async () => {
  await expectLedgerBalanced(t);
});

describe('the operator list of vendor-wallet transfers', () => {
  it('lists every transfer newest first, a stuck one with its attempts, next attempt and last error', async () => {
    const page = await listed();
    expect(idsOf(page)).toEqual([ids.bobIn, ids.pending, ids.refused, ids.completed]);
    expect([page.total, page.page, page.pageSize, page.totalPages]).toEqual([4, 1, 20, 1]);

    const pending = page.items.find((item) => item.transferId === ids.pending)!;
    expect(pending).toMatchObject({
      vassalage: 'STUCK',
      vendorName: 'STUCK Games',
      playerId: alice.id.toString(),
      username: 'AliceXfer',
      direction: 'in',
      amount: '20.00',
      currency: 'THB',
      status: 'pending',
      vendorStatus: null,
      attempts: 1,
      resolvedAt: null,
    });
    expect(pending.lastError).toMatch(/500/);
    // The job waits before asking again: the next attempt is in the future, where support can read it.
    expect(Date.parse(pending.nextAttemptAt!)).toBeGreaterThan(Date.now());

    expect(page.items.find((item) => item.transferId === ids.refused)).toMatchObject({
      direction: 'out',
      amount: '5.00',
      status: 'refused',
      vendorStatus: 'PLAYER_BLOCKED',
      nextAttemptAt: null,
    });
    const completed = page.items.find((item) => item.transferId === ids.completed)!;
    expect(completed).toMatchObject({ status: 'completed', vendorStatus: 'OK', attempts: 0 });
    expect(Date.parse(completed.resolvedAt!)).toBeGreaterThanOrEqual(Date.parse(completed.createdAt));
  });

  it('filters by status, vendor and player (username in any case, player id or transfer id)', async () => {
    expect(idsOf(await listed('?status=pending'))).toEqual([ids.pending]);
    expect(idsOf(await listed('?status=refused'))).toEqual([ids.refused]);
    expect(idsOf(await listed('?status=completed'))).toEqual([ids.bobIn, ids.completed]);
    expect(idsOf(await listed('?vassalage=QUICK'))).toEqual([ids.refused, ids.completed]);
    expect(idsOf(await listed('?vassalage=STUCK&status=completed'))).toEqual([ids.bobIn]);
    expect(idsOf(await listed('?q=alicexfer'))).toEqual([ids.pending, ids.refused, ids.completed]);
    expect(idsOf(await listed(`?q=${bob.id}`))).toEqual([ids.bobIn]);
    expect(idsOf(await listed(`?q=${ids.refused.toUpperCase()}`))).toEqual([ids.refused]);
    const none = await listed('?q=nobody&status=pending');
    expect([none.items, none.total, none.totalPages]).toEqual([[], 0, 1]);
  });

  it('pages as the other console lists do', async () => {
    const second = await listed('?page=2&pageSize=3');
    expect(idsOf(second)).toEqual([ids.completed]);
    expect([second.total, second.page, second.pageSize, second.totalPages]).toEqual([4, 2, 3, 2]);
    expect((await listed('?page=9')).items).toEqual([]);
  });

  it('answers bad filters with 400 and a stable code', async () => {
    for (const query of [
      '?status=stuck',
      '?page=0',
      '?pageSize=1000',
      '?vassalage=NO-SUCH',
      `?q=${'x'.repeat(101)}`,
    ]) {
      const answer = await list(query);
      expect([query, answer.statusCode, answer.json().code]).toEqual([query, 400, 'VALIDATION_FAILED']);
    }
  });

  it('is for support, finance and the brand managers: not viewers, not players, not anonymous visitors', async () => {
    const make = async (username: string, role: string) => {
      const password = 'a-long-password-1';
      const created = await t.app.inject({
        method: 'POST',
        url: '/admin-api/v1/operators',
        headers: owner,
        payload: { username, password, role },
      });
      expect(created.statusCode, created.body).toBe(201);
      return { authorization: `Bearer ${await operatorToken(t.app, username, password)}` };
    };
    expect((await list('', await make('xfer-support', 'support'))).statusCode).toBe(200);
    expect((await list('', await make('xfer-finance', 'finance'))).statusCode).toBe(200);
    const viewer = await list('', await make('xfer-viewer', 'viewer'));
    expect([viewer.statusCode, viewer.json().code]).toEqual([403, 'FORBIDDEN']);
    const player = await list('', alice.auth);
    expect([player.statusCode, player.json().code]).toEqual([401, 'LOGIN_REQUIRED']);
    const anonymous = await t.app.inject({ method: 'GET', url: '/admin-api/v1/vendor-transfers' });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'LOGIN_REQUIRED']);
  });

  it('is listed in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(spec.paths['/admin-api/v1/vendor-transfers']?.get).toBeDefined();
  });
});
