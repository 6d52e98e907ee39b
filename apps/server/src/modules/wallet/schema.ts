import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from '../brands/schema.ts';
import { operators } from '../operators/schema.ts';
import { players } from '../players/schema.ts';
import { APP_NOW } from '../../db/app-now.ts';

/**
 * A manual adjustment above the brand's approval threshold (ADR 0014): it moves no money until a second operator
 * approves it, which posts it through the ledger under the key `adjustment-request:<id>`, or rejects it.
 */
export const adjustmentRequests = pgTable(
  'adjustment_requests',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    currency: text('currency').notNull(),
    /** Minor units, signed: positive credits the player, negative debits. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    requestedById: bigint('requested_by_id', { mode: 'bigint' })
      .notNull()
      .references(() => operators.id),
    requestedBy: text('requested_by').notNull(),
    decidedById: bigint('decided_by_id', { mode: 'bigint' }).references(() => operators.id),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    transferId: bigint('transfer_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    index('adjustment_requests_brand_status_idx').on(t.brandId, t.status, t.id.desc()),
    check('adjustment_requests_amount', sql`${t.amount} <> 0`),
    // The database itself keeps the four eyes: whoever decides is not whoever asked.
    check(
      'adjustment_requests_four_eyes',
      sql`${t.decidedById} is null or ${t.decidedById} <> ${t.requestedById}`,
    ),
  ],
);

export type AdjustmentRequestRow = typeof adjustmentRequests.$inferSelect;
