import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPayoutKind } from '../../test-support/settlement-kinds.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  expectLedgerBalanced,
  newMember,
  operatorAuth,
  walletOf,
  type TestMember,
} from '../../test-support/wallet.ts';
import { addOperator } from '../../test-support/operators.ts';
import { createSettlements } from './index.ts';

// Bangkok (the test brand's zone) is UTC+7: 03:02 UTC is 10:02 there.
let now = new Date('2026-05-04T03:02:00Z');
const clock = () => now;
const amounts = new Map<bigint, bigint>();
const executions: string[] = [];
let holdAfterPayment: ((subject: string) => Promise<void>) | undefined;
const kind = testPayoutKind({
  amounts: () => amounts,
  executions,
  afterPayment: (subject) => holdAfterPayment?.(subject) ?? Promise.resolve(),
});

let t: TestApp;
let alice: TestMember;
let bob: TestMember;

beforeAll(async () => {
  t = await startTestApp({ settlements: { extraKinds: [kind], clock, worker: 'worker-a' } });
  alice = await newMember(t, { username: 'runalice' });
  bob = await newMember(t, { username: 'runbob' });
  amounts.set(alice.id, 1_000n).set(bob.id, 250n);
});
afterAll(() => t.close());

const secondWorker = () =>
  createSettlements(t.database.db, [kind], { clock, worker: 'worker-b', log: pino({ level: 'silent' }) });

interface RunView {
  id: string;
  period: string;
  state: string;
  attempts: number;
  paid: string;
  outputs: Record<string, unknown> | null;
  error: string | null;
}

async function listRuns(query = '?kind=test-payout'): Promise<RunView[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/admin-api/v1/settlements${query}`,
    headers: await operatorAuth(t),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: RunView[] }>().items;
}

const runPeriod = async (payload: Record<string, unknown>, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/settlements/run',
    headers: headers ?? (await operatorAuth(t)),
    payload: { kind: 'test-payout', ...payload },
  });

const bonusTransfers = async () =>
  (
    (await t.database.db.execute(sql`
      select idempotency_key from ledger_transfers where kind = 'bonus' order by idempotency_key`)) as unknown as {
      rows: { idempotency_key: string }[];
    }
  ).rows.map((row) => row.idempotency_key);

describe('settlement runs', () => {
  it('settles the last closed period, then every period missed in a downtime in order, each once across two workers', async () => {
    await t.app.jobs.runNow('test-payout');
    expect(executions).toEqual(['2026-05-04T09:55+07:00']);
    // Half an hour without a worker: six periods closed meanwhile.
    now = new Date('2026-05-04T03:32:30Z');
    await Promise.all([t.app.settlements.catchUp('test-payout'), secondWorker().catchUp('test-payout')]);
    const expected = ['10:00', '10:05', '10:10', '10:15', '10:20', '10:25'].map(
      (time) => `2026-05-04T${time}+07:00`,
    );
    expect(executions).toEqual(['2026-05-04T09:55+07:00', ...expected]);
    const runs = await listRuns();
    expect(runs.map((run) => [run.period, run.state, run.attempts, run.paid])).toEqual(
      ['2026-05-04T09:55+07:00', ...expected].reverse().map((period) => [period, 'completed', 1, '12.50']),
    );
    expect((await walletOf(t, alice)).balance).toBe('70.00');
    expect((await walletOf(t, bob)).balance).toBe('17.50');
    expect(await bonusTransfers()).toHaveLength(14);
    // Nothing closed since: another pass runs nothing.
    await t.app.jobs.runNow('test-payout');
    expect(executions).toHaveLength(7);
    await expectLedgerBalanced(t);
  });

  it('lets an operator run a period again, paying only the difference, and audits it', async () => {
    const period = { brandDate: '2026-05-04', hour: 10, minute: 7 };
    const unchanged = await runPeriod(period);
    expect(unchanged.json()).toMatchObject({ status: 'completed', paid: '0.00' });
    amounts.set(alice.id, 1_500n);
    const more = await runPeriod(period);
    expect(more.json()).toMatchObject({ status: 'completed', paid: '5.00' });
    amounts.set(bob.id, 100n);
    const less = await runPeriod(period);
    expect(less.json()).toMatchObject({ status: 'completed', paid: '-1.50' });
    expect((await walletOf(t, alice)).balance).toBe('75.00');
    expect((await walletOf(t, bob)).balance).toBe('16.00');
    const run = (await listRuns()).find((item) => item.period === '2026-05-04T10:05+07:00');
    expect(run).toMatchObject({ state: 'completed', attempts: 4, paid: '16.00', outputs: { total: '1600' } });
    const audit = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/audit?pageSize=50',
      headers: await operatorAuth(t),
    });
    expect(audit.json<{ items: { target: string }[] }>().items.map((item) => item.target)).toContain(
      'test-payout 2026-05-04T10:05+07:00',
    );
    amounts.set(alice.id, 1_000n).set(bob.id, 250n);
    await expectLedgerBalanced(t);
  });

  it('refuses an open period, an unknown kind and operators without the settlement permission', async () => {
    const open = await runPeriod({ brandDate: '2026-05-04', hour: 10, minute: 31 });
    expect(open.statusCode).toBe(409);
    expect(open.json().code).toBe('INVALID_STATE');
    const unknown = await runPeriod({ kind: 'no-such-kind' });
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { kind: 'INVALID' } });
    for (const brandDate of ['2026-13-45', '2026-02-30']) {
      const noSuchDate = await runPeriod({ brandDate });
      expect(noSuchDate.statusCode).toBe(400);
      expect(noSuchDate.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { brandDate: 'INVALID' },
      });
    }
    const support = await addOperator(t, 'runsupport', 'support');
    expect((await runPeriod({}, support.auth)).statusCode).toBe(403);
    const viewer = await addOperator(t, 'runviewer', 'viewer');
    expect((await runPeriod({}, viewer.auth)).statusCode).toBe(403);
    const seen = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/settlements',
      headers: viewer.auth,
    });
    expect(seen.statusCode).toBe(200);
  });

  it('hands a run whose worker stopped mid-way to another worker, which pays only what was left', async () => {
    now = new Date('2026-05-04T03:37:00Z');
    let reachedFirst!: () => void;
    const firstPaid = new Promise<void>((resolve) => (reachedFirst = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    holdAfterPayment = async () => {
      holdAfterPayment = undefined;
      reachedFirst();
      await released;
    };
    const stuck = t.app.settlements.catchUp('test-payout');
    await firstPaid;
    // Worker A froze after paying alice; its lease runs out.
    await t.database.db.execute(sql`update settlement_runs set lease_until = now() - interval '1 second'
      where kind = 'test-payout' and state = 'running'`);
    const other = secondWorker();
    await other.catchUp('test-payout');
    release();
    await stuck;
    const run = (await listRuns()).find((item) => item.period === '2026-05-04T10:30+07:00');
    expect(run).toMatchObject({ state: 'completed', attempts: 2, paid: '12.50', error: null });
    expect((await bonusTransfers()).filter((key) => key.includes('10:30'))).toHaveLength(2);
    expect((await walletOf(t, alice)).balance).toBe('85.00');
    expect((await walletOf(t, bob)).balance).toBe('18.50');
    await expectLedgerBalanced(t);
  });
});
