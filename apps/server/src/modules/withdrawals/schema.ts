import type { LanguageTexts, WithdrawalBank } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from '../brands/schema.ts';
import { players } from '../players/schema.ts';
import { APP_NOW } from '../../db/app-now.ts';
import { bytea } from '../../db/bytea.ts';

/** A bank account a player withdraws to. The number is stored whole (operators pay to it) but shown masked. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    /** The bank's English name when the account was added (what operators pay to). */
    bankName: text('bank_name').notNull(),
    /** The bank's code on the brand's list; null on accounts added before banks were picked from a list. */
    bankCode: text('bank_code'),
    /** The bank's names when the account was added, so the player reads it in their language. */
    bankNames: jsonb('bank_names').$type<LanguageTexts>().notNull(),
    /** Digits only: spaces and dashes typed by the player are dropped. */
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [uniqueIndex('payout_accounts_player_number_key').on(t.playerId, t.accountNumber)],
);

/**
 * A withdrawal request and its life: pending → approved → paid → received | disputed; pending/approved →
 * rejected. The player's money is held by the ledger transfer `transfer_id` from the request until it is paid
 * (posted) or rejected (voided). The payout account is copied at request time, so the operator pays the account
 * the player chose even if it is later changed.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    payoutAccountId: bigint('payout_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => payoutAccounts.id),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    status: text('status').notNull().default('pending'),
    /** The ledger hold; set in the same transaction as the row, right after the hold is taken. */
    transferId: bigint('transfer_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: text('paid_by'),
    paidReference: text('paid_reference'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedBy: text('rejected_by'),
    rejectReason: text('reject_reason'),
    /** The player's answer: full, partial or none. */
    receiptResult: text('receipt_result'),
    amountReceived: bigint('amount_received', { mode: 'bigint' }),
    receiptRemark: text('receipt_remark'),
    receiptAt: timestamp('receipt_at', { withTimezone: true }),
    /** player (confirmed in full), auto (the brand's minutes ran out) or operator (forced). */
    receivedHow: text('received_how'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: text('received_by'),
    forceReason: text('force_reason'),
  },
  (t) => [
    index('withdrawals_brand_idx').on(t.brandId, t.id.desc()),
    index('withdrawals_brand_status_idx').on(t.brandId, t.status, t.id.desc()),
    index('withdrawals_player_idx').on(t.playerId, t.id.desc()),
    index('withdrawals_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    check(
      'withdrawals_status',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'paid', 'received', 'disputed')`,
    ),
    check(
      'withdrawals_receipt_result',
      sql`${t.receiptResult} is null or ${t.receiptResult} in ('full', 'partial', 'none')`,
    ),
    check(
      'withdrawals_received_how',
      sql`${t.receivedHow} is null or ${t.receivedHow} in ('player', 'auto', 'operator')`,
    ),
    check(
      'withdrawals_amount_received',
      sql`${t.amountReceived} is null or (${t.amountReceived} >= 0 and ${t.amountReceived} <= ${t.amount})`,
    ),
  ],
);

/**
 * Proof images of a receipt, in the database so that every platform node serves them and they share the
 * withdrawal's transaction and backups. Small and few (3 × 5 MB at most per withdrawal).
 */
export const withdrawalProofs = pgTable(
  'withdrawal_proofs',
  {
    withdrawalId: bigint('withdrawal_id', { mode: 'bigint' })
      .notNull()
      .references(() => withdrawals.id),
    /** 1, 2 or 3, in upload order. */
    position: smallint('position').notNull(),
    /** image/png or image/jpeg, from the file's own bytes, never from its name or the browser's word. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    primaryKey({ columns: [t.withdrawalId, t.position] }),
    check('withdrawal_proofs_position', sql`${t.position} between 1 and 3`),
    check('withdrawal_proofs_type', sql`${t.contentType} in ('image/png', 'image/jpeg')`),
  ],
);

/** A brand's withdrawal rules; a brand without a row uses the defaults (settings.ts). */
export const withdrawalSettings = pgTable(
  'withdrawal_settings',
  {
    brandId: bigint('brand_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => brands.id),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    dailyCount: integer('daily_count').notNull(),
    autoReceiptMinutes: integer('auto_receipt_minutes').notNull(),
    /** The banks players pick from; null until an operator saves a list (the defaults apply). */
    banks: jsonb('banks').$type<WithdrawalBank[]>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('withdrawal_settings_amounts', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
    check('withdrawal_settings_counts', sql`${t.dailyCount} >= 1 and ${t.autoReceiptMinutes} >= 1`),
  ],
);

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
