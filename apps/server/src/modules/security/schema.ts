import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { APP_NOW } from '../../db/app-now.ts';

/**
 * Failed sign-ins (and sign-ins being checked) per (account name, IP). Keyed by the name typed, whether or not it exists, so a lock says
 * nothing about which names are real; keyed by IP too, so nobody can lock an account out from elsewhere.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  /** Attempts reserved and not yet settled: they count towards the limit while their hash is checked. */
  inFlight: integer('in_flight').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().default(APP_NOW),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
