import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per scheduled job: which node may run it until when, and how its last run went. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
});
