import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type DatabaseHandle } from '../../db/client.ts';
import { checkLedger, playerBalance, postTransfers, type TransferProps } from './index.ts';
import { newLedgerPlayer, openLedgerTestDatabase } from '../../test-support/ledger.ts';

let handle: DatabaseHandle;
let brandId: bigint;
const CURRENCY = 'THB';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const newPlayer = () => newLedgerPlayer(handle, brandId, 'batch');

let keySeq = 0;
const transfer = (props: Omit<TransferProps, 'brandId' | 'currency' | 'key'> & { key?: string }) => ({
  brandId,
  currency: CURRENCY,
  key: `batch-test:${++keySeq}`,
  ...props,
});

const balances = async (player: bigint) => ({
  cash: (await playerBalance(handle.db, player, CURRENCY)).balance,
  bonus: (await playerBalance(handle.db, player, CURRENCY, 'player_bonus')).balance,
  commission: (await playerBalance(handle.db, player, CURRENCY, 'agent_commission')).balance,
});

const transfersWithKeys = async (keys: string[]) =>
  rowsOf<{ n: bigint }>(
    await handle.db.execute(sql`select count(*) as n from ledger_transfers
      where brand_id = ${brandId} and idempotency_key in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})`),
  )[0]!.n;

beforeAll(async () => {
  ({ handle, brandId } = await openLedgerTestDatabase());
});
afterAll(() => handle.close());
afterEach(async () => {
  const result = await inTransaction(handle.db, (tx) => checkLedger(tx, brandId));
  expect(result.problems).toEqual([]);
  expect(result.balanced).toBe(true);
});

describe('one posting for a batch of transfers', () => {
  it('moves cash, bonus, commission and house accounts in one batch, in order, with running balances', async () => {
    const agent = await newPlayer();
    const member = await newPlayer();
    const posted = await postTransfers(handle.db, [
      transfer({
        kind: 'deposit',
        from: { house: 'deposits_clearing' },
        to: { player: member },
        amount: 100_00n,
      }),
      transfer({
        kind: 'bonus',
        from: { house: 'promotions_expense' },
        to: { player: member, kind: 'player_bonus' },
        amount: 20_00n,
      }),
      // Spends the bonus the batch has just credited: the batch's order counts, not its total.
      transfer({
        kind: 'bet',
        from: { player: member, kind: 'player_bonus' },
        to: { house: 'vendor_clearing:BATCH' },
        amount: 15_00n,
      }),
      transfer({
        kind: 'commission',
        from: { house: 'commissions_expense' },
        to: { player: agent, kind: 'agent_commission' },
        amount: 7_00n,
      }),
      transfer({ kind: 'transfer', from: { player: member }, to: { player: agent }, amount: 30_00n }),
      transfer({
        kind: 'bet',
        from: { player: member },
        to: { house: 'vendor_clearing:BATCH' },
        amount: 5_00n,
      }),
    ]);
    expect(posted.map((p) => [p.status, p.replayed])).toEqual(Array(6).fill(['posted', false]));
    // Each transfer tells the cash balances right after it, not the batch's final ones.
    expect(posted[0]!.players).toEqual([{ playerId: member, balance: 100_00n, available: 100_00n }]);
    expect(posted[1]!.players).toEqual([]);
    expect(posted[4]!.players).toEqual([
      { playerId: member, balance: 70_00n, available: 70_00n },
      { playerId: agent, balance: 30_00n, available: 30_00n },
    ]);
    expect(posted[5]!.players).toEqual([{ playerId: member, balance: 65_00n, available: 65_00n }]);
    expect(await balances(member)).toEqual({ cash: 65_00n, bonus: 5_00n, commission: 0n });
    expect(await balances(agent)).toEqual({ cash: 30_00n, bonus: 0n, commission: 7_00n });
    const bonusEntries = rowsOf<{ amount: bigint; balance_after: bigint }>(
      await handle.db.execute(sql`select e.amount, e.balance_after from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        where a.player_id = ${member} and a.kind = 'player_bonus' order by e.id`),
    );
    expect(bonusEntries).toEqual([
      { amount: 20_00n, balance_after: 20_00n },
      { amount: -15_00n, balance_after: 5_00n },
    ]);
  });

  it('moves nothing of the batch when one debit is not covered, nor when a guard fails', async () => {
    const player = await newPlayer();
    await postTransfers(handle.db, [
      transfer({ kind: 'deposit', from: { house: 'deposits_clearing' }, to: { player }, amount: 50_00n }),
    ]);
    const batch = [
      transfer({ kind: 'deposit', from: { house: 'deposits_clearing' }, to: { player }, amount: 10_00n }),
      transfer({ kind: 'bet', from: { player }, to: { house: 'vendor_clearing:BATCH' }, amount: 40_00n }),
      // 50 + 10 − 40 leaves 20: this one is short, so none of the three moves.
      transfer({ kind: 'bet', from: { player }, to: { house: 'vendor_clearing:BATCH' }, amount: 21_00n }),
    ];
    await expect(postTransfers(handle.db, batch)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await balances(player)).toEqual({ cash: 50_00n, bonus: 0n, commission: 0n });
    expect(await transfersWithKeys(batch.map((t) => t.key))).toBe(0n);

    const guarded = (allowed: boolean[]) =>
      postTransfers<{ label: string }, 'allowed' | 'label'>(
        handle.db,
        allowed.map(() =>
          transfer({ kind: 'bet', from: { player }, to: { house: 'vendor_clearing:BATCH' }, amount: 1_00n }),
        ),
        {
          follower: {
            columns: { allowed: 'boolean', label: 'text' },
            values: allowed.map((ok, i) => ({ allowed: ok, label: `call ${i}` })),
            guard: (each) => each.value.allowed,
            statement: (posted) => ({
              ctes: sql`noted as (select ${posted.transferId} as id, ${posted.value.label} as label
                from ${posted.relation})`,
              joins: sql`join noted on noted.id = ${posted.transferId}`,
              select: sql`noted.label as label`,
            }),
          },
        },
      );
    await expect(guarded([true, false, true])).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await balances(player)).toEqual({ cash: 50_00n, bonus: 0n, commission: 0n });
    const passed = await guarded([true, true]);
    // The follower's answer comes back with each transfer it rode with.
    expect(passed.map((p) => p.row?.label)).toEqual(['call 0', 'call 1']);
    expect(await balances(player)).toEqual({ cash: 48_00n, bonus: 0n, commission: 0n });
  });

  it('answers a replayed batch without moving money again, and posts the new transfers beside the replays', async () => {
    const player = await newPlayer();
    const first = [
      transfer({ kind: 'deposit', from: { house: 'deposits_clearing' }, to: { player }, amount: 30_00n }),
      transfer({ kind: 'bet', from: { player }, to: { house: 'vendor_clearing:BATCH' }, amount: 30_00n }),
    ];
    const posted = await postTransfers(handle.db, first);
    const replayed = await postTransfers(handle.db, first);
    expect(replayed.map((r) => [r.transferId, r.replayed])).toEqual(posted.map((p) => [p.transferId, true]));
    expect(await balances(player)).toEqual({ cash: 0n, bonus: 0n, commission: 0n });

    // The replayed bet would no longer be covered (the money is gone): it is answered as a replay all the same,
    // and the new deposit beside it posts.
    const fresh = transfer({
      kind: 'deposit',
      from: { house: 'deposits_clearing' },
      to: { player },
      amount: 5_00n,
    });
    const mixed = await postTransfers(handle.db, [first[1]!, fresh]);
    expect(mixed.map((r) => r.replayed)).toEqual([true, false]);
    expect(await balances(player)).toEqual({ cash: 5_00n, bonus: 0n, commission: 0n });
  });

  it('refuses a key reused for another transfer and leaves the rest of its batch unposted', async () => {
    const player = await newPlayer();
    const [deposit] = await postTransfers(handle.db, [
      transfer({ kind: 'deposit', from: { house: 'deposits_clearing' }, to: { player }, amount: 10_00n }),
    ]);
    const reused = rowsOf<{ idempotency_key: string }>(
      await handle.db.execute(
        sql`select idempotency_key from ledger_transfers where id = ${deposit!.transferId}`,
      ),
    )[0]!.idempotency_key;
    const fresh = transfer({
      kind: 'deposit',
      from: { house: 'deposits_clearing' },
      to: { player },
      amount: 1_00n,
    });
    await expect(
      postTransfers(handle.db, [
        fresh,
        transfer({
          key: reused,
          kind: 'deposit',
          from: { house: 'deposits_clearing' },
          to: { player },
          amount: 99_00n,
        }),
      ]),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(await balances(player)).toEqual({ cash: 10_00n, bonus: 0n, commission: 0n });
    expect(await transfersWithKeys([fresh.key])).toBe(0n);
  });

  it('posts each transfer on its own when asked: a refused one answers nothing, the others move', async () => {
    const [rich, poor] = [await newPlayer(), await newPlayer()];
    await postTransfers(handle.db, [
      transfer({
        kind: 'deposit',
        from: { house: 'deposits_clearing' },
        to: { player: rich },
        amount: 10_00n,
      }),
    ]);
    const posted = await postTransfers(
      handle.db,
      [
        transfer({
          kind: 'bet',
          from: { player: rich },
          to: { house: 'vendor_clearing:BATCH' },
          amount: 4_00n,
        }),
        transfer({
          kind: 'bet',
          from: { player: poor },
          to: { house: 'vendor_clearing:BATCH' },
          amount: 4_00n,
        }),
      ],
      { each: true, house: 'deferred' },
    );
    expect(posted.map((p) => p?.players)).toEqual([
      [{ playerId: rich, balance: 6_00n, available: 6_00n }],
      undefined,
    ]);
    expect(await balances(poor)).toEqual({ cash: 0n, bonus: 0n, commission: 0n });
  });

  it('keeps every balance exact while batches move money between the same players both ways at once', async () => {
    const ids = [await newPlayer(), await newPlayer(), await newPlayer()];
    await postTransfers(
      handle.db,
      ids.map((player) =>
        transfer({ kind: 'deposit', from: { house: 'deposits_clearing' }, to: { player }, amount: 100_00n }),
      ),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => {
        const [a, b, c] = i % 2 ? ids : [...ids].reverse();
        return postTransfers(handle.db, [
          transfer({ kind: 'transfer', from: { player: a! }, to: { player: b! }, amount: 3_00n }),
          transfer({ kind: 'transfer', from: { player: b! }, to: { player: c! }, amount: 3_00n }),
          transfer({ kind: 'transfer', from: { player: c! }, to: { player: a! }, amount: 3_00n }),
        ]);
      }),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    for (const player of ids) expect((await balances(player)).cash).toBe(100_00n);
  });
});
