import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { APP_NOW } from '../../db/app-now.ts';

/**
 * A launch session: the token handed to a vendor in the launch URL. Only its SHA-256 is stored. A real-money
 * session lets the vendor authenticate and bet until it expires; wins and rollbacks are accepted after that.
 */
export const launchSessions = pgTable(
  'launch_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    playerId: bigint('player_id', { mode: 'bigint' }),
    gameId: bigint('game_id', { mode: 'bigint' }).notNull(),
    vassalage: text('vassalage').notNull(),
    mode: text('mode').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('launch_sessions_mode', sql`${t.mode} in ('real', 'demo')`),
    check('launch_sessions_real_has_player', sql`${t.mode} = 'demo' or ${t.playerId} is not null`),
    index('launch_sessions_player_idx').on(t.playerId, t.createdAt),
  ],
);

/**
 * Every wallet-protocol call that moves (or would move) money, keyed by the vendor's transaction id: the first
 * answer is kept so a replay gets it back, and the request hash tells a replay from a conflicting reuse.
 * A rollback of a bet we never saw leaves a `tombstone` row under that bet's id, so the late bet is refused.
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    vassalage: text('vassalage').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    playerId: bigint('player_id', { mode: 'bigint' }).notNull(),
    roundId: bigint('round_id', { mode: 'bigint' }),
    amount: bigint('amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    currency: text('currency').notNull(),
    requestHash: text('request_hash').notNull(),
    /** 'ok', or 'rolled_back' for a bet a later rollback cancelled. */
    status: text('status').notNull().default('ok'),
    referenceTransactionId: text('reference_transaction_id'),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'bigint' }),
    /** The first answer, returned as is to a replay. */
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    check(
      'vendor_transactions_kind',
      sql`${t.kind} in ('bet', 'win', 'rollback', 'tombstone', 'transfer_in', 'transfer_out')`,
    ),
    // Bets and wins always belong to a round: the wallet's one-statement bet relies on this to abort when the
    // round is no longer open to it.
    check(
      'vendor_transactions_round_required',
      sql`${t.kind} not in ('bet', 'win') or ${t.roundId} is not null`,
    ),
    uniqueIndex('vendor_transactions_vendor_tx_key').on(t.vassalage, t.transactionId),
    index('vendor_transactions_round_idx').on(t.roundId),
  ],
);
