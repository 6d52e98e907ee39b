import { text, timestamp } from 'drizzle-orm/pg-core';
import { APP_NOW } from './app-now.ts';

/**
 * The columns every session table shares (operators and players): only a hash of the token is kept, so a
 * copy of the table cannot be replayed, and the idle and absolute timeouts read lastSeenAt and expiresAt.
 */
export function sessionColumns() {
  return {
    tokenHash: text('token_hash').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().default(APP_NOW),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  };
}
