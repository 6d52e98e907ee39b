import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Follower } from '../ledger/index.ts';
import type { Cadence, Period } from './calendar.ts';

export type RunState = 'pending' | 'running' | 'completed' | 'failed';

export interface RunRow {
  id: bigint;
  kind: string;
  brandId: bigint;
  periodKey: string;
  periodStart: Date;
  periodEnd: Date;
  state: RunState;
  attempts: number;
  claimedBy: string | null;
  leaseUntil: Date | null;
  inputs: Record<string, unknown> | null;
  outputs: Record<string, unknown> | null;
  paid: bigint;
  error: string | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** Whether its lease is still running, by the database's clock. */
  leaseLive: boolean;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const asDate = (value: unknown) => (value === null ? null : new Date(value as string));

const RUN_COLUMNS =
  sql.raw(`id, kind, brand_id, period_key, period_start, period_end, state, attempts, claimed_by,
  lease_until, inputs, outputs, paid, error, started_at, finished_at,
  coalesce(lease_until > now(), false) as lease_live`);

function toRun(row: Record<string, unknown>): RunRow {
  return {
    id: BigInt(row.id as bigint),
    kind: row.kind as string,
    brandId: BigInt(row.brand_id as bigint),
    periodKey: row.period_key as string,
    periodStart: asDate(row.period_start)!,
    periodEnd: asDate(row.period_end)!,
    state: row.state as RunState,
    attempts: Number(row.attempts),
    claimedBy: row.claimed_by as string | null,
    leaseUntil: asDate(row.lease_until),
    inputs: row.inputs as Record<string, unknown> | null,
    outputs: row.outputs as Record<string, unknown> | null,
    paid: BigInt(row.paid as bigint),
    error: row.error as string | null,
    startedAt: asDate(row.started_at),
    finishedAt: asDate(row.finished_at),
    leaseLive: row.lease_live === true,
  };
}

export const periodOfRun = (run: RunRow, cadence: Cadence): Period => ({
  cadence,
  key: run.periodKey,
  start: run.periodStart,
  end: run.periodEnd,
});

export async function latestRun(db: Executor, kind: string, brandId: bigint): Promise<RunRow | undefined> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${RUN_COLUMNS} from settlement_runs
      where kind = ${kind} and brand_id = ${brandId} order by period_start desc limit 1`),
  );
  return rows[0] && toRun(rows[0]);
}

/** The earliest period of a kind not yet completed: catch-up goes in period order and stops at the first it cannot finish. */
export async function earliestOpenRun(
  db: Executor,
  kind: string,
  brandId: bigint,
): Promise<RunRow | undefined> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${RUN_COLUMNS} from settlement_runs
      where kind = ${kind} and brand_id = ${brandId} and state <> 'completed' order by period_start limit 1`),
  );
  return rows[0] && toRun(rows[0]);
}

export async function findRun(db: Executor, kind: string, brandId: bigint, periodKey: string) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${RUN_COLUMNS} from settlement_runs
      where kind = ${kind} and brand_id = ${brandId} and period_key = ${periodKey}`),
  );
  return rows[0] && toRun(rows[0]);
}

/**
 * Deletes completed runs that moved no money and finished before `before`, keeping each kind and brand's latest
 * run (catch-up continues from it). Runs that paid anyone stay: they are the record of those payments.
 */
export async function forgetIdleRuns(db: Executor, before: Date): Promise<number> {
  const rows = rowsOf<{ id: bigint }>(
    await db.execute(sql`
      delete from settlement_runs r
      where r.state = 'completed' and r.finished_at < ${before.toISOString()}
        and not exists (select 1 from settlement_payments p where p.run_id = r.id)
        and exists (select 1 from settlement_runs later where later.kind = r.kind and later.brand_id = r.brand_id
          and later.period_start > r.period_start)
      returning r.id`),
  );
  return rows.length;
}

export async function insertPendingRuns(db: Executor, kind: string, brandId: bigint, periods: Period[]) {
  for (const period of periods) {
    await db.execute(sql`
      insert into settlement_runs (kind, brand_id, period_key, period_start, period_end)
      values (${kind}, ${brandId}, ${period.key}, ${period.start.toISOString()}, ${period.end.toISOString()})
      on conflict (kind, brand_id, period_key) do nothing`);
  }
}

/**
 * Claims a period for one worker in one guarded statement: a pending or failed run, one whose lease ran out
 * (its worker died), or, for an operator's re-run, a completed one. Two workers asking at once get one row.
 */
export async function claimRun(
  db: Executor,
  props: { kind: string; brandId: bigint; period: Period; worker: string; leaseMs: number; rerun: boolean },
): Promise<RunRow | undefined> {
  const { kind, brandId, period, worker, leaseMs, rerun } = props;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      insert into settlement_runs as r
        (kind, brand_id, period_key, period_start, period_end, state, attempts, claimed_by, lease_until, started_at)
      values (${kind}, ${brandId}, ${period.key}, ${period.start.toISOString()}, ${period.end.toISOString()},
        'running', 1, ${worker}, now() + ${leaseMs} * interval '1 millisecond', now())
      on conflict (kind, brand_id, period_key) do update set
        state = 'running', attempts = r.attempts + 1, claimed_by = excluded.claimed_by,
        lease_until = excluded.lease_until, started_at = excluded.started_at, finished_at = null, error = null
      where r.state in ('pending', 'failed')
        or (r.state = 'running' and r.lease_until <= now())
        or (${rerun} and r.state = 'completed')
      returning ${RUN_COLUMNS}`),
  );
  return rows[0] && toRun(rows[0]);
}

/** Extends a claim; false when the run is no longer this worker's (its lease ran out and another took it). */
export async function renewLease(db: Executor, runId: bigint, worker: string, leaseMs: number) {
  const rows = rowsOf(
    await db.execute(sql`
      update settlement_runs set lease_until = now() + ${leaseMs} * interval '1 millisecond'
      where id = ${runId} and claimed_by = ${worker} and state = 'running' returning id`),
  );
  return rows.length > 0;
}

/**
 * Locks the run for a payment, if this worker still holds it: a worker that lost its claim pays nothing. The
 * lock is shared, so a run's payments in separate transactions go side by side, while a claim, a lease renewal
 * or the run's end (updates) waits for every payment in flight.
 */
export async function holdClaim(db: Executor, runId: bigint, worker: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      select id from settlement_runs where id = ${runId} and claimed_by = ${worker} and state = 'running'
      for share`),
  );
  return rows.length > 0;
}

/** What the run has paid each of `subjects` so far, and in how many payments; absent when nothing yet. */
export async function paidSoFar(
  db: Executor,
  runId: bigint,
  subjects: readonly string[],
): Promise<Map<string, { paid: bigint; payments: number }>> {
  const rows = rowsOf<{ subject: string; paid: string | bigint; payments: number | string }>(
    await db.execute(sql`
      select subject, sum(amount) as paid, count(*) as payments
      from settlement_payments
      where run_id = ${runId} and subject in (select jsonb_array_elements_text(${JSON.stringify(subjects)}::jsonb))
      group by subject`),
  );
  return new Map(
    rows.map((row) => [row.subject, { paid: BigInt(row.paid), payments: Number(row.payments) }]),
  );
}

/** What a run records of each payment, beside its ledger transfer. */
export type PaymentValue = 'run_id' | 'subject' | 'sequence' | 'paid';

/**
 * Records a run's payments in the ledger's own posting statement (a ledger follower): one row per transfer
 * posted, with the signed amount the run paid its subject (a negative one takes back), so the money and its
 * record commit together and a run of thousands of payments makes no second pass over them. Answers per
 * transfer whether it was recorded now (a payment already recorded under its sequence number is not). A
 * transfer without a payment (undefined: a further part of a payment split by a debt) records nothing.
 */
export function paymentsFollower(
  runId: bigint,
  payments: readonly ({ subject: string; sequence: number; amount: bigint } | undefined)[],
): Follower<PaymentValue> {
  return {
    statementKey: 'settlements.payments',
    columns: { run_id: 'bigint', subject: 'text', sequence: 'int', paid: 'bigint' },
    values: payments.map((payment) =>
      payment
        ? {
            run_id: runId.toString(),
            subject: payment.subject,
            sequence: payment.sequence,
            paid: payment.amount.toString(),
          }
        : { run_id: null, subject: null, sequence: null, paid: null },
    ),
    statement: ({ value, relation, transferId }) => ({
      ctes: sql`settlement_recorded as (
        insert into settlement_payments (run_id, subject, sequence, amount, transfer_id)
        select ${value.run_id}, ${value.subject}, ${value.sequence}, ${value.paid}, ${transferId} from ${relation}
        where ${value.subject} is not null
        on conflict do nothing
        returning subject, sequence)`,
      joins: sql`left join settlement_recorded on settlement_recorded.subject = ${value.subject}
        and settlement_recorded.sequence = ${value.sequence}`,
      select: sql`settlement_recorded.subject is not null as recorded`,
    }),
  };
}

export async function finishRun(
  db: Executor,
  props: {
    runId: bigint;
    worker: string;
    state: 'completed' | 'failed';
    inputs?: Record<string, unknown>;
    outputs?: Record<string, unknown>;
    error?: string;
  },
): Promise<RunRow | undefined> {
  const json = (value: Record<string, unknown> | undefined) =>
    value === undefined
      ? null
      : JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item));
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      update settlement_runs set state = ${props.state}, finished_at = now(), lease_until = null,
        paid = (select coalesce(sum(amount), 0) from settlement_payments p where p.run_id = settlement_runs.id),
        inputs = coalesce(${json(props.inputs)}::jsonb, inputs), outputs = coalesce(${json(props.outputs)}::jsonb, outputs),
        error = ${props.error ?? null}
      where id = ${props.runId} and claimed_by = ${props.worker} and state = 'running'
      returning ${RUN_COLUMNS}`),
  );
  return rows[0] && toRun(rows[0]);
}

export async function listRuns(
  db: Executor,
  filter: { brandId: bigint; kind?: string; from?: Date; to?: Date; limit: number },
): Promise<RunRow[]> {
  const conditions = [sql`brand_id = ${filter.brandId}`];
  if (filter.kind) conditions.push(sql`kind = ${filter.kind}`);
  if (filter.from) conditions.push(sql`period_start >= ${filter.from.toISOString()}`);
  if (filter.to) conditions.push(sql`period_start < ${filter.to.toISOString()}`);
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${RUN_COLUMNS} from settlement_runs
      where ${sql.join(conditions, sql` and `)} order by period_start desc, kind limit ${filter.limit}`),
  ).map(toRun);
}
