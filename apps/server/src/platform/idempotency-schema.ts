import { bigint, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from '../modules/brands/schema.ts';
import { APP_NOW } from '../db/app-now.ts';

/**
 * The first answer to a money-moving POST, kept per caller and `Idempotency-Key`, so a replayed request gets
 * the same answer and a reused key with another body is refused (API.md conventions). The route layer owns it
 * (ADR 0023); the table was created by the ledger's migrations and is unchanged.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    /** Who sent it (player:<id>, operator:<id>), so one caller's key never answers another's request. */
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code').notNull(),
    response: text('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.caller, t.key] })],
);
