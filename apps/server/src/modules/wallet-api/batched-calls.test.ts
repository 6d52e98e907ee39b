import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callBatchStats, reportUnexpectedBatchFailures } from '../gameplay/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { startVendorWalletApp } from '../../test-support/vendor-app.ts';
import {
  expireLaunchSession,
  openLaunchSession,
  type ConnectedVendor,
  type WalletClient,
} from '../../test-support/vendor.ts';
import { adjust, expectLedgerBalanced, newMember, walletOf } from '../../test-support/wallet.ts';

let t: TestApp;
let vendor: ConnectedVendor;
let wallet: WalletClient;
let seq = 0;

beforeAll(async () => {
  ({ t, vendor, wallet } = await startVendorWalletApp({ vassalage: 'BATCH', gameTypes: ['RNG', 'LIVE'] }));
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

const money = (minor: number) => (minor / 100).toFixed(2);

/** A player with `balance` and a live session, who has played one round already (so the wallet knows them). */
async function seasonedPlayer(balance: string, gameType: 'RNG' | 'LIVE' = 'RNG') {
  const member = await newMember(t, { username: `batch${++seq}`, paymentPassword: null });
  expect((await adjust(t, member, balance)).statusCode).toBe(201);
  const token = await openLaunchSession(t.database.db, { vendor, playerId: member.id });
  const gameCode = vendor.games.find((game) => game.gameType === gameType)!.gameCode;
  let rounds = 0;
  let wins = 0;
  const bet = (amount: string, transactionId = `${member.username}-b${++rounds}`) =>
    wallet.bet({
      playerId: member.id,
      sessionToken: token,
      transactionId,
      roundId: `${member.username}-r${rounds}`,
      gameCode,
      amount,
      currency: 'THB',
    });
  const win = (amount: string, roundClosed = true) =>
    wallet.win({
      playerId: member.id,
      transactionId: `${member.username}-w${++wins}`,
      roundId: `${member.username}-r${rounds}`,
      gameCode,
      amount,
      currency: 'THB',
      roundClosed,
    });
  const first = await bet('1.00');
  expect(first.status).toBe('OK');
  expect((await win('1.00')).status).toBe('OK');
  return {
    member,
    token,
    bet,
    win,
    round: () => `${member.username}-r${rounds}`,
    balance: async () => (await walletOf(t, member)).balance,
  };
}

async function settledRounds(playerId: bigint) {
  const result = await t.database.db.execute(sql`
    select count(*)::text as count, sum(stake)::text as stake, sum(payout)::text as payout
    from game_rounds where player_id = ${playerId} and status = 'settled'`);
  return (result as unknown as { rows: { count: string; stake: string; payout: string }[] }).rows[0]!;
}

describe('vendor wallet calls of many players at once', () => {
  it('share statements, and every answer, balance and round is exact', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => seasonedPlayer('100.00')));
    const before = callBatchStats(t.database.db);
    await Promise.all(
      players.map(async (p, index) => {
        let expected = 100_00;
        for (let round = 0; round < 5; round++) {
          expected -= 10_00;
          expect(await p.bet('10.00')).toEqual({ status: 'OK', balance: money(expected), currency: 'THB' });
          const won = ((index + round) % 3) * 7_50;
          if (won > 0) expected += won;
          expect(await p.win(money(won))).toEqual({
            status: 'OK',
            balance: money(expected),
            currency: 'THB',
          });
        }
        expect(await p.balance()).toBe(money(expected));
        const rounds = await settledRounds(p.member.id);
        expect(rounds.count).toBe('6');
        expect(BigInt(rounds.stake)).toBe(51_00n);
        // The first round paid 1.00; the rest paid what the balance gained back of the 50.00 staked.
        expect(BigInt(rounds.payout)).toBe(BigInt(1_00 + expected - 50_00));
      }),
    );
    const after = callBatchStats(t.database.db);
    // Wins of nothing close their round without money: those calls never reach the batch.
    const moved = players.reduce(
      (sum, _p, index) =>
        sum + 5 + Array.from({ length: 5 }, (_, round) => (index + round) % 3).filter((w) => w > 0).length,
      0,
    );
    expect(after.posted - before.posted).toBe(moved);
    expect(after.unexpected - before.unexpected).toBe(0);
    expect(after.batches - before.batches).toBeLessThan(moved);
  });

  it('answers a refused or replayed call among them exactly, and moves the others once', async () => {
    const [short, replayed, conflicting, ...others] = await Promise.all(
      Array.from({ length: 8 }, () => seasonedPlayer('20.00')),
    );
    const answers = await Promise.all([
      short!.bet('25.00'),
      replayed!.bet('1.00', `${replayed!.member.username}-b1`),
      conflicting!.bet('2.00', `${conflicting!.member.username}-b1`),
      ...others.map((p) => p.bet('5.00')),
    ]);
    expect(answers).toEqual([
      { status: 'INSUFFICIENT_FUNDS', balance: '20.00', currency: 'THB' },
      // The first answer again, balance then included.
      { status: 'OK', balance: '19.00', currency: 'THB' },
      { status: 'DUPLICATE_TRANSACTION' },
      ...others.map(() => ({ status: 'OK', balance: '15.00', currency: 'THB' })),
    ]);
    expect(await short!.balance()).toBe('20.00');
    expect(await replayed!.balance()).toBe('20.00');
    expect(await conflicting!.balance()).toBe('20.00');
    for (const p of others) expect(await p.balance()).toBe('15.00');
  });

  it('posts the calls that can move beside refused ones, which the full path answers', async () => {
    const [short, expired, ...fine] = await Promise.all(
      Array.from({ length: 5 }, () => seasonedPlayer('20.00')),
    );
    await expireLaunchSession(t.database.db, expired!.token);
    const before = callBatchStats(t.database.db);
    const answers = await Promise.all([
      short!.bet('25.00'),
      expired!.bet('5.00'),
      ...fine.map((p) => p.bet('5.00')),
    ]);
    expect(answers).toEqual([
      { status: 'INSUFFICIENT_FUNDS', balance: '20.00', currency: 'THB' },
      { status: 'SESSION_EXPIRED' },
      ...fine.map(() => ({ status: 'OK', balance: '15.00', currency: 'THB' })),
    ]);
    const after = callBatchStats(t.database.db);
    expect(after.posted - before.posted).toBe(fine.length);
    expect(await short!.balance()).toBe('20.00');
    expect(await expired!.balance()).toBe('20.00');
  });

  it('keeps live rounds open through a win and settles them with their valid bet', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => seasonedPlayer('20.00', 'LIVE')));
    const before = callBatchStats(t.database.db);
    const answers = await Promise.all(
      players.map(async (p) => [await p.bet('10.00'), await p.win('4.00', false), await p.win('8.00')]),
    );
    for (const answer of answers) expect(answer.map((a) => a.balance)).toEqual(['10.00', '14.00', '22.00']);
    expect(callBatchStats(t.database.db).posted - before.posted).toBe(players.length * 3);
    for (const p of players) {
      const result = await t.database.db.execute(sql`
        select status, stake::text, payout::text, valid_bet::text from game_rounds where round_ref = ${p.round()}`);
      // DOMAIN.md: a live round counts min(stake, |payout − stake|) = min(10.00, 2.00).
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([
        { status: 'settled', stake: '1000', payout: '1200', valid_bet: '200' },
      ]);
    }
  });

  it('posts each call alone when their shared statement fails through no fault of theirs, and says so', async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => seasonedPlayer('20.00')));
    const told: number[] = [];
    reportUnexpectedBatchFailures(t.database.db, (_error, calls) => told.push(calls));
    // A fault only a statement carrying several calls meets, as a dropped connection would be for any.
    await t.database.db.execute(sql`create function refuse_shared_statement() returns trigger language plpgsql
      as $$ begin
        if (select count(*) from inserted) > 1 then
          raise exception 'shared statement refused' using errcode = 'XX000';
        end if;
        return null;
      end $$`);
    await t.database.db.execute(sql`create trigger refuse_shared_statement after insert on vendor_transactions
      referencing new table as inserted for each statement execute function refuse_shared_statement()`);
    try {
      const before = callBatchStats(t.database.db);
      const answers = await Promise.all(players.map((p) => p.bet('5.00')));
      expect(answers).toEqual(players.map(() => ({ status: 'OK', balance: '15.00', currency: 'THB' })));
      const failed = callBatchStats(t.database.db).unexpected - before.unexpected;
      expect(failed).toBeGreaterThan(0);
      expect(told).toHaveLength(failed);
      expect(told.every((calls) => calls > 1)).toBe(true);
      for (const p of players) expect(await p.balance()).toBe('15.00');
      const recorded = await t.database.db.execute(sql`
        select count(*)::int as count from vendor_transactions
        where player_id in ${sql.raw(`(${players.map((p) => p.member.id).join(',')})`)} and kind = 'bet'`);
      // Each player's seasoning bet and this one, once each.
      expect((recorded as unknown as { rows: { count: number }[] }).rows[0]!.count).toBe(players.length * 2);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_shared_statement on vendor_transactions`);
      await t.database.db.execute(sql`drop function refuse_shared_statement`);
    }
  });
});
