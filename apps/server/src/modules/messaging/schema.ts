import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from '../brands/schema.ts';
import { APP_NOW } from '../../db/app-now.ts';

/**
 * Every SMS and e-mail the platform sends, written in the same transaction as the change that caused it.
 * `held` rows stay here for the console (the `outbox` provider); `pending` rows wait for a delivery job.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /**
     * The one-time values inside subject and body (codes, reset-link tokens), masked in the console for roles
     * that do not handle player verification. Null on messages written before it existed.
     */
    secrets: text('secrets').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    status: text('status').notNull().default('held'),
    attempts: integer('attempts').notNull().default(0),
    /** When a delivery job may take the row next; while one is sending it, the end of its lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_brand_recipient_idx').on(t.brandId, t.recipient, t.createdAt),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.nextAttemptAt} is not null`),
    check('outbox_status_check', sql`${t.status} in ('held', 'pending', 'sent', 'failed')`),
  ],
);

/** One-time codes sent by SMS or e-mail; only an HMAC of the code is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    purpose: text('purpose').notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_destination_idx').on(t.brandId, t.destination, t.purpose, t.createdAt),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);
