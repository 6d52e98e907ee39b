import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Logger } from '../../platform/logger.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { listBrandClocks, type BrandClock } from '../brands/index.ts';
import { postSplitByDebts, postTransfers, wholeParts, type DebtParts } from '../ledger/index.ts';
import { isClosed, lastClosedPeriod, nextPeriod, type Period } from './calendar.ts';
import type { Payment, RunKind } from './kinds.ts';
import * as runs from './repository.ts';

export interface SettlementOptions {
  /** How long a claim lasts without renewal; a worker killed mid-run holds its period this long. */
  leaseMs?: number;
  /** The calendar's clock; tests move it to close periods without waiting for them. */
  clock?: () => Date;
  /** Names this process in `claimed_by`. */
  worker?: string;
  /** Payments per transaction (`payAll`); the default suits runs of thousands of agents. */
  paymentsPerTransaction?: number;
  log: Logger;
}

export interface RunOutcome {
  run: runs.RunRow;
  /** Minor units moved by this execution: the difference from what earlier executions had paid. */
  movedNow: bigint;
}

/** A payment by a worker whose claim has passed to another: it stops without moving money. */
export class ClaimLost extends Error {}

/** At most this many periods are scheduled at once after a long outage; the next pass adds the rest. */
const MAX_PERIODS_PER_PASS = 5_000;
const DEFAULT_LEASE_MS = 60_000;
/**
 * Payments moved per transaction by `payAll`: one ledger posting and one insert each. A run of ten thousand
 * agents is one posting statement (its fixed costs paid once, a third faster than ten of a thousand), holding
 * those agents' accounts for well under a second; a crash leaves at most one batch to replay.
 */
const DEFAULT_PAYMENTS_PER_TRANSACTION = 10_000;

export function defaultWorkerName(): string {
  return `${hostname()}/${process.pid}/${randomBytes(3).toString('hex')}`;
}

export type Settlements = ReturnType<typeof createSettlements>;

/**
 * Runs period settlements: for each brand and kind, every closed period once, in order, each claimed by one
 * worker with a lease that it renews while it works.
 */
export function createSettlements(db: Database, kinds: RunKind[], options: SettlementOptions) {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const perTransaction = options.paymentsPerTransaction ?? DEFAULT_PAYMENTS_PER_TRANSACTION;
  const clock = options.clock ?? (() => new Date());
  const worker = options.worker ?? defaultWorkerName();
  const byName = new Map(kinds.map((kind) => [kind.name, kind]));
  let stopping = false;

  /** Writes a pending row for every closed period after the latest known one, so none is skipped later. */
  async function scheduleClosedPeriods(kind: RunKind, brand: BrandClock, upTo?: Period) {
    const last = upTo ?? lastClosedPeriod(kind.cadence, brand.timezone, clock());
    const latest = await runs.latestRun(db, kind.name, brand.id);
    let period = latest ? nextPeriod(runs.periodOfRun(latest, kind.cadence), brand.timezone) : last;
    const due: Period[] = [];
    while (period.start.getTime() <= last.start.getTime() && due.length < MAX_PERIODS_PER_PASS) {
      due.push(period);
      period = nextPeriod(period, brand.timezone);
    }
    await runs.insertPendingRuns(db, kind.name, brand.id, due);
  }

  async function execute(kind: RunKind, brand: BrandClock, claimed: runs.RunRow): Promise<RunOutcome> {
    let movedNow = 0n;
    let lost = false;
    const renewal = setInterval(
      () => {
        runs
          .renewLease(db, claimed.id, worker, leaseMs)
          .then((held) => {
            if (!held) lost = true;
          })
          .catch((error: unknown) =>
            options.log.warn({ err: error, runId: claimed.id }, 'lease renewal failed'),
          );
      },
      Math.max(leaseMs / 3, 50),
    );
    const payAll = async (payments: readonly Payment[]) => {
      let moved = 0n;
      for (let first = 0; first < payments.length; first += perTransaction) {
        if (lost) throw new ClaimLost('This run was claimed by another worker.');
        moved += await payDifferences(claimed, brand, payments.slice(first, first + perTransaction));
      }
      movedNow += moved;
      return moved;
    };
    const pay = (payment: Payment) => payAll([payment]);
    try {
      const period = runs.periodOfRun(claimed, kind.cadence);
      const result = await kind.settle({ db, brand, period, now: clock(), pay, payAll });
      const run = await runs.finishRun(db, { runId: claimed.id, worker, state: 'completed', ...result });
      if (!run) throw new ClaimLost('This run was claimed by another worker.');
      return { run, movedNow };
    } catch (error) {
      options.log.error({ err: error, kind: kind.name, period: claimed.periodKey }, 'settlement run failed');
      const message = error instanceof Error ? error.message : String(error);
      const run = await runs.finishRun(db, {
        runId: claimed.id,
        worker,
        state: 'failed',
        error: message.slice(0, 500),
      });
      return { run: run ?? claimed, movedNow };
    } finally {
      clearInterval(renewal);
    }
  }

  /**
   * One transaction per batch of payments, in their order: it checks this worker still holds the run, moves for
   * each subject the difference between its total and what the run paid it before (all in one ledger posting),
   * and records them. The ledger key names the kind, subject, period and payment number, so a payment retried by
   * another worker is a replay, not a second payment.
   */
  function payDifferences(
    run: runs.RunRow,
    brand: BrandClock,
    payments: readonly Payment[],
  ): Promise<bigint> {
    return inTransaction(db, async (tx) => {
      if (!(await runs.holdClaim(tx, run.id, worker)))
        throw new ClaimLost('This run was claimed by another worker.');
      const before = await runs.paidSoFar(
        tx,
        run.id,
        payments.map((payment) => payment.subject),
      );
      const due = payments.flatMap((payment) => {
        const { paid, payments: sequence } = before.get(payment.subject) ?? { paid: 0n, payments: 0 };
        const difference = payment.amount - paid;
        return difference === 0n ? [] : [{ payment, difference, sequence }];
      });
      if (due.length === 0) return 0n;
      const wanted = due.map(({ payment, difference, sequence }) => {
        const forward = difference > 0n;
        return {
          brandId: brand.id,
          currency: brand.currencyCode,
          key: `settlement:${run.kind}:${payment.subject}:${run.periodKey}:${sequence}`,
          kind: payment.transferKind,
          from: forward ? payment.from : payment.to,
          to: forward ? payment.to : payment.from,
          amount: forward ? difference : -difference,
          reference: `${run.kind} ${run.periodKey}`,
        };
      });
      // Each payment is recorded once, with its first part; its other parts pay or repay a debt.
      const recordOf = (parts: DebtParts) =>
        runs.paymentsFollower(
          run.id,
          parts.partOf.map((index, part) => {
            const { payment, difference, sequence } = due[index]!;
            return parts.first[part] ? { subject: payment.subject, sequence, amount: difference } : undefined;
          }),
        );
      type Recorded = { recorded: boolean | null };
      const whole = wholeParts(wanted);
      const { parts, posted: transfers } = due.some(({ payment }) => payment.withDebts)
        ? await postSplitByDebts<Recorded, runs.PaymentValue>(tx, wanted, recordOf)
        : {
            parts: whole,
            posted: await postTransfers<Recorded, runs.PaymentValue>(tx, wanted, {
              follower: recordOf(whole),
            }),
          };
      const recorded = new Set(
        parts.partOf.filter((_, part) => parts.first[part] && transfers[part]!.row?.recorded),
      );
      // A replay (another worker moved it first) moved nothing now, and its record is that worker's.
      return due.reduce(
        (moved, { difference }, index) => (recorded.has(index) ? moved + difference : moved),
        0n,
      );
    });
  }

  const claim = (kind: RunKind, brand: BrandClock, period: Period, rerun: boolean) =>
    runs.claimRun(db, { kind: kind.name, brandId: brand.id, period, worker, leaseMs, rerun });

  /** Settles every closed period of one kind for one brand, oldest first; stops at one it cannot finish. */
  async function catchUpBrand(kind: RunKind, brand: BrandClock): Promise<void> {
    await scheduleClosedPeriods(kind, brand);
    while (!stopping) {
      const open = await runs.earliestOpenRun(db, kind.name, brand.id);
      if (!open || (open.state === 'running' && open.leaseLive)) return;
      const claimed = await claim(kind, brand, runs.periodOfRun(open, kind.cadence), false);
      if (!claimed) return;
      const { run } = await execute(kind, brand, claimed);
      if (run.state !== 'completed') return;
    }
  }

  function kindNamed(name: string): RunKind | undefined {
    return byName.get(name);
  }

  return {
    worker,
    kinds,
    kindNamed,
    clock,
    /** A node shutting down finishes the run in hand and starts no other. */
    stop() {
      stopping = true;
    },
    /** One pass of a kind over every brand: what a worker's timer calls. */
    async catchUp(kindName: string): Promise<void> {
      const kind = byName.get(kindName);
      if (!kind) throw new Error(`No settlement kind named ${kindName}`);
      for (const brand of await listBrandClocks(db)) await catchUpBrand(kind, brand);
    },
    /**
     * Runs (or runs again) one closed period now, for an operator. Undefined when another worker is running it.
     * Periods between the latest scheduled one and this one are scheduled first, so catch-up still sees them.
     */
    async runPeriod(kind: RunKind, brand: BrandClock, period: Period): Promise<RunOutcome | undefined> {
      if (!isClosed(period, clock())) throw new RangeError('The period has not closed yet.');
      await scheduleClosedPeriods(kind, brand, period);
      const claimed = await claim(kind, brand, period, true);
      return claimed && execute(kind, brand, claimed);
    },
  };
}
