import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { APP_NOW } from '../../db/app-now.ts';

/**
 * What a player holds at a transfer-wallet vendor, as far as we know: raised by each completed transfer in,
 * lowered by each completed transfer out (never below zero: winnings at the vendor can bring back more than was
 * sent), and replaced by the vendor's own figure when a balance query finds nothing in flight. The vendor's
 * books decide what can be transferred out; this row is what the player is shown.
 */
export const vendorWalletBalances = pgTable(
  'vendor_wallet_balances',
  {
    playerId: bigint('player_id', { mode: 'bigint' }).notNull(),
    vassalage: text('vassalage').notNull(),
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.vassalage] }),
    check('vendor_wallet_balances_nonnegative', sql`${t.balance} >= 0`),
  ],
);

/**
 * One transfer between a player's cash and a transfer-wallet vendor, written before the vendor is called (like
 * an outbox row) so a call whose answer is lost is asked about again, under the same `transfer_id`, until the
 * vendor gives a final answer. A transfer in holds the player's money from the start (`ledger_transfer_id`, a
 * pending ledger transfer posted or voided with the answer); a transfer out moves money only once the vendor
 * has debited its side, and then under the ledger key `vendor-wallet:<transfer_id>`.
 */
export const vendorWalletTransfers = pgTable(
  'vendor_wallet_transfers',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The id the vendor knows the transfer by: the same on every call and status query. */
    transferId: text('transfer_id').notNull(),
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    playerId: bigint('player_id', { mode: 'bigint' }).notNull(),
    vassalage: text('vassalage').notNull(),
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** pending (waiting for the vendor's final answer), completed or refused. */
    status: text('status').$type<'pending' | 'completed' | 'refused'>().notNull().default('pending'),
    /** The vendor's final status (OK or its refusal), for the player's answer and for support. */
    vendorStatus: text('vendor_status'),
    /** The player's Idempotency-Key, if they sent one, and what it was sent with. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'bigint' }),
    /** Status queries made so far; also the claim token of the job asking. */
    attempts: integer('attempts').notNull().default(0),
    /** When the retry job may ask the vendor next; null once resolved. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vendor_wallet_transfers_transfer_key').on(t.transferId),
    uniqueIndex('vendor_wallet_transfers_idempotency_key')
      .on(t.playerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('vendor_wallet_transfers_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('vendor_wallet_transfers_player_idx').on(t.playerId, t.vassalage, t.status),
    check('vendor_wallet_transfers_direction', sql`${t.direction} in ('in', 'out')`),
    check('vendor_wallet_transfers_status', sql`${t.status} in ('pending', 'completed', 'refused')`),
    check('vendor_wallet_transfers_amount_positive', sql`${t.amount} > 0`),
    check(
      'vendor_wallet_transfers_resolved',
      sql`(${t.status} = 'pending') = (${t.resolvedAt} is null) and (${t.status} = 'pending') = (${t.vendorStatus} is null)`,
    ),
    // A transfer in holds the money from its first moment; a transfer out has moved money exactly when completed.
    check(
      'vendor_wallet_transfers_ledger',
      sql`case when ${t.direction} = 'in' then ${t.ledgerTransferId} is not null
        else (${t.status} = 'completed') = (${t.ledgerTransferId} is not null) end`,
    ),
  ],
);
