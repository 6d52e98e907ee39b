import type { Translations } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from '../brands/schema.ts';
import { players } from '../players/schema.ts';
import { APP_NOW } from '../../db/app-now.ts';

/**
 * A way for players of one brand to pay money in: a bank account they transfer to (an operator approves each
 * deposit once the money shows up), or a payment gateway that reports each payment back by signed callback.
 */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    /** English; `names` holds the CN and TH translations players of those languages see. */
    name: text('name').notNull(),
    names: jsonb('names').$type<Translations>().notNull().default({}),
    /** bank or gateway; never changes once deposits were made under it. */
    type: text('type').notNull(),
    /** The gateway adapter of a gateway channel (testpay, ...). */
    gateway: text('gateway'),
    /** Limits per deposit, in minor units of the brand's currency. */
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** How long a pending deposit waits for its money before it expires. */
    expiryMinutes: integer('expiry_minutes').notNull(),
    /** The receiving account of a bank channel; empty for gateways. */
    bankName: text('bank_name').notNull().default(''),
    accountNumber: text('account_number').notNull().default(''),
    accountName: text('account_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    index('deposit_channels_brand_idx').on(t.brandId, t.sortOrder, t.id),
    check('deposit_channels_type', sql`${t.type} in ('bank', 'gateway')`),
    check('deposit_channels_gateway', sql`(${t.type} = 'gateway') = (${t.gateway} is not null)`),
    check('deposit_channels_limits', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

export type DepositChannelRow = typeof depositChannels.$inferSelect;
export type NewDepositChannelRow = typeof depositChannels.$inferInsert;

/** Where a bank deposit was told to send its money, kept as the player saw it when the channel changes later. */
export interface BankSnapshot {
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/**
 * One deposit: pending until its money is confirmed (approved, the player is credited through the ledger),
 * refused (rejected) or never arrives in time (expired). Only approval moves money, exactly once, under the
 * ledger key `deposit:<id>`.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    channelId: bigint('channel_id', { mode: 'bigint' })
      .notNull()
      .references(() => depositChannels.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    /** Short code the player writes on a bank transfer, so the operator can match the incoming money. */
    reference: text('reference').notNull(),
    bank: jsonb('bank').$type<BankSnapshot>(),
    /** Where the gateway takes the payment; set once the gateway answered. */
    payUrl: text('pay_url'),
    /** The gateway's own id of the payment, from its callback. */
    gatewayReference: text('gateway_reference'),
    reason: text('reason'),
    /** The operator who approved or rejected it, by name; `gateway:<code>` when a callback decided. */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    uniqueIndex('deposits_brand_reference_key').on(t.brandId, t.reference),
    index('deposits_player_idx').on(t.playerId, t.id),
    index('deposits_brand_status_idx').on(t.brandId, t.status, t.id),
    index('deposits_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
    check('deposits_status', sql`${t.status} in ('pending', 'approved', 'rejected', 'expired')`),
  ],
);

export type DepositRow = typeof deposits.$inferSelect;

/**
 * The brand's merchant account at a payment gateway: the id the gateway knows it by and the shared secret
 * that signs callbacks, sealed with the installation's app secret.
 */
export const paymentGatewayAccounts = pgTable(
  'payment_gateway_accounts',
  {
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    gateway: text('gateway').notNull(),
    merchantId: text('merchant_id').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.gateway] }),
    uniqueIndex('payment_gateway_accounts_merchant_key').on(t.gateway, t.merchantId),
  ],
);
