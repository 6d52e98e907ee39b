import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from '../brands/schema.ts';
import { APP_NOW } from '../../db/app-now.ts';

/**
 * Append-only record of every operator change: who, what, before, after, when, from where. Each row carries
 * the hash of the previous row of its brand and its own hash over its content (chain.ts), so an edit or a
 * removal made behind the application's back shows at `GET /admin-api/v1/audit/verify` (ADR 0015). Rows
 * written before the chain existed have neither.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    operatorId: bigint('operator_id', { mode: 'bigint' }),
    operatorName: text('operator_name').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    previousHash: text('previous_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_log_brand_time_idx').on(t.brandId, t.createdAt.desc(), t.id.desc()),
    index('audit_log_brand_chain_idx').on(t.brandId, t.id),
  ],
);

/**
 * The end of each brand's chain. Writers lock this row (FOR UPDATE) before appending, so concurrent changes
 * of one brand form one chain; the verifier compares the chain's last row with it, so removing the newest
 * rows shows too. `chainStartsAfterId`: the brand's rows up to this id predate the chain and are not checked.
 */
export const auditChainHeads = pgTable('audit_chain_heads', {
  brandId: bigint('brand_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => brands.id),
  chainStartsAfterId: bigint('chain_starts_after_id', { mode: 'bigint' }),
  lastId: bigint('last_id', { mode: 'bigint' }),
  lastHash: text('last_hash'),
});
