/**
 * A platform process for the multi-process settlement tests (settlements/workers.postgres.test.ts): the real
 * start-up in the role of ROLE, plus the test-only payout kind, on a clock that runs SETTLEMENT_CLOCK_SPEED
 * times faster than real time from SETTLEMENT_CLOCK_START, the same for every process of a test.
 *
 * PROBE_PLAYERS lists `playerId:minorUnits` pairs to pay each period. With PROBE_FREEZE_FILE set, the process
 * writes that file after its first payment and then stops working (the test SIGKILLs it there).
 *
 * RUN_JOB names a scheduled job to run again and again (every RUN_JOB_EVERY_MS, each run after the last has
 * ended) rather than on its own schedule: the real-time salary's is five minutes.
 *
 * With JOBS_AFTER_FILE set, the process starts up but runs no job until that file exists: a test starts it
 * while it writes its data, as a worker is up before the work it will do is due.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { loadConfig, type Config } from '../config/config.ts';
import { closeOnSignals, startPlatform } from '../platform-process.ts';
import { testPayoutKind } from './settlement-kinds.ts';

const env = process.env;
const realStart = Number(env.SETTLEMENT_CLOCK_REAL_START ?? Date.now());
const clockStart = env.SETTLEMENT_CLOCK_START ? Date.parse(env.SETTLEMENT_CLOCK_START) : realStart;
const speed = Number(env.SETTLEMENT_CLOCK_SPEED ?? '1');
const amounts = new Map(
  (env.PROBE_PLAYERS ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split(':').map(BigInt) as [bigint, bigint]),
);
const freezeFile = env.PROBE_FREEZE_FILE;

const kind = testPayoutKind({
  amounts: () => amounts,
  afterPayment: async (subject, periodKey) => {
    if (!freezeFile) return;
    writeFileSync(freezeFile, `${periodKey} ${subject}`);
    await new Promise(() => undefined);
  },
});

const heldUntil = env.JOBS_AFTER_FILE;
const config: Config & { runJobs?: boolean } = { ...loadConfig(), runJobs: !heldUntil };
const { app, address } = await startPlatform(config, {
  settlements: {
    extraKinds: [kind],
    clock: () => new Date(clockStart + (Date.now() - realStart) * speed),
    leaseMs: Number(env.SETTLEMENT_LEASE_MS ?? '60000'),
    ...(env.SETTLEMENT_PAYMENTS_PER_TRANSACTION
      ? { paymentsPerTransaction: Number(env.SETTLEMENT_PAYMENTS_PER_TRANSACTION) }
      : {}),
    pollMs: 100,
    worker: env.WORKER_NAME,
  },
});
closeOnSignals(app);
const repeated = env.RUN_JOB;
const runJobAgain = () => {
  app.jobs
    .runNow(repeated!)
    .catch((error: unknown) => app.log.error({ err: error, job: repeated }, 'repeated job failed'))
    .finally(() => setTimeout(runJobAgain, Number(env.RUN_JOB_EVERY_MS ?? '100')));
};
const work = () => {
  if (heldUntil) app.jobs.start();
  if (repeated) runJobAgain();
};
if (heldUntil) {
  const watch = setInterval(() => {
    if (!existsSync(heldUntil)) return;
    clearInterval(watch);
    work();
  }, 20);
} else work();
process.stdout.write(`ready ${address ?? 'no-listener'}\n`);
