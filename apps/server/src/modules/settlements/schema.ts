import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from '../brands/schema.ts';
import { APP_NOW } from '../../db/app-now.ts';

/**
 * One settlement of one kind for one brand's period. A worker claims a row by setting `claimed_by` and a lease;
 * a worker that dies leaves the lease to run out, and the next claim carries on where the payments stop.
 */
export const settlementRuns = pgTable(
  'settlement_runs',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    periodKey: text('period_key').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimedBy: text('claimed_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    inputs: jsonb('inputs'),
    outputs: jsonb('outputs'),
    /** Minor units of the brand's currency moved by all of this run's payments, net. */
    paid: bigint('paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('settlement_runs_period_key').on(t.kind, t.brandId, t.periodKey),
    index('settlement_runs_by_start').on(t.kind, t.brandId, t.periodStart),
    check('settlement_runs_state', sql`${t.state} in ('pending', 'running', 'completed', 'failed')`),
  ],
);

/**
 * Each payment a run made to one subject, in order. A re-run pays the difference between what the kind computes
 * now and the sum of these rows, as the next sequence number; the ledger key carries that number, so a payment
 * repeated after a crash is answered as a replay, never moved twice.
 */
export const settlementPayments = pgTable(
  'settlement_payments',
  {
    runId: bigint('run_id', { mode: 'bigint' })
      .notNull()
      .references(() => settlementRuns.id),
    subject: text('subject').notNull(),
    sequence: integer('sequence').notNull(),
    /** Signed: a negative amount took back part of an earlier payment. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [primaryKey({ columns: [t.runId, t.subject, t.sequence] })],
);
