import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { startVendorWalletApp } from '../../test-support/vendor-app.ts';
import { openLaunchSession, type ConnectedVendor, type WalletClient } from '../../test-support/vendor.ts';
import { adjust, expectLedgerBalanced, newMember, walletOf } from '../../test-support/wallet.ts';

let t: TestApp;
let vendor: ConnectedVendor;
let wallet: WalletClient;
let seq = 0;

beforeAll(async () => {
  ({ t, vendor, wallet } = await startVendorWalletApp({ vassalage: 'ROUNDS', gameTypes: ['RNG', 'LIVE'] }));
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

const gameOf = (type: 'RNG' | 'LIVE') => vendor.games.find((game) => game.gameType === type)!.gameCode;

async function player(balance: string) {
  const member = await newMember(t, { username: `rounds${++seq}`, paymentPassword: null });
  expect((await adjust(t, member, balance)).statusCode).toBe(201);
  const token = await openLaunchSession(t.database.db, { vendor, playerId: member.id });
  const id = (name: string) => `${member.username}-${name}`;
  return {
    member,
    id,
    bet: (tx: string, round: string, amount: string, type: 'RNG' | 'LIVE' = 'RNG') =>
      wallet.bet({
        playerId: member.id,
        sessionToken: token,
        transactionId: id(tx),
        roundId: id(round),
        gameCode: gameOf(type),
        amount,
        currency: 'THB',
      }),
    win: (tx: string, round: string, amount: string, roundClosed: boolean, type: 'RNG' | 'LIVE' = 'RNG') =>
      wallet.win({
        playerId: member.id,
        transactionId: id(tx),
        roundId: id(round),
        gameCode: gameOf(type),
        amount,
        currency: 'THB',
        roundClosed,
      }),
    rollback: (tx: string, reference: string, round: string) =>
      wallet.rollback({
        playerId: member.id,
        transactionId: id(tx),
        referenceTransactionId: id(reference),
        roundId: id(round),
      }),
  };
}

async function round(ref: string) {
  const rows = (await t.database.db.execute(sql`
    select status, stake::text, payout::text, valid_bet::text, closed_at is not null as closed, game_type
    from game_rounds where vassalage = ${vendor.vassalage} and round_ref = ${ref}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return rows.rows[0];
}

describe('rounds', () => {
  it('opens a round with its first bet, adds bets and wins, and settles it with the stake as valid bet (slots)', async () => {
    const p = await player('100.00');
    await p.bet('b1', 'r1', '10.00');
    await p.bet('b2', 'r1', '5.00');
    expect(await round(p.id('r1'))).toMatchObject({
      status: 'open',
      stake: '1500',
      payout: '0',
      closed: false,
    });
    await p.win('w1', 'r1', '4.00', false);
    await p.win('w2', 'r1', '36.00', true);
    expect(await round(p.id('r1'))).toEqual({
      status: 'settled',
      stake: '1500',
      payout: '4000',
      valid_bet: '1500',
      closed: true,
      game_type: 'RNG',
    });
    // A closed round takes no more bets or wins.
    expect(await p.bet('b3', 'r1', '1.00')).toMatchObject({ status: 'INVALID_REQUEST' });
    expect(await p.win('w3', 'r1', '1.00', true)).toMatchObject({ status: 'INVALID_REQUEST' });
    expect((await walletOf(t, p.member)).balance).toBe('125.00');

    // A lost round is closed by a win of nothing.
    await p.bet('b4', 'r2', '20.00');
    expect(await p.win('w4', 'r2', '0.00', true)).toEqual({
      status: 'OK',
      balance: '105.00',
      currency: 'THB',
    });
    expect(await round(p.id('r2'))).toMatchObject({
      status: 'settled',
      stake: '2000',
      payout: '0',
      valid_bet: '2000',
    });
  });

  it('counts only what was at risk on live tables: a push is 0, a win at odds below evens its profit', async () => {
    const p = await player('1000.00');
    await p.bet('b1', 'push', '100.00', 'LIVE');
    await p.win('w1', 'push', '100.00', true, 'LIVE');
    expect(await round(p.id('push'))).toMatchObject({ status: 'settled', valid_bet: '0' });
    await p.bet('b2', 'low', '100.00', 'LIVE');
    await p.win('w2', 'low', '150.00', true, 'LIVE');
    expect(await round(p.id('low'))).toMatchObject({ valid_bet: '5000' });
    await p.bet('b3', 'lost', '100.00', 'LIVE');
    await p.win('w3', 'lost', '0.00', true, 'LIVE');
    expect(await round(p.id('lost'))).toMatchObject({ valid_bet: '10000' });
    await p.bet('b4', 'big', '100.00', 'LIVE');
    await p.win('w4', 'big', '500.00', true, 'LIVE');
    expect(await round(p.id('big'))).toMatchObject({ valid_bet: '10000' });
  });

  it('takes a rolled-back bet out of an open round, leaves closing to the vendor and refuses voiding a settled bet', async () => {
    const p = await player('100.00');
    await p.bet('b1', 'r1', '10.00');
    await p.bet('b2', 'r1', '30.00');
    await p.rollback('rb1', 'b2', 'r1');
    await p.win('w1', 'r1', '5.00', true);
    expect(await round(p.id('r1'))).toMatchObject({
      status: 'settled',
      stake: '1000',
      payout: '500',
      valid_bet: '1000',
    });

    // A table's "undo": the round stays open, a new bet joins it and the vendor closes it.
    await p.bet('b3', 'r2', '10.00');
    await p.rollback('rb3', 'b3', 'r2');
    expect(await round(p.id('r2'))).toMatchObject({
      status: 'open',
      stake: '0',
      valid_bet: '0',
      closed: false,
    });
    expect(await p.bet('b4', 'r2', '10.00')).toMatchObject({ status: 'OK' });
    await p.win('w4', 'r2', '0.00', true);
    expect(await round(p.id('r2'))).toMatchObject({ status: 'settled', stake: '1000', valid_bet: '1000' });

    // Every bet rolled back, then closed by the vendor: cancelled, counting nothing.
    await p.bet('b7', 'r4', '5.00');
    await p.rollback('rb7', 'b7', 'r4');
    await p.win('w7', 'r4', '0.00', true);
    expect(await round(p.id('r4'))).toMatchObject({
      status: 'cancelled',
      stake: '0',
      valid_bet: '0',
      closed: true,
    });

    // A bet of a settled round stays: refunding it while the round's result stands would pay twice.
    await p.bet('b5', 'r3', '10.00');
    await p.bet('b6', 'r3', '20.00');
    await p.win('w5', 'r3', '0.00', true);
    expect(await round(p.id('r3'))).toMatchObject({ status: 'settled', valid_bet: '3000' });
    expect(await p.rollback('rb6', 'b6', 'r3')).toMatchObject({ status: 'INVALID_REQUEST' });
    expect(await round(p.id('r3'))).toMatchObject({ status: 'settled', stake: '3000', valid_bet: '3000' });
    expect((await walletOf(t, p.member)).balance).toBe('55.00');
  });

  it('lets 500 concurrent bets take exactly what the balance allows, never more', async () => {
    const p = await player('123.00');
    const answers = await Promise.all(Array.from({ length: 500 }, (_, i) => p.bet(`c${i}`, 'storm', '1.00')));
    const ok = answers.filter((answer) => answer.status === 'OK');
    expect(ok).toHaveLength(123);
    expect(
      answers.filter((answer) => answer.status !== 'OK').every((a) => a.status === 'INSUFFICIENT_FUNDS'),
    ).toBe(true);
    // Each OK answer saw its own balance after the debit: 122.00 down to 0.00, each once.
    expect(new Set(ok.map((answer) => answer.balance)).size).toBe(123);
    expect((await walletOf(t, p.member)).balance).toBe('0.00');
    expect(await round(p.id('storm'))).toMatchObject({ status: 'open', stake: '12300' });
  });

  it('never double-refunds a bet rolled back by many rollbacks at once, racing its own late arrival', async () => {
    const p = await player('50.00');
    await p.bet('b1', 'r1', '10.00');
    const refunds = await Promise.all(Array.from({ length: 10 }, (_, i) => p.rollback(`rb${i}`, 'b1', 'r1')));
    expect(refunds.every((answer) => answer.status === 'OK')).toBe(true);
    expect((await walletOf(t, p.member)).balance).toBe('50.00');

    // A bet and its rollback arriving together: either the bet is taken and refunded, or refused; never lost.
    for (let i = 0; i < 10; i++) {
      const [bet, rollback] = await Promise.all([
        p.bet(`late${i}`, `late-r${i}`, '7.00'),
        p.rollback(`rb-late${i}`, `late${i}`, `late-r${i}`),
      ]);
      expect(rollback.status).toBe('OK');
      expect(['OK', 'TRANSACTION_ROLLED_BACK']).toContain(bet.status);
      expect((await walletOf(t, p.member)).balance).toBe('50.00');
    }
  });

  it('pays no win on a round whose stake was refunded, and refunds no bet of a round that paid a win', async () => {
    const p = await player('100.00');
    // A live table pays part of a round, then the vendor tries to void its bet: the win stands, so the bet does.
    await p.bet('b1', 'r1', '10.00', 'LIVE');
    expect(await p.win('w1', 'r1', '30.00', false, 'LIVE')).toMatchObject({
      status: 'OK',
      balance: '120.00',
    });
    expect(await p.rollback('rb1', 'b1', 'r1')).toMatchObject({
      status: 'INVALID_REQUEST',
      balance: '120.00',
    });
    expect(await p.win('w1b', 'r1', '5.00', true, 'LIVE')).toMatchObject({ status: 'OK', balance: '125.00' });
    expect(await round(p.id('r1'))).toMatchObject({ status: 'settled', stake: '1000', payout: '3500' });

    // Every bet refunded: a win on the round would pay for nothing staked; closing it with nothing still works.
    await p.bet('b2', 'r2', '10.00');
    await p.rollback('rb2', 'b2', 'r2');
    expect(await p.win('w2', 'r2', '50.00', true)).toMatchObject({
      status: 'INVALID_REQUEST',
      balance: '125.00',
    });
    expect(await p.win('w2b', 'r2', '0.00', true)).toMatchObject({ status: 'OK', balance: '125.00' });
    expect(await round(p.id('r2'))).toMatchObject({ status: 'cancelled', stake: '0', payout: '0' });
    expect((await walletOf(t, p.member)).balance).toBe('125.00');
  });

  it('lets either the win or the rollback of a round through when they arrive together, never both', async () => {
    const p = await player('100.00');
    let expected = 100_00;
    for (let i = 0; i < 12; i++) {
      await p.bet(`b${i}`, `r${i}`, '10.00');
      expected -= 10_00;
      const [win, rollback] = await Promise.all([
        p.win(`w${i}`, `r${i}`, '25.00', false),
        p.rollback(`rb${i}`, `b${i}`, `r${i}`),
      ]);
      expect([win.status, rollback.status].sort()).toEqual(['INVALID_REQUEST', 'OK']);
      expected += win.status === 'OK' ? 25_00 : 10_00;
      expect((await walletOf(t, p.member)).balance).toBe((expected / 100).toFixed(2));
    }
  });
});
