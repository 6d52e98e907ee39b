/**
 * Reads cut into parts that run side by side in one snapshot (`inSharedSnapshot`): every part sees what the
 * lead's snapshot holds and nothing committed after it, the parts run on their own connections when the pool
 * lends them, and in turn on the lead when it cannot (a pool of one, a pool held by others), without waiting.
 * Only the PostgreSQL project runs this file: PGlite has one session, where the parts always run in turn.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle, Executor } from './client.ts';
import { inSharedSnapshot } from './shared-snapshot.ts';
import { openTestDatabase } from './test-database.ts';

let handle: DatabaseHandle;
let url: string;
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const probeCount = async (db: Executor) =>
  Number(rowsOf(await db.execute(sql`select count(*) as n from snapshot_probe`))[0]!.n);
const backend = async (db: Executor) =>
  Number(rowsOf(await db.execute(sql`select pg_backend_pid() as pid`))[0]!.pid);
/** A part that counts the probe rows and says which connection it ran on, after a short wait. */
const countingPart = async (tx: Executor) => {
  await tx.execute(sql`select pg_sleep(0.05)`);
  return { count: await probeCount(tx), pid: await backend(tx) };
};

beforeAll(async () => {
  handle = await openTestDatabase();
  url = ((handle.db as { $client?: unknown }).$client as pg.Pool).options.connectionString!;
  await handle.db.execute(sql`create table snapshot_probe (n int)`);
  await handle.db.execute(sql`insert into snapshot_probe select generate_series(1, 3)`);
});
afterAll(() => handle.close());

function poolOf(max: number) {
  const pool = new pg.Pool({ connectionString: url, max });
  return { pool, db: drizzle({ client: pool }) as unknown as Database };
}

describe('reads side by side in one snapshot', () => {
  it('shows every part the state of the lead’s snapshot, not a row committed after it', async () => {
    const before = await probeCount(handle.db);
    const [first, second, third] = await inSharedSnapshot(
      handle.db,
      async (lead) => {
        const seen = await probeCount(lead);
        // Committed by another session once the lead's snapshot is taken, before any part starts.
        await handle.db.execute(sql`insert into snapshot_probe values (99)`);
        return seen;
      },
      (seen) => {
        expect(seen).toBe(before);
        return [countingPart, countingPart, countingPart] as const;
      },
    );
    expect([first.count, second.count, third.count]).toEqual([before, before, before]);
    expect(new Set([first.pid, second.pid, third.pid]).size).toBe(3);
    expect(await probeCount(handle.db)).toBe(before + 1);
  });

  it('runs the parts in turn on the lead with a pool of one, and never waits for a second connection', async () => {
    const { pool, db } = poolOf(1);
    try {
      const answers = await inSharedSnapshot(db, backend, () => [countingPart, countingPart] as const);
      expect(answers[0].pid).toBe(answers[1].pid);
      expect(answers[0].count).toBe(answers[1].count);
    } finally {
      await pool.end();
    }
  });

  it('runs on the lead the parts that find every connection of the pool taken', async () => {
    const { pool, db } = poolOf(4);
    const held = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    try {
      const [lead, ...others] = await inSharedSnapshot(
        db,
        backend,
        () => [countingPart, countingPart, countingPart] as const,
      );
      for (const other of others) expect(other.pid).toBe(lead.pid);
    } finally {
      for (const client of held) client.release();
      await pool.end();
    }
  });

  it('fails when a part fails, once every part has finished', async () => {
    let finished = 0;
    const slow = async (tx: Executor) => {
      await tx.execute(sql`select pg_sleep(0.1)`);
      finished += 1;
      return finished;
    };
    const failing = async (tx: Executor) => tx.execute(sql`select 1 / 0`);
    await expect(
      inSharedSnapshot(
        handle.db,
        async () => undefined,
        () => [slow, failing, slow] as const,
      ),
    ).rejects.toThrow(/select 1 \/ 0/);
    expect(finished).toBe(2);
  });
});
