import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { Job } from '../../platform/jobs.ts';
import { HOUSE_SHARDS } from './accounts.ts';

/**
 * The shard number of the house account that receives folded house sides. Only the fold writes it, so the
 * postings that defer their house side never wait on it, and the fold never waits on the live shards.
 */
export const FOLDED_SHARD = HOUSE_SHARDS;

/** Rows per fold statement: large enough to keep up with thousands of bets a second, small enough to stay brief. */
const FOLD_BATCH = 5_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Turns up to FOLD_BATCH waiting house sides into house entries, in ONE statement: the rows are taken out of
 * `ledger_house_pending` (each exactly once, even with two folds racing), each house account of the batch is
 * created or moved by its total, and each transfer gets its house entry with the running balance after it. A
 * reader sees either the waiting row or the entry and the balance, never both or neither (the ledger check
 * relies on it). Answers how many house sides it folded.
 */
export async function foldHouseSideBatch(db: Executor): Promise<number> {
  const rows = rowsOf<{ folded: bigint }>(
    await db.execute(sql`
      with taken as (
        delete from ledger_house_pending
        where ctid = any(array(select ctid from ledger_house_pending limit ${FOLD_BATCH} for update skip locked))
        returning transfer_id, brand_id, currency, house_code, amount
      ), totals as (
        select brand_id, currency, house_code, sum(amount)::int8 as total from taken group by 1, 2, 3
      ), accounts as (
        insert into ledger_accounts (brand_id, currency, kind, house_code, shard, balance)
        select brand_id, currency, 'house', house_code, ${FOLDED_SHARD}, total from totals
        on conflict (brand_id, currency, house_code, shard) where house_code is not null
        do update set balance = ledger_accounts.balance + excluded.balance
        returning id, brand_id, currency, house_code, balance
      ), written as (
        insert into ledger_entries (transfer_id, account_id, amount, balance_after)
        select taken.transfer_id, accounts.id, taken.amount,
          accounts.balance - totals.total
            + sum(taken.amount) over (partition by accounts.id order by taken.transfer_id)
        from taken
        join totals using (brand_id, currency, house_code)
        join accounts using (brand_id, currency, house_code)
        order by taken.transfer_id
        returning 1
      )
      select count(*)::int8 as folded from written`),
  );
  return Number(rows[0]?.folded ?? 0n);
}

/** Folds until nothing waits (or a pass finds less than a full batch). Answers how many it folded. */
export async function foldHouseSide(db: Executor): Promise<number> {
  let folded = 0;
  for (;;) {
    const batch = await foldHouseSideBatch(db);
    folded += batch;
    if (batch < FOLD_BATCH) return folded;
  }
}

/** Every second: the house sides of game bets and wins reach their house accounts within about a second. */
export const foldHouseSideJob: Job = {
  name: 'ledger-house-fold',
  everyMs: 1_000,
  async run(db: Database) {
    await foldHouseSide(db);
  },
};
