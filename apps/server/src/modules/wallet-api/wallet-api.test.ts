import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { startVendorWalletApp } from '../../test-support/vendor-app.ts';
import {
  connectVendor,
  expireLaunchSession,
  injectTransport,
  openLaunchSession,
  walletClient,
  type ConnectedVendor,
  type WalletClient,
} from '../../test-support/vendor.ts';
import {
  adjust,
  expectLedgerBalanced,
  newMember,
  operatorAuth,
  walletOf,
} from '../../test-support/wallet.ts';

let t: TestApp;
let vendor: ConnectedVendor;
let wallet: WalletClient;
let seq = 0;

beforeAll(async () => {
  ({ t, vendor, wallet } = await startVendorWalletApp({ vassalage: 'ACME', gameTypes: ['RNG', 'LIVE'] }));
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

/** A member with money and a live real-money launch session at the vendor, as after launching a game. */
async function player(balance = '100.00') {
  const member = await newMember(t, { username: `wallet${++seq}`, paymentPassword: null });
  if (balance !== '0.00') expect((await adjust(t, member, balance)).statusCode).toBe(201);
  const token = await openLaunchSession(t.database.db, { vendor, playerId: member.id });
  const tx = (name: string) => `${member.username}-${name}`;
  const bet = (name: string, amount: string, round = 'r1') =>
    wallet.bet({
      playerId: member.id,
      sessionToken: token,
      transactionId: tx(name),
      roundId: tx(round),
      gameCode: vendor.games[0]!.gameCode,
      amount,
      currency: 'THB',
    });
  const win = (name: string, amount: string, roundClosed = true, round = 'r1') =>
    wallet.win({
      playerId: member.id,
      transactionId: tx(name),
      roundId: tx(round),
      gameCode: vendor.games[0]!.gameCode,
      amount,
      currency: 'THB',
      roundClosed,
    });
  const rollback = (name: string, reference: string, round = 'r1') =>
    wallet.rollback({
      playerId: member.id,
      transactionId: tx(name),
      referenceTransactionId: tx(reference),
      roundId: tx(round),
    });
  return { member, token, tx, bet, win, rollback, balance: async () => (await walletOf(t, member)).balance };
}

describe('vendor wallet protocol', () => {
  it('authenticates a launch token and reads the balance of a player who launched a game', async () => {
    const p = await player('42.50');
    expect(await wallet.authenticate(p.token)).toEqual({
      status: 'OK',
      playerId: p.member.id.toString(),
      currency: 'THB',
      balance: '42.50',
      nickname: p.member.username,
    });
    expect(await wallet.balance(p.member.id)).toEqual({ status: 'OK', balance: '42.50', currency: 'THB' });
    expect(await wallet.authenticate('not-a-token')).toEqual({ status: 'SESSION_EXPIRED' });
    const demo = await openLaunchSession(t.database.db, { vendor, playerId: p.member.id, mode: 'demo' });
    expect(await wallet.authenticate(demo)).toEqual({ status: 'SESSION_EXPIRED' });

    // Another vendor sees neither this vendor's token nor a player who never launched its games.
    const other = await connectVendor(t.database.db, t.appSecret, { vassalage: 'OTHER' });
    const otherWallet = walletClient({
      vassalage: 'OTHER',
      secret: other.secret,
      transport: injectTransport(t.app),
    });
    expect(await otherWallet.authenticate(p.token)).toEqual({ status: 'SESSION_EXPIRED' });
    expect(await otherWallet.balance(p.member.id)).toEqual({ status: 'PLAYER_NOT_FOUND' });
    expect(await wallet.balance('999999999')).toEqual({ status: 'PLAYER_NOT_FOUND' });
  });

  it('takes a bet and pays a win into the account record', async () => {
    const p = await player('100.00');
    expect(await p.bet('b1', '10.00')).toEqual({ status: 'OK', balance: '90.00', currency: 'THB' });
    expect(await p.win('w1', '25.50')).toEqual({ status: 'OK', balance: '115.50', currency: 'THB' });
    expect(await p.balance()).toBe('115.50');
    const record = await t.app.inject({
      method: 'GET',
      url: '/api/v1/wallet/transactions',
      headers: p.member.auth,
    });
    const items = record.json<{ items: { type: string; amount: string; balanceAfter: string }[] }>().items;
    expect(items.slice(0, 2).map((item) => [item.type, item.amount, item.balanceAfter])).toEqual([
      ['win', '25.50', '115.50'],
      ['bet', '-10.00', '90.00'],
    ]);
  });

  it('answers a replay with its first answer and moves nothing; the same id with other content is a duplicate', async () => {
    const p = await player('100.00');
    const first = await p.bet('b1', '10.00');
    expect(await p.bet('b2', '5.00', 'r2')).toMatchObject({ status: 'OK', balance: '85.00' });
    // Replayed later and five times at once: the first answer (90.00) each time, nothing moves.
    expect(await p.bet('b1', '10.00')).toEqual(first);
    const replays = await Promise.all(Array.from({ length: 5 }, () => p.bet('b1', '10.00')));
    expect(replays).toEqual(Array.from({ length: 5 }, () => first));
    expect(await p.bet('b1', '11.00')).toEqual({ status: 'DUPLICATE_TRANSACTION' });
    expect(await p.win('b1', '10.00')).toEqual({ status: 'DUPLICATE_TRANSACTION' });

    const won = await p.win('w1', '3.00', false);
    expect(await p.win('w1', '3.00', false)).toEqual(won);
    expect(await p.win('w1', '3.00', true)).toEqual({ status: 'DUPLICATE_TRANSACTION' });
    expect(await p.balance()).toBe('88.00');

    // The same new bet five times at once moves money once.
    const racing = await Promise.all(Array.from({ length: 5 }, () => p.bet('b3', '8.00', 'r3')));
    expect(new Set(racing.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(racing[0]).toEqual({ status: 'OK', balance: '80.00', currency: 'THB' });
    expect(await p.balance()).toBe('80.00');
  });

  it('refunds a rolled-back bet once, and a rollback that came before its bet refuses the bet', async () => {
    const p = await player('50.00');
    await p.bet('b1', '20.00');
    const refunded = await p.rollback('rb1', 'b1');
    expect(refunded).toEqual({ status: 'OK', balance: '50.00', currency: 'THB' });
    expect(await p.rollback('rb1', 'b1')).toEqual(refunded);
    // A second rollback of the same bet under another id answers OK and refunds nothing more.
    expect(await p.rollback('rb2', 'b1')).toMatchObject({ status: 'OK', balance: '50.00' });
    expect(await p.balance()).toBe('50.00');

    expect(await p.rollback('rb3', 'late', 'r9')).toEqual({
      status: 'OK',
      balance: '50.00',
      currency: 'THB',
    });
    expect(await p.bet('late', '5.00', 'r9')).toEqual({ status: 'TRANSACTION_ROLLED_BACK' });
    expect(await p.balance()).toBe('50.00');

    // A win is not rolled back (ADR 0006), nor is a bet rolled back for another player.
    await p.bet('b4', '5.00', 'r4');
    await p.win('w4', '9.00', false, 'r4');
    expect(await p.rollback('rb4', 'w4', 'r4')).toEqual({
      status: 'INVALID_REQUEST',
      balance: '54.00',
      currency: 'THB',
    });
    const q = await player('10.00');
    expect(
      await wallet.rollback({
        playerId: q.member.id,
        transactionId: 'foreign-rollback',
        referenceTransactionId: p.tx('b4'),
        roundId: p.tx('r4'),
      }),
    ).toMatchObject({ status: 'INVALID_REQUEST' });
    expect(await p.balance()).toBe('54.00');
    expect(await q.balance()).toBe('10.00');
  });

  it('refuses a bet once the session expired but still pays the win and takes the rollback', async () => {
    const p = await player('30.00');
    await p.bet('b1', '10.00');
    await p.bet('b2', '5.00', 'r2');
    await expireLaunchSession(t.database.db, p.token);
    // A refusal without a live session of the player says nothing about their money.
    expect(await p.bet('b3', '1.00')).toEqual({ status: 'SESSION_EXPIRED' });
    expect(
      await wallet.bet({
        playerId: p.member.id,
        sessionToken: 'made-up-token',
        transactionId: 'b4',
        roundId: 'r4',
        gameCode: vendor.games[0]!.gameCode,
        amount: '1.00',
        currency: 'USD',
      }),
    ).toEqual({ status: 'CURRENCY_MISMATCH' });
    expect(await wallet.authenticate(p.token)).toEqual({ status: 'SESSION_EXPIRED' });
    expect(await p.win('w1', '12.00')).toEqual({ status: 'OK', balance: '27.00', currency: 'THB' });
    expect(await p.rollback('rb2', 'b2', 'r2')).toEqual({ status: 'OK', balance: '32.00', currency: 'THB' });
    expect(await p.balance()).toBe('32.00');
  });

  it('refuses a frozen player, another currency, a bad amount, a bet above the limit and more than the balance', async () => {
    const p = await player('20.00');
    const base = {
      playerId: p.member.id,
      sessionToken: p.token,
      roundId: 'x',
      gameCode: vendor.games[0]!.gameCode,
    };
    const refusal = (status: string) => ({ status, balance: '20.00', currency: 'THB' });
    expect(await wallet.bet({ ...base, transactionId: 'c1', amount: '1.00', currency: 'USD' })).toEqual(
      refusal('CURRENCY_MISMATCH'),
    );
    for (const amount of ['0.00', '1.001', '-1.00', 'ten'])
      expect(
        await wallet.bet({ ...base, transactionId: `a-${amount}`, amount, currency: 'THB' }),
      ).toMatchObject({
        status: 'INVALID_REQUEST',
      });
    expect(
      await wallet.bet({ ...base, transactionId: 'big', amount: '1000000.01', currency: 'THB' }),
    ).toEqual(refusal('LIMIT_REACHED'));
    expect(await p.bet('b1', '20.01')).toEqual(refusal('INSUFFICIENT_FUNDS'));
    expect(
      await wallet.bet({
        ...base,
        transactionId: 'g1',
        gameCode: 'no-such-game',
        amount: '1.00',
        currency: 'THB',
      }),
    ).toEqual(refusal('INVALID_REQUEST'));
    expect(
      await wallet.bet({
        ...base,
        transactionId: 'u1',
        playerId: '987654321',
        amount: '1.00',
        currency: 'THB',
      }),
    ).toEqual({ status: 'PLAYER_NOT_FOUND' });
    expect(await p.win('w0', '1.00', true, 'never-opened')).toEqual({ status: 'TRANSACTION_NOT_FOUND' });

    await p.bet('b2', '5.00');
    // A win beyond what a bigint balance can hold is refused as a bad request, not retried as an error.
    expect(await p.win('w-huge', '99999999999999999.99', false)).toMatchObject({ status: 'INVALID_REQUEST' });
    expect(await p.balance()).toBe('15.00');
    const frozen = await t.app.inject({
      method: 'POST',
      url: `/admin-api/v1/players/${p.member.id}/freeze`,
      headers: await operatorAuth(t),
      payload: { reason: 'KYC check' },
    });
    expect(frozen.statusCode).toBe(200);
    expect(await p.bet('b3', '1.00')).toEqual({
      status: 'PLAYER_BLOCKED',
      balance: '15.00',
      currency: 'THB',
    });
    expect(await wallet.authenticate(p.token)).toEqual({ status: 'PLAYER_BLOCKED' });
    // What the game already owes a frozen player is still paid.
    expect(await p.win('w2', '2.00')).toMatchObject({ status: 'OK', balance: '17.00' });
  });

  it('refuses calls not signed by a known vendor within five minutes, and unreadable bodies', async () => {
    const p = await player('10.00');
    const call = {
      playerId: p.member.id,
      sessionToken: p.token,
      transactionId: 'sig-1',
      roundId: 'sig-r',
      gameCode: vendor.games[0]!.gameCode,
      amount: '1.00',
      currency: 'THB',
    };
    const refused = { status: 'INVALID_SIGNATURE' };
    expect(await wallet.bet(call, { secret: 'f'.repeat(64) })).toEqual(refused);
    expect(await wallet.bet(call, { clockSkewMs: -6 * 60_000 })).toEqual(refused);
    expect(await wallet.bet(call, { clockSkewMs: 6 * 60_000 })).toEqual(refused);
    expect(await wallet.bet(call, { vendorId: 'NOBODY' })).toEqual(refused);
    // Signed bytes that are not the body sent: the signature no longer matches.
    const response = await t.app.inject({
      method: 'POST',
      url: '/wallet-api/v1/bet',
      headers: {
        'content-type': 'application/json',
        'x-vendor-id': 'ACME',
        'x-timestamp': String(Date.now()),
        'x-signature': '0'.repeat(64),
      },
      payload: JSON.stringify({ ...call, playerId: call.playerId.toString() }),
    });
    expect([response.statusCode, response.json()]).toEqual([200, refused]);
    expect(await wallet.call('bet', null, { rawBody: '{"playerId":' })).toEqual({
      status: 'INVALID_REQUEST',
    });
    expect(await wallet.call('bet', { playerId: p.member.id.toString() })).toEqual({
      status: 'INVALID_REQUEST',
    });
    expect(
      await wallet.call('bet', { ...call, playerId: p.member.id.toString(), transactionId: 'nul\u0000' }),
    ).toEqual({
      status: 'INVALID_REQUEST',
    });
    expect(await wallet.bet(call, { clockSkewMs: -4 * 60_000 })).toMatchObject({
      status: 'OK',
      balance: '9.00',
    });
    expect(await p.balance()).toBe('9.00');
  });

  it('answers HTTP 200 INTERNAL_ERROR when the platform itself fails, and never problem JSON', async () => {
    const broken = await connectVendor(t.database.db, t.appSecret, { vassalage: 'BROKEN' });
    await t.database.db.execute(
      // A sealed secret that no longer opens (e.g. the installation secret changed): our fault, not the vendor's.
      sql`update vendors set secret_sealed = 'v1.AAAA.AAAA.AAAA' where vassalage = 'BROKEN'`,
    );
    const brokenWallet = walletClient({
      vassalage: 'BROKEN',
      secret: broken.secret,
      transport: injectTransport(t.app),
    });
    expect(await brokenWallet.balance('1')).toEqual({ status: 'INTERNAL_ERROR' });
    const unsupported = await t.app.inject({
      method: 'POST',
      url: '/wallet-api/v1/balance',
      payload: 'x'.repeat(20_000),
    });
    expect([unsupported.statusCode, unsupported.json()]).toEqual([200, { status: 'INVALID_REQUEST' }]);
  });

  it('accepts a rotated secret at once and refuses the old one from the next call', async () => {
    const rotating = await connectVendor(t.database.db, t.appSecret, { vassalage: 'ROTATE' });
    const p = await player('5.00');
    await openLaunchSession(t.database.db, { vendor: rotating, playerId: p.member.id });
    const before = walletClient({
      vassalage: 'ROTATE',
      secret: rotating.secret,
      transport: injectTransport(t.app),
    });
    expect(await before.balance(p.member.id)).toMatchObject({ status: 'OK' });
    // Rotated the way an operator does it in the console.
    const rotation = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/vendors/ROTATE/secret',
      headers: await operatorAuth(t),
    });
    expect(rotation.statusCode).toBe(200);
    const after = walletClient({
      vassalage: 'ROTATE',
      secret: rotation.json<{ secret: string }>().secret,
      transport: injectTransport(t.app),
    });
    // A leaked secret is refused from the next call on, and the new one works at once.
    expect(await before.balance(p.member.id)).toEqual({ status: 'INVALID_SIGNATURE' });
    expect(await after.balance(p.member.id)).toMatchObject({ status: 'OK' });
  });
});
