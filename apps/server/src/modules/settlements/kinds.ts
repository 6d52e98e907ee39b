import type { Database } from '../../db/client.ts';
import type { BrandClock } from '../brands/index.ts';
import type { AccountRef, TransferKind } from '../ledger/index.ts';
import type { Cadence, Period } from './calendar.ts';

/**
 * What a subject is owed for the period in total. The runner compares it with what this period's run has
 * already paid the subject and moves only the difference, so running a period again never pays twice.
 */
export interface Payment {
  /** Who is paid, stable across re-runs (`player:42`); part of the ledger key. */
  subject: string;
  transferKind: TransferKind;
  /** The account the money comes from; a negative difference moves it back here. */
  from: AccountRef;
  to: AccountRef;
  amount: bigint;
  /**
   * Agents' cash on either side owes what it cannot cover and repays what it owes first (ADR 0029), so a
   * take-back of money the agent has spent never fails the run.
   */
  withDebts?: true;
}

export interface RunContext {
  db: Database;
  brand: BrandClock;
  period: Period;
  /** The runner's clock: when this run started. */
  now: Date;
  /** Pays a subject's total for the period; answers the difference moved now (0n when already paid). */
  pay(payment: Payment): Promise<bigint>;
  /**
   * Pays several subjects' totals (each subject once), in their order (an upline is paid before it pays its
   * downlines), many in one transaction; answers the difference moved now in all. Calls may run side by side
   * for payments that share no account.
   */
  payAll(payments: readonly Payment[]): Promise<bigint>;
}

export interface RunResult {
  /** What the run read (counts, totals, the cut-off it used), for operators to check a figure against. */
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
}

/**
 * A kind of period settlement, registered in code. `settle` must be safe to repeat for the same period: every
 * money effect goes through `pay`, and anything else it changes must be idempotent on its own.
 */
export interface RunKind {
  name: string;
  cadence: Cadence;
  settle(context: RunContext): Promise<RunResult>;
}
