import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type DatabaseHandle } from '../../db/client.ts';
import { checkLedger, foldHouseSide, FOLDED_SHARD, postTransfers } from './index.ts';
import { newLedgerPlayer, openLedgerTestDatabase } from '../../test-support/ledger.ts';

let handle: DatabaseHandle;
let brandId: bigint;
const CURRENCY = 'THB';
const HOUSE = 'vendor_clearing:FOLD' as const;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function fundedPlayer(amount: bigint): Promise<bigint> {
  const player = await newLedgerPlayer(handle, brandId, 'fold');
  await inTransaction(handle.db, (tx) =>
    postTransfers(tx, [
      {
        brandId,
        currency: CURRENCY,
        key: `fold-funding:${player}`,
        kind: 'deposit',
        from: { house: 'deposits_clearing' },
        to: { player },
        amount,
      },
    ]),
  );
  return player;
}

/** A game bet or win as the wallet posts it: one statement, its house side deferred. */
const post = async (player: bigint, kind: 'bet' | 'win', amount: bigint, key: string) => {
  const [posted] = await postTransfers(
    handle.db,
    [
      {
        brandId,
        currency: CURRENCY,
        key,
        kind,
        from: kind === 'bet' ? { player } : { house: HOUSE },
        to: kind === 'bet' ? { house: HOUSE } : { player },
        amount,
      },
    ],
    { house: 'deferred' },
  );
  return posted!;
};

const check = () => inTransaction(handle.db, (tx) => checkLedger(tx, brandId));
const waiting = async () =>
  rowsOf<{ n: bigint }>(await handle.db.execute(sql`select count(*) as n from ledger_house_pending`))[0]!.n;
const foldedAccount = async () =>
  rowsOf<{ id: bigint; balance: bigint }>(
    await handle.db.execute(sql`select id, balance from ledger_accounts
      where brand_id = ${brandId} and house_code = ${HOUSE} and shard = ${FOLDED_SHARD}`),
  )[0];

beforeAll(async () => {
  ({ handle, brandId } = await openLedgerTestDatabase());
});
afterAll(() => handle.close());
afterEach(async () => {
  const result = await check();
  expect(result.problems).toEqual([]);
  expect(result.balanced).toBe(true);
});

describe('house side folding', () => {
  it('keeps the ledger balanced while house sides wait, and folds them into entries with running balances', async () => {
    const player = await fundedPlayer(100_00n);
    await post(player, 'bet', 10_00n, 'fold:a:bet');
    await post(player, 'win', 25_00n, 'fold:a:win');
    await post(player, 'bet', 5_00n, 'fold:a:bet2');
    expect(await waiting()).toBe(3n);
    const before = (await check()).totals.find((t) => t.currency === CURRENCY)!;
    // The house owes what the player won: the waiting sides count in the house's total already.
    expect(before.house[HOUSE]).toBe(10_00n - 25_00n + 5_00n);

    expect(await foldHouseSide(handle.db)).toBe(3);
    expect(await waiting()).toBe(0n);
    const account = await foldedAccount();
    expect(account?.balance).toBe(-10_00n);
    const entries = rowsOf<{ amount: bigint; balance_after: bigint }>(
      await handle.db.execute(sql`select amount, balance_after from ledger_entries
        where account_id = ${account!.id} order by transfer_id`),
    );
    expect(entries).toEqual([
      { amount: 10_00n, balance_after: 10_00n },
      { amount: -25_00n, balance_after: -15_00n },
      { amount: 5_00n, balance_after: -10_00n },
    ]);
    expect((await check()).totals.find((t) => t.currency === CURRENCY)!.house[HOUSE]).toBe(-10_00n);
    expect(await foldHouseSide(handle.db)).toBe(0);
  });

  it('folds every house side exactly once while postings and several folds run at the same time', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => fundedPlayer(1_000_00n)));
    const startBalance = (await foldedAccount())?.balance ?? 0n;
    let postingsDone = false;
    const folds = Array.from({ length: 3 }, async () => {
      let folded = 0;
      while (!postingsDone) folded += await foldHouseSide(handle.db);
      return folded;
    });
    let net = 0n;
    await Promise.all(
      ids.flatMap((player, p) =>
        Array.from({ length: 25 }, async (_, i) => {
          const amount = BigInt(100 + i);
          await post(player, 'bet', amount, `fold:race:${p}:${i}:bet`);
          await post(player, 'win', amount * 2n, `fold:race:${p}:${i}:win`);
          net += amount - amount * 2n;
        }),
      ),
    );
    postingsDone = true;
    const folded = (await Promise.all(folds)).reduce((a, b) => a + b, 0) + (await foldHouseSide(handle.db));
    expect(folded).toBe(8 * 25 * 2);
    expect(await waiting()).toBe(0n);
    expect((await foldedAccount())!.balance - startBalance).toBe(net);
    const uneven = rowsOf<{ n: bigint }>(
      await handle.db.execute(sql`select count(*) as n from ledger_transfers t
        where t.idempotency_key like 'fold:race:%'
          and (select count(*) from ledger_entries e where e.transfer_id = t.id) <> 2`),
    )[0]!.n;
    expect(uneven).toBe(0n);
  });

  it('reports a house side waiting for a transfer that already has its house entry', async () => {
    const player = await fundedPlayer(50_00n);
    const transfer = await post(player, 'bet', 1_00n, 'fold:twice:bet');
    await foldHouseSide(handle.db);
    await handle.db
      .execute(sql`insert into ledger_house_pending (transfer_id, brand_id, currency, house_code, amount)
      values (${transfer.transferId}, ${brandId}, ${CURRENCY}, ${HOUSE}, 0)`);
    const codes = (await check()).problems.map((p) => p.code);
    expect(codes).toContain('WAITING_SIDE_NOT_HOUSE');
    expect(codes).toContain('TRANSFER_NOT_TWO_SIDED');
    await handle.db.execute(sql`delete from ledger_house_pending where transfer_id = ${transfer.transferId}`);
  });
});
