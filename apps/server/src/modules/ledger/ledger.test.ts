import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type DatabaseHandle } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import {
  checkLedger,
  playerBalance,
  postTransfers,
  resolvePendingTransfer,
  type TransferProps,
} from './index.ts';
import { newLedgerPlayer, openLedgerTestDatabase } from '../../test-support/ledger.ts';
import { zoneBrand } from '../../test-support/stream.ts';

let handle: DatabaseHandle;
let brandId: bigint;
const CURRENCY = 'THB';
const newPlayer = () => newLedgerPlayer(handle, brandId, 'ledger');

/** The result of a batch of one. */
const one = async <T>(results: Promise<T[]>) => (await results)[0]!;

const transfer = (props: Omit<TransferProps, 'brandId' | 'currency'>) =>
  inTransaction(handle.db, (tx) => one(postTransfers(tx, [{ brandId, currency: CURRENCY, ...props }])));

const deposit = (
  player: bigint,
  amount: bigint,
  key = `deposit:${player}:${amount}:${Math.trunc(performance.now() * 1000)}`,
) => transfer({ key, kind: 'deposit', from: { house: 'deposits_clearing' }, to: { player }, amount });

const check = () => inTransaction(handle.db, (tx) => checkLedger(tx, brandId));
const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' && result.reason instanceof DomainError ? result.reason.code : result.status;

beforeAll(async () => {
  ({ handle, brandId } = await openLedgerTestDatabase());
});
afterAll(() => handle.close());
afterEach(async () => {
  const result = await check();
  expect(result.problems).toEqual([]);
  expect(result.balanced).toBe(true);
});

describe('ledger', () => {
  it('credits a player against a house account and keeps both sides in the record', async () => {
    const player = await newPlayer();
    const result = await deposit(player, 150_00n);
    expect(result.players).toEqual([{ playerId: player, balance: 150_00n, available: 150_00n }]);
    expect(await playerBalance(handle.db, player, CURRENCY)).toEqual({
      balance: 150_00n,
      locked: 0n,
      available: 150_00n,
    });
    const totals = (await check()).totals.find((t) => t.currency === CURRENCY)!;
    expect(totals.playerBalances + Object.values(totals.house).reduce((a, b) => a + b, 0n)).toBe(0n);
  });

  it('lets exactly one of 200 concurrent debits of the full balance through', async () => {
    const player = await newPlayer();
    await deposit(player, 500_00n);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        transfer({
          key: `bet:${player}:${i}`,
          kind: 'bet',
          from: { player },
          to: { house: 'vendor_clearing:TEST' },
          amount: 500_00n,
        }),
      ),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'fulfilled')).toHaveLength(1);
    expect(codes.filter((c) => c === 'INSUFFICIENT_FUNDS')).toHaveLength(199);
    expect((await playerBalance(handle.db, player, CURRENCY)).balance).toBe(0n);
  });

  it('moves money once for a key replayed concurrently, and refuses the key for another amount', async () => {
    const player = await newPlayer();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => deposit(player, 20_00n, `dep:${player}`)),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect((await playerBalance(handle.db, player, CURRENCY)).balance).toBe(20_00n);
    await expect(deposit(player, 30_00n, `dep:${player}`)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    expect((await playerBalance(handle.db, player, CURRENCY)).balance).toBe(20_00n);
  });

  it('rolls back the whole transfer when the debit is refused, leaving the key free', async () => {
    const player = await newPlayer();
    const bet = () =>
      transfer({
        key: `bet:${player}:retry`,
        kind: 'bet',
        from: { player },
        to: { house: 'vendor_clearing:TEST' },
        amount: 10_00n,
      });
    await expect(bet()).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await deposit(player, 10_00n);
    expect((await bet()).replayed).toBe(false);
    expect((await playerBalance(handle.db, player, CURRENCY)).balance).toBe(0n);
  });

  it('leaves the key free after a refused debit posted outside a transaction, so a funded retry goes through', async () => {
    const player = await newPlayer();
    // One autocommit statement, as a caller without a transaction of its own runs it.
    const bet = () =>
      one(
        postTransfers(handle.db, [
          {
            brandId,
            currency: CURRENCY,
            key: `bet:${player}:autocommit`,
            kind: 'bet',
            from: { player },
            to: { house: 'vendor_clearing:TEST' },
            amount: 10_00n,
          },
        ]),
      );
    await expect(bet()).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await deposit(player, 25_00n);
    const retried = await bet();
    expect(retried.replayed).toBe(false);
    expect(retried.players).toEqual([{ playerId: player, balance: 15_00n, available: 15_00n }]);
    // Replayed now that it went through: nothing moves a second time.
    expect((await bet()).replayed).toBe(true);
    expect((await playerBalance(handle.db, player, CURRENCY)).balance).toBe(15_00n);
  });

  it('holds money for a pending withdrawal, then posts or voids it exactly once', async () => {
    const player = await newPlayer();
    await deposit(player, 100_00n);
    const hold = (key: string, amount: bigint) =>
      inTransaction(handle.db, (tx) =>
        one(
          postTransfers(
            tx,
            [
              {
                brandId,
                currency: CURRENCY,
                key,
                kind: 'withdrawal',
                from: { player },
                to: { house: 'withdrawals_clearing' },
                amount,
              },
            ],
            { status: 'pending' },
          ),
        ),
      );
    const resolve = (transferId: bigint, outcome: 'posted' | 'voided') =>
      inTransaction(handle.db, (tx) => resolvePendingTransfer(tx, { brandId, transferId, outcome }));

    const first = await hold(`wd:${player}:1`, 60_00n);
    expect(await playerBalance(handle.db, player, CURRENCY)).toEqual({
      balance: 100_00n,
      locked: 60_00n,
      available: 40_00n,
    });
    await expect(hold(`wd:${player}:2`, 50_00n)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    // The held money cannot be spent by a bet either.
    await expect(
      transfer({
        key: `bet:${player}:held`,
        kind: 'bet',
        from: { player },
        to: { house: 'vendor_clearing:TEST' },
        amount: 41_00n,
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });

    const voided = await resolve(first.transferId, 'voided');
    expect(voided.players[0]).toMatchObject({ balance: 100_00n, available: 100_00n });
    expect((await resolve(first.transferId, 'voided')).replayed).toBe(true);
    await expect(resolve(first.transferId, 'posted')).rejects.toMatchObject({ code: 'INVALID_STATE' });

    const second = await hold(`wd:${player}:3`, 70_00n);
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => resolve(second.transferId, 'posted')));
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    expect(await playerBalance(handle.db, player, CURRENCY)).toEqual({
      balance: 30_00n,
      locked: 0n,
      available: 30_00n,
    });
  });

  it('moves money between two players in both directions at once without deadlock', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    await deposit(a, 1_000_00n);
    await deposit(b, 1_000_00n);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        transfer({
          key: `tr:${a}:${b}:${i}`,
          kind: 'transfer',
          from: { player: i % 2 ? a : b },
          to: { player: i % 2 ? b : a },
          amount: 10_00n,
        }),
      ),
    );
    expect((await playerBalance(handle.db, a, CURRENCY)).balance).toBe(1_000_00n);
    expect((await playerBalance(handle.db, b, CURRENCY)).balance).toBe(1_000_00n);
  });

  it('refuses to rewrite or delete history, even for code that tries', async () => {
    const player = await newPlayer();
    await deposit(player, 5_00n);
    await expect(handle.db.execute(sql`update ledger_entries set amount = amount * 2`)).rejects.toThrow();
    await expect(handle.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expect(handle.db.execute(sql`update ledger_transfers set amount = 1`)).rejects.toThrow();
    await expect(handle.db.execute(sql`delete from ledger_transfers`)).rejects.toThrow();
    await expect(
      handle.db.execute(sql`update ledger_accounts set balance = -1 where player_id = ${player}`),
    ).rejects.toThrow();
  });

  it('reports a balance that was changed outside the ledger', async () => {
    const player = await newPlayer();
    await deposit(player, 5_00n);
    await handle.db.execute(
      sql`update ledger_accounts set balance = balance + 1 where player_id = ${player}`,
    );
    const broken = await check();
    expect(broken.balanced).toBe(false);
    expect(broken.problems.map((p) => [p.code, p.rule])).toEqual([
      ['BALANCE_NOT_ENTRIES', 'each account balance equals the sum of its entries'],
      [
        'CURRENCY_NOT_ZERO',
        'all balances of a currency, with the house sides waiting to be folded, sum to zero',
      ],
    ]);
    // Put it back so the suite's closing check holds.
    await handle.db.execute(
      sql`update ledger_accounts set balance = balance - 1 where player_id = ${player}`,
    );
  });

  it('reports an entry whose transfer does not exist (entries carry no foreign keys)', async () => {
    // In a brand of its own: entries are never deleted, so the suite's brand must stay sound.
    const other = await zoneBrand(handle.db, 'orphans', 'UTC');
    const player = await newLedgerPlayer(handle, other, 'orphan');
    await inTransaction(handle.db, (tx) =>
      postTransfers(tx, [
        {
          brandId: other,
          currency: CURRENCY,
          key: `deposit:${player}`,
          kind: 'deposit',
          from: { house: 'deposits_clearing' },
          to: { player },
          amount: 5_00n,
        },
      ]),
    );
    const checkOther = () => inTransaction(handle.db, (tx) => checkLedger(tx, other));
    expect((await checkOther()).balanced).toBe(true);
    await handle.db.execute(sql`insert into ledger_entries (transfer_id, account_id, amount, balance_after)
      select -1, id, 0, balance from ledger_accounts where player_id = ${player}`);
    const broken = await checkOther();
    expect(broken.problems.map((p) => [p.code, p.count])).toEqual([['ENTRY_WITHOUT_TRANSFER', 1n]]);
  });
});
