import type { Job } from '../../platform/jobs.ts';
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
