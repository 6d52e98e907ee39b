import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  connectVendor,
  injectTransport,
  openLaunchSession,
  walletClient,
} from '../../test-support/vendor.ts';
import {
  adjust,
  expectLedgerBalanced,
  newMember,
  operatorAuth,
  walletOf,
} from '../../test-support/wallet.ts';

let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

/** A member with money, before any launch. */
async function player(balance: string) {
  const member = await newMember(t, { username: `modes${++seq}`, paymentPassword: null });
  expect((await adjust(t, member, balance)).statusCode).toBe(201);
  return { member, balance: async () => (await walletOf(t, member)).balance };
}

/** How a vendor's settings (wallet mode, switched off) shape what the seamless wallet accepts. */
describe('vendor wallet protocol and vendor settings', () => {
  it('keeps seamless calls away from a transfer-wallet vendor', async () => {
    const transfer = await connectVendor(t.database.db, t.appSecret, {
      vassalage: 'XFER',
      walletMode: 'transfer',
    });
    const p = await player('5.00');
    const token = await openLaunchSession(t.database.db, { vendor: transfer, playerId: p.member.id });
    const xfer = walletClient({
      vassalage: 'XFER',
      secret: transfer.secret,
      transport: injectTransport(t.app),
    });
    expect(
      await xfer.bet({
        playerId: p.member.id,
        sessionToken: token,
        transactionId: 'x1',
        roundId: 'x1',
        gameCode: transfer.games[0]!.gameCode,
        amount: '1.00',
        currency: 'THB',
      }),
    ).toEqual({ status: 'INVALID_REQUEST' });
    expect(await p.balance()).toBe('5.00');
  });

  it('takes no new bets once an operator switches the vendor off, but still pays what its games owe', async () => {
    const off = await connectVendor(t.database.db, t.appSecret, { vassalage: 'OFFLINE' });
    const p = await player('10.00');
    const token = await openLaunchSession(t.database.db, { vendor: off, playerId: p.member.id });
    const client = walletClient({
      vassalage: 'OFFLINE',
      secret: off.secret,
      transport: injectTransport(t.app),
    });
    const bet = (transactionId: string, roundId: string) =>
      client.bet({
        playerId: p.member.id,
        sessionToken: token,
        transactionId,
        roundId,
        gameCode: off.games[0]!.gameCode,
        amount: '2.00',
        currency: 'THB',
      });
    expect(await bet('o1', 'or1')).toMatchObject({ status: 'OK', balance: '8.00' });
    const switched = await t.app.inject({
      method: 'PATCH',
      url: '/admin-api/v1/vendors/OFFLINE',
      headers: await operatorAuth(t),
      payload: { enabled: false },
    });
    expect(switched.statusCode).toBe(200);
    // The wallet reads the vendor row again within its key cache's lifetime.
    let n = 0;
    await expect
      .poll(async () => (await bet(`o-late-${n++}`, `or-late-${n}`)).status, {
        timeout: 10_000,
        interval: 500,
      })
      .toBe('SESSION_EXPIRED');
    const paid = await client.win({
      playerId: p.member.id,
      transactionId: 'ow1',
      roundId: 'or1',
      gameCode: off.games[0]!.gameCode,
      amount: '3.00',
      currency: 'THB',
      roundClosed: true,
    });
    expect(paid).toMatchObject({ status: 'OK' });
    // 10 − 2 + 3, less whatever late bets the cache let through before the switch was seen, each 2.00.
    const late = (await t.database.db.execute(
      sql`select count(*)::int as n from vendor_transactions where vassalage = 'OFFLINE' and kind = 'bet' and transaction_id like 'o-late-%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(await p.balance()).toBe(`${(11 - 2 * late.rows[0]!.n).toFixed(2)}`);
  });
});
