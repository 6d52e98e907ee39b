import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type DatabaseHandle, type Executor } from './client.ts';
import { withSettableClock } from './clock.ts';
import { openTestDatabase } from './test-database.ts';

let handle: DatabaseHandle;
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const appNowOf = async (db: Executor) =>
  new Date(rowsOf(await db.execute(sql`select app_now() as at`))[0]!.at as string | Date);
const followsNow = async (db: Executor) =>
  rowsOf(await db.execute(sql`select app_now() = now() as same`))[0]!.same;

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table clock_probe (n int, at timestamptz not null default app_now())`);
});
afterAll(() => handle.close());

const DEMO_DAY = new Date('2026-10-29T12:34:56.789Z');

describe('the platform clock, app_now()', () => {
  it('is now() when no one has set it', async () => {
    expect(await followsNow(handle.db)).toBe(true);
    await inTransaction(handle.db, async (tx) => expect(await followsNow(tx)).toBe(true));
  });

  it('dates what the work writes, in and out of transactions, and is taken back after it', async () => {
    await withSettableClock(handle.db, async (db, clock) => {
      await clock.setTo(DEMO_DAY);
      expect(await appNowOf(db)).toEqual(DEMO_DAY);
      await db.execute(sql`insert into clock_probe (n) values (1)`);
      const later = new Date(DEMO_DAY.getTime() + 3_600_000);
      await clock.setTo(later);
      await inTransaction(db, async (tx) => {
        expect(await appNowOf(tx)).toEqual(later);
        await tx.execute(sql`insert into clock_probe (n) values (2)`);
      });
      // Other work on the database: PGlite has one session (the demo runs before anything else is served);
      // on PostgreSQL the clock stays on the work's own connection.
      expect(await followsNow(handle.db)).toBe(handle.kind === 'postgres');
    });
    const rows = rowsOf(await handle.db.execute(sql`select n, at from clock_probe order by n`));
    expect(rows.map((row) => new Date(row.at as string | Date))).toEqual([
      DEMO_DAY,
      new Date(DEMO_DAY.getTime() + 3_600_000),
    ]);
    expect(await followsNow(handle.db)).toBe(true);
  });

  it('is taken back when the work fails', async () => {
    await expect(
      withSettableClock(handle.db, async (_db, clock) => {
        await clock.setTo(DEMO_DAY);
        throw new Error('demo failed');
      }),
    ).rejects.toThrow('demo failed');
    expect(await followsNow(handle.db)).toBe(true);
  });

  it('is what every column that defaults to a time reads, inlined into the statement', async () => {
    const defaults = rowsOf(
      await handle.db.execute(sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_default like '%now()%' and column_default <> 'app_now()'`),
    );
    expect(defaults).toEqual([]);
    // Inlined, it costs a statement an expression rather than a function call (the wallet's hot path uses it).
    const plan = rowsOf(await handle.db.execute(sql`explain (verbose, costs off) select app_now()`))
      .map((row) => Object.values(row).join(''))
      .join('\n');
    expect(plan).toContain('current_setting');
  });
});
