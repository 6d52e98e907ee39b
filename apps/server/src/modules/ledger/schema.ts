import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from '../brands/schema.ts';
import { players } from '../players/schema.ts';
import { APP_NOW } from '../../db/app-now.ts';

const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * One balance per owner and currency. Player accounts are the house's liabilities to players and may never
 * go below zero, nor below what pending withdrawals hold; house accounts (clearing, expense) carry the other
 * side of every movement and go negative by design. House accounts are split into shards so concurrent bets
 * and deposits of different players never queue on one row (docs/money-rules.md, rule 4).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    currency: text('currency').notNull(),
    /** player_cash, player_bonus, agent_commission (a player's accounts) or house. */
    kind: text('kind').notNull(),
    playerId: bigint('player_id', { mode: 'bigint' }).references(() => players.id),
    /** For house accounts: deposits_clearing, withdrawals_clearing, vendor_clearing:<vassalage>, … */
    houseCode: text('house_code'),
    shard: smallint('shard').notNull().default(0),
    /** Posted balance. */
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Held by pending transfers (withdrawals awaiting payout); available = balance − locked. */
    locked: bigint('locked', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    uniqueIndex('ledger_accounts_player_key')
      .on(t.playerId, t.kind, t.currency)
      .where(sql`${t.playerId} is not null`),
    uniqueIndex('ledger_accounts_house_key')
      .on(t.brandId, t.currency, t.houseCode, t.shard)
      .where(sql`${t.houseCode} is not null`),
    check(
      'ledger_accounts_owner',
      sql`(${t.kind} = 'house') = (${t.houseCode} is not null) and (${t.kind} = 'house') = (${t.playerId} is null)`,
    ),
    check('ledger_accounts_balance_nonnegative', sql`${t.kind} = 'house' or ${t.balance} >= 0`),
    check(
      'ledger_accounts_locked_covered',
      sql`${t.locked} >= 0 and (${t.kind} = 'house' or ${t.locked} <= ${t.balance})`,
    ),
  ],
);

/**
 * A movement of `amount` from one account to another. Append-only apart from a pending transfer's single
 * resolution (pending → posted | voided). The idempotency key is unique per brand, so a retried command finds
 * its first result instead of moving money twice; the request hash tells a replay from a conflicting reuse.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key to brands: every transfer moves money of accounts that reference their brand already, and
    // the key check's FOR KEY SHARE lock on the one brand row, taken by every concurrent bet, made PostgreSQL
    // build multixacts on the hottest path (ADR 0006).
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** deposit, withdrawal, adjustment, transfer, bet, win, rollback, … (the account record's type). */
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    /**
     * The two sides as owners, not rows (player:<id>:<kind> or house:<code>): the transfer row is written
     * first, to claim its idempotency key before any balance moves, and a house side lands on whichever shard
     * the posting picks. The entries name the exact account rows.
     */
    debitAccount: text('debit_account').notNull(),
    creditAccount: text('credit_account').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reference: text('reference').notNull().default(''),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /**
     * The transaction that wrote the row or resolved it, so the stats consumer reads transfers below the oldest
     * running transaction and sees a pending transfer again once it posts (ADR 0018; a trigger sets it).
     */
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    uniqueIndex('ledger_transfers_key').on(t.brandId, t.idempotencyKey),
    // Only the money the stats count: game-wallet transfers, by far the most, stay out of it.
    index('ledger_transfers_money_xid_idx')
      .on(t.xid, t.id)
      .where(sql`${t.kind} in ('deposit', 'withdrawal', 'adjustment', 'bonus', 'commission')`),
    index('ledger_transfers_pending_idx')
      .on(t.debitAccount)
      .where(sql`${t.status} = 'pending'`),
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.debitAccount} <> ${t.creditAccount}`),
    check('ledger_transfers_status', sql`${t.status} in ('pending', 'posted', 'voided')`),
  ],
);

/**
 * Double entry: a posted transfer writes exactly two entries that sum to zero, each with the account's
 * balance after it, which the player's account record shows. Never updated or deleted (a trigger enforces it).
 * No foreign keys (ADR 0036): only the posting statement writes entries, from the transfers it inserts and the
 * accounts it locks or creates in that same statement, and the ledger check counts any entry that lost either.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'bigint' }).notNull(),
    accountId: bigint('account_id', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transfer_idx').on(t.transferId),
  ],
);

/**
 * The house side of a one-statement game-wallet posting, waiting to be folded into its house account
 * (docs/money-rules.md, rule 4): a bet or win writes its transfer, the player's entry and this row; the fold job (`foldHouseSide`)
 * later turns a batch of these into house entries on the vendor's folded house account in one statement, so no
 * bet waits for another on a shared house row. No index: the fold takes the rows in batches by physical position.
 */
export const ledgerHousePending = pgTable('ledger_house_pending', {
  transferId: bigint('transfer_id', { mode: 'bigint' }).notNull(),
  brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  houseCode: text('house_code').notNull(),
  /** The house entry's amount (the opposite of the player's). */
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
});
