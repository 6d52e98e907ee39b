import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

export interface Job {
  name: string;
  /** How often the job runs, in milliseconds. */
  everyMs: number;
  /** The work of one run; it claims the rows it handles itself (FOR UPDATE SKIP LOCKED) and is safe to repeat. */
  run(db: Database): Promise<void>;
  /**
   * Every node runs it on every tick, without the job's lease: it claims each piece of its work on its own
   * row (settlement periods), so nodes share the work and one node's death holds up only what it had claimed.
   */
  claimsOwnWork?: boolean;
}

export interface JobRunner {
  /** Runs one job now on this node, whatever its schedule (tests and the console's "run now"). */
  runNow(name: string): Promise<boolean>;
  start(): void;
  stop(): Promise<void>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Scheduled jobs (deposit expiry, withdrawal auto-receipt, e-mail delivery, settlements). Each run first takes
 * the job's lease in PostgreSQL, so with several platform nodes one node runs a job at a time; a node that
 * dies mid-run loses its lease when it expires and another node carries on.
 */
export function createJobRunner(db: Database, jobs: Job[], log: FastifyBaseLogger): JobRunner {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  async function takeLease(job: Job): Promise<boolean> {
    const leaseMs = Math.max(job.everyMs * 2, 60_000);
    // A finished run sets its lease to now(): the next statement can run within the same microsecond.
    const rows = rowsOf(
      await db.execute(sql`
        insert into job_leases (name, locked_until) values (${job.name}, now() + ${leaseMs} * interval '1 millisecond')
        on conflict (name) do update set locked_until = excluded.locked_until
          where job_leases.locked_until <= now()
        returning name`),
    );
    return rows.length > 0;
  }

  async function finish(job: Job, error: unknown) {
    await db.execute(sql`
      update job_leases set locked_until = now(), last_run_at = now(),
        last_error = ${error === undefined ? null : String((error as Error).message ?? error).slice(0, 500)}
      where name = ${job.name}`);
  }

  async function runOnce(job: Job): Promise<boolean> {
    if (job.claimsOwnWork) {
      await job.run(db);
      return true;
    }
    if (!(await takeLease(job))) return false;
    let failure: unknown;
    try {
      await job.run(db);
    } catch (error) {
      failure = error;
      log.error({ err: error, job: job.name }, 'scheduled job failed');
    }
    await finish(job, failure);
    return true;
  }

  const track = <T>(promise: Promise<T>) => {
    running.add(promise);
    void promise.finally(() => running.delete(promise)).catch(() => undefined);
    return promise;
  };

  return {
    runNow(name) {
      const job = byName.get(name);
      if (!job) throw new Error(`No job named ${name}`);
      return track(runOnce(job));
    },
    start() {
      for (const job of jobs) {
        // A tick that finds the last one still working skips: a long catch-up is not started twice on one node.
        let busy = false;
        const tick = () => {
          if (stopped || busy) return;
          busy = true;
          void track(
            runOnce(job)
              .catch((error: unknown) => log.warn({ err: error, job: job.name }, 'scheduled job failed'))
              .finally(() => (busy = false)),
          );
        };
        timers.add(setInterval(tick, job.everyMs));
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
