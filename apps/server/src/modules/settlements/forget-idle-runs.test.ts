import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testPayoutKind } from '../../test-support/settlement-kinds.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { expectLedgerBalanced, newMember } from '../../test-support/wallet.ts';
import { forgetIdleRunsJob, IDLE_RUN_DAYS } from './index.ts';

// Bangkok (the test brand's zone) is UTC+7: 03:17 UTC is 10:17 there, three five-minute periods after 10:00.
let now = new Date('2026-05-04T03:02:00Z');
const amounts = new Map<bigint, bigint>();
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    settlements: { extraKinds: [testPayoutKind({ amounts: () => amounts })], clock: () => now },
  });
});
afterAll(() => t.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const periods = async () =>
  rowsOf<{ period_key: string }>(
    await t.database.db.execute(
      sql`select period_key from settlement_runs where kind = 'test-payout' order by period_start`,
    ),
  ).map((row) => row.period_key.slice(11, 16));

it('forgets old runs that paid nobody, keeps those that paid and the latest one', async () => {
  const member = await newMember(t, { username: 'idleruns' });
  await t.app.jobs.runNow('test-payout'); // 09:55, nobody owed anything
  amounts.set(member.id, 300n);
  now = new Date('2026-05-04T03:07:00Z');
  await t.app.jobs.runNow('test-payout'); // 10:00 pays
  amounts.clear();
  now = new Date('2026-05-04T03:17:00Z');
  await t.app.jobs.runNow('test-payout'); // 10:05 and 10:10 pay nothing
  expect(await periods()).toEqual(['09:55', '10:00', '10:05', '10:10']);

  // Runs finished within the window stay.
  await forgetIdleRunsJob.run(t.database.db);
  expect(await periods()).toEqual(['09:55', '10:00', '10:05', '10:10']);

  await t.database.db.execute(sql`update settlement_runs
    set finished_at = now() - make_interval(days => ${IDLE_RUN_DAYS + 1}) where kind = 'test-payout'`);
  await forgetIdleRunsJob.run(t.database.db);
  expect(await periods()).toEqual(['10:00', '10:10']);

  // Catch-up carries on from the latest run: the next period is 10:15, and nothing already paid pays again.
  now = new Date('2026-05-04T03:22:00Z');
  await t.app.jobs.runNow('test-payout');
  expect(await periods()).toEqual(['10:00', '10:10', '10:15']);
  await expectLedgerBalanced(t);
});
