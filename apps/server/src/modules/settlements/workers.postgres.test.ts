/**
 * Settlements across real processes on one PostgreSQL and Redis: two web nodes and two workers settle every
 * period once, and a worker SIGKILLed in the middle of a run leaves it to the next worker, which pays nothing
 * twice. Only the suite's PostgreSQL project runs this file (vitest.config.ts): PGlite is one process's database.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { createServerDatabase } from '../../db/test-database.ts';
import {
  killPlatformNodes,
  rowsOf as rowsIn,
  startPlatformNode,
  waitFor,
} from '../../test-support/platform-nodes.ts';
import { checkLedger } from '../ledger/index.ts';

const PLAYERS = 3;
const AMOUNT = 700n;
// The processes' clock: 120 times real time, so a five-minute period closes every 2.5 seconds.
const CLOCK = { start: '2026-05-04T03:00:30Z', realStart: Date.now(), speed: 120 };
const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-settlement-nodes-'));

let database: { url: string; drop(): Promise<void> };
let handle: DatabaseHandle;
let brandId: bigint;
let probePlayers = '';

const startNode = (props: { role: 'web' | 'worker'; name: string; env?: Record<string, string> }) =>
  startPlatformNode({
    ...props,
    databaseUrl: database.url,
    dataDir,
    env: {
      SETTLEMENT_CLOCK_START: CLOCK.start,
      SETTLEMENT_CLOCK_REAL_START: String(CLOCK.realStart),
      SETTLEMENT_CLOCK_SPEED: String(CLOCK.speed),
      SETTLEMENT_LEASE_MS: '1500',
      PROBE_PLAYERS: probePlayers,
      ...props.env,
    },
  });

const rowsOf = <T>(query: ReturnType<typeof sql>) => rowsIn<T>(handle.db, query);

interface RunRecord {
  period_key: string;
  state: string;
  attempts: number;
  claimed_by: string | null;
}
const runsInOrder = () =>
  rowsOf<RunRecord>(sql`select period_key, state, attempts, claimed_by from settlement_runs
    where kind = 'test-payout' order by period_start`);

/** Bonus transfers per period, from the ledger's own rows. */
async function paymentsByPeriod(): Promise<Map<string, number>> {
  const rows = await rowsOf<{ reference: string; payments: string | number }>(sql`
    select reference, count(*) as payments from ledger_transfers where kind = 'bonus' group by reference`);
  return new Map(rows.map((row) => [row.reference.replace('test-payout ', ''), Number(row.payments)]));
}

async function expectLedgerBalanced() {
  const check = await inTransaction(handle.db, (tx) => checkLedger(tx, brandId));
  expect(check.problems).toEqual([]);
  expect(check.balanced).toBe(true);
}

beforeAll(async () => {
  database = await createServerDatabase(process.env.TEST_DATABASE_URL!);
  handle = await openDatabase({ url: database.url });
});
afterAll(async () => {
  killPlatformNodes();
  await handle?.close();
  await database?.drop();
});

describe('settlement workers in separate processes', () => {
  it(
    'two web nodes and two workers settle every closed period exactly once, in order',
    { timeout: 180_000 },
    async () => {
      const web1 = await startNode({ role: 'web', name: 'web-1' });
      brandId = (await rowsOf<{ id: bigint }>(sql`select id from brands where is_default`))[0]!.id;
      const players = await rowsOf<{ id: bigint }>(sql`
      insert into players (brand_id, username, password_hash, referral_code, registration_ip)
      select ${brandId}, 'payee' || n, 'not-a-hash', 'REF' || n, '127.0.0.1' from generate_series(1, ${PLAYERS}) n
      returning id`);
      probePlayers = players.map((player) => `${player.id}:${AMOUNT}`).join(',');
      const web2 = await startNode({ role: 'web', name: 'web-2' });
      const workers = [
        await startNode({ role: 'worker', name: 'worker-1' }),
        await startNode({ role: 'worker', name: 'worker-2' }),
      ];
      expect(workers.map((worker) => worker.baseUrl)).toEqual([undefined, undefined]);
      await waitFor('six settled periods', async () => {
        const runs = await runsInOrder();
        return runs.filter((run) => run.state === 'completed').length >= 6;
      });
      for (const node of [...workers, web1, web2]) await node.stop();

      const runs = await runsInOrder();
      const completed = runs.filter((run) => run.state === 'completed');
      // Completed periods are the oldest ones, one after another; each was claimed once, by a worker.
      expect(runs.slice(0, completed.length)).toEqual(completed);
      expect(runs.every((run) => run.state === 'completed' || run.state === 'pending')).toBe(true);
      for (const run of completed) {
        expect(run.attempts).toBe(1);
        expect(['worker-1', 'worker-2']).toContain(run.claimed_by);
      }
      const payments = await paymentsByPeriod();
      expect([...payments.keys()].sort()).toEqual(completed.map((run) => run.period_key).sort());
      expect([...payments.values()].every((count) => count === PLAYERS)).toBe(true);
      await expectLedgerBalanced();
    },
  );

  it(
    'resumes a run after its worker is SIGKILLed between two payments, paying each player once',
    { timeout: 180_000 },
    async () => {
      const freezeFile = path.join(dataDir, 'frozen');
      const web = await startNode({ role: 'web', name: 'web-3' });
      const doomed = await startNode({
        role: 'worker',
        name: 'worker-3',
        env: { PROBE_FREEZE_FILE: freezeFile },
      });
      await waitFor('the first payment of a run', () => existsSync(freezeFile));
      await doomed.kill();
      const frozenPeriod = readFileSync(freezeFile, 'utf8').split(' ')[0]!;
      expect((await paymentsByPeriod()).get(frozenPeriod)).toBe(1);
      const [frozen] =
        await rowsOf<RunRecord>(sql`select period_key, state, attempts, claimed_by from settlement_runs
      where kind = 'test-payout' and period_key = ${frozenPeriod}`);
      expect(frozen).toMatchObject({ state: 'running', claimed_by: 'worker-3' });

      const successor = await startNode({ role: 'worker', name: 'worker-4' });
      await waitFor('the frozen run to complete and the next one after it', async () => {
        const runs = await runsInOrder();
        const index = runs.findIndex((run) => run.period_key === frozenPeriod);
        return runs[index]?.state === 'completed' && runs[index + 1]?.state === 'completed';
      });
      await successor.stop();
      await web.stop();

      const [resumed] =
        await rowsOf<RunRecord>(sql`select period_key, state, attempts, claimed_by from settlement_runs
      where kind = 'test-payout' and period_key = ${frozenPeriod}`);
      expect(resumed).toMatchObject({ state: 'completed', attempts: 2, claimed_by: 'worker-4' });
      const payments = await paymentsByPeriod();
      const runs = await runsInOrder();
      const completed = runs.filter((run) => run.state === 'completed');
      expect(runs.every((run) => run.state === 'completed' || run.state === 'pending')).toBe(true);
      expect(completed.map((run) => payments.get(run.period_key))).toEqual(completed.map(() => PLAYERS));
      // However the processes ended, no player was paid twice for one period.
      const twice =
        await rowsOf(sql`select credit_account, reference from ledger_transfers where kind = 'bonus'
      group by credit_account, reference having count(*) > 1`);
      expect(twice).toEqual([]);
      await expectLedgerBalanced();
    },
  );
});
