import type { Job } from '../../platform/jobs.ts';
import { forgetIdleRuns } from './repository.ts';
import type { Settlements } from './runner.ts';

/** How often a worker looks for closed periods; a five-minute period is settled within this after it closes. */
const POLL_MS = 5_000;

/**
 * One scheduled job per run kind, named after it. Every worker runs them on every tick: each period is claimed
 * on its own row, so workers share the periods and a dead worker's period passes to another when its lease ends.
 */
export function settlementJobs(settlements: Settlements, options: { pollMs?: number } = {}): Job[] {
  return settlements.kinds.map((kind) => ({
    name: kind.name,
    everyMs: options.pollMs ?? POLL_MS,
    claimsOwnWork: true,
    run: () => settlements.catchUp(kind.name),
  }));
}

/**
 * How long a run that moved no money stays listed. A five-minute kind adds 288 runs a day per brand (the
 * withdrawal auto-receipt is one); operators look back days, not months, at runs that paid nobody.
 */
export const IDLE_RUN_DAYS = 14;

/** Forgets old runs that moved no money, so five-minute kinds do not grow the table without end. */
export const forgetIdleRunsJob: Job = {
  name: 'settlement-runs-expiry',
  everyMs: 3_600_000,
  async run(db) {
    await forgetIdleRuns(db, new Date(Date.now() - IDLE_RUN_DAYS * 86_400_000));
  },
};
