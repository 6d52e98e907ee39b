import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../db/test-database.ts';
import { createJobRunner } from './jobs.ts';

let handle: DatabaseHandle;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('scheduled jobs', () => {
  it('runs a job on one node at a time, and again once the run has finished', async () => {
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const job = {
      name: 'probe',
      everyMs: 60_000,
      async run() {
        runs += 1;
        await gate;
      },
    };
    const nodeA = createJobRunner(handle.db, [job], log);
    const nodeB = createJobRunner(handle.db, [job], log);
    const first = nodeA.runNow('probe');
    // Let node A take the lease before node B asks for it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await nodeB.runNow('probe')).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(await nodeB.runNow('probe')).toBe(true);
    expect(runs).toBe(2);
  });

  it('records a failed run and lets the next run go ahead', async () => {
    const runner = createJobRunner(
      handle.db,
      [{ name: 'failing', everyMs: 60_000, run: () => Promise.reject(new Error('gateway down')) }],
      log,
    );
    expect(await runner.runNow('failing')).toBe(true);
    const rows = (await handle.db.execute(
      sql`select last_error from job_leases where name = 'failing'`,
    )) as unknown as {
      rows: { last_error: string }[];
    };
    expect(rows.rows[0]!.last_error).toBe('gateway down');
    expect(await runner.runNow('failing')).toBe(true);
  });
});
