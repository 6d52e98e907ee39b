import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { APP_NOW } from '../../db/app-now.ts';
import { brands } from '../brands/schema.ts';
import { players } from '../players/schema.ts';

/**
 * An agent contract between an upline and its direct downline, of one kind (DOMAIN.md "Contract states"):
 * offered → signed | rejected; signed → termination requested → terminated. `upline_id` is null for a
 * contract the platform offers a top agent (an operator offers it). The terms live in versions.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    kind: text('kind').notNull(),
    uplineId: bigint('upline_id', { mode: 'bigint' }).references(() => players.id),
    downlineId: bigint('downline_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    status: text('status').notNull(),
    /** Who asked to end a signed contract: `upline`, `downline` or `operator`; the other side confirms. */
    terminationRequestedBy: text('termination_requested_by'),
    /** Why an ended contract ended: rejected, withdrawn (by the upline before signing), terminated, cascade. */
    endReason: text('end_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * When a contract signed for a term stops being in force (the start of the day after its last day, in the
     * brand's zone); null until ended. The expiry job ends it from then on, as a termination would.
     */
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    index('contracts_ends_idx')
      .on(t.endsAt)
      .where(sql`${t.endsAt} is not null and ${t.status} in ('signed', 'termination_requested')`),
    // At most one pending or signed contract per downline and kind (each downline has one upline).
    uniqueIndex('contracts_live_key')
      .on(t.downlineId, t.kind)
      .where(sql`${t.status} in ('offered', 'signed', 'termination_requested')`),
    index('contracts_upline_idx').on(t.uplineId, t.kind),
    // What statements and bills name their contract by, so one key check proves their brand, kind and parties.
    unique('contracts_statement_ref').on(t.id, t.brandId, t.kind, t.downlineId),
    unique('contracts_bill_ref').on(t.id, t.brandId, t.uplineId, t.downlineId),
    check('contracts_kind', sql`${t.kind} in ('dividend', 'daily', 'hourly', 'realtime')`),
    check(
      'contracts_status',
      sql`${t.status} in ('offered', 'signed', 'rejected', 'termination_requested', 'terminated')`,
    ),
  ],
);

/**
 * The terms of a contract, versioned: the first offer is version 1; an upline offering new terms on a signed
 * contract adds a version the downline accepts or rejects. A signed version is in force from its signing
 * until the next one is signed or the contract ends, so a settlement finds the version of its period.
 */
export const contractVersions = pgTable(
  'contract_versions',
  {
    contractId: bigint('contract_id', { mode: 'bigint' })
      .notNull()
      .references(() => contracts.id),
    version: integer('version').notNull(),
    terms: jsonb('terms').notNull(),
    status: text('status').notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().default(APP_NOW),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    inForceFrom: timestamp('in_force_from', { withTimezone: true }),
    inForceTo: timestamp('in_force_to', { withTimezone: true }),
    /** The last day (brand's zone) these terms are in force once signed; null: until ended. */
    validUntil: date('valid_until', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.version] }),
    check('contract_versions_status', sql`${t.status} in ('offered', 'signed', 'rejected', 'withdrawn')`),
  ],
);

/**
 * What a settlement computed for one contracted agent in one period (DOMAIN.md "Level difference"): the
 * inputs it read (team base, active members, the contract version and tier rate) and the amounts, gross, paid
 * to its contracted downlines and kept, so the agent's salary and dividend pages show how each came about.
 * A run of the period again rewrites its row and the ledger moves only the difference.
 */
export const contractStatements = pgTable(
  'contract_statements',
  {
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    periodKey: text('period_key').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    agentId: bigint('agent_id', { mode: 'bigint' }).notNull(),
    contractId: bigint('contract_id', { mode: 'bigint' }).notNull(),
    version: integer('version').notNull(),
    /** Team valid bet (salaries) or team loss (dividends), minor units. */
    base: bigint('base', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    ratePpm: bigint('rate_ppm', { mode: 'bigint' }).notNull(),
    gross: bigint('gross', { mode: 'bigint' }).notNull(),
    paidToDownlines: bigint('paid_to_downlines', { mode: 'bigint' }).notNull(),
    net: bigint('net', { mode: 'bigint' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.kind, t.periodKey, t.agentId] }),
    index('contract_statements_agent_idx').on(t.agentId, t.kind, t.periodStart),
    // One check per row proves the brand, the kind and that the agent is the contract's downline: a run writes
    // thousands of rows, and three single-column checks cost it as much as the writing.
    foreignKey({
      name: 'contract_statements_contract_fk',
      columns: [t.contractId, t.brandId, t.kind, t.agentId],
      foreignColumns: [contracts.id, contracts.brandId, contracts.kind, contracts.downlineId],
    }),
  ],
);

/**
 * What an upline owes a contracted downline as its dividend for a period (DOMAIN.md "Dividend"): the upline
 * pays it from its own wallet within the brand's payment window, or refuses; unpaid at `due_at` it is deemed
 * refused, and the platform freezes the upline and moves what its balance holds (`forced`), recording the
 * rest as a shortfall for operators to settle. A run of the period again that finds more owed adds a bill
 * (the next `sequence`) for the difference, so a bill once settled never changes amount.
 */
export const dividendBills = pgTable(
  'dividend_bills',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    contractId: bigint('contract_id', { mode: 'bigint' }).notNull(),
    uplineId: bigint('upline_id', { mode: 'bigint' }).notNull(),
    downlineId: bigint('downline_id', { mode: 'bigint' }).notNull(),
    periodKey: text('period_key').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    sequence: integer('sequence').notNull().default(0),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    /** Moved by the upline itself, by the platform's force pay, and what the force pay could not move. */
    paid: bigint('paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    forced: bigint('forced', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    shortfall: bigint('shortfall', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** How an operator settled a shortfall: `platform_paid` (the platform paid the downline) or `written_off`. */
    shortfallResolution: text('shortfall_resolution'),
    shortfallResolvedAt: timestamp('shortfall_resolved_at', { withTimezone: true }),
    shortfallResolvedBy: text('shortfall_resolved_by'),
    shortfallNote: text('shortfall_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    uniqueIndex('dividend_bills_period_key').on(t.contractId, t.periodKey, t.sequence),
    // As the statements': one check proves the bill's brand and that upline and downline are the contract's.
    foreignKey({
      name: 'dividend_bills_contract_fk',
      columns: [t.contractId, t.brandId, t.uplineId, t.downlineId],
      foreignColumns: [contracts.id, contracts.brandId, contracts.uplineId, contracts.downlineId],
    }),
    index('dividend_bills_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} in ('pending', 'refused')`),
    index('dividend_bills_upline_idx').on(t.uplineId, t.periodStart),
    index('dividend_bills_downline_idx').on(t.downlineId, t.periodStart),
    index('dividend_bills_brand_idx').on(t.brandId, t.status, t.periodStart),
    check('dividend_bills_amount', sql`${t.amount} > 0`),
    check('dividend_bills_status', sql`${t.status} in ('pending', 'paid', 'refused', 'forced', 'shortfall')`),
    check(
      'dividend_bills_shares',
      sql`${t.paid} >= 0 and ${t.forced} >= 0 and ${t.shortfall} >= 0 and ${t.paid} + ${t.forced} + ${t.shortfall} <= ${t.amount}`,
    ),
    check(
      'dividend_bills_resolution',
      sql`${t.shortfallResolution} is null or ${t.shortfallResolution} in ('platform_paid', 'written_off')`,
    ),
  ],
);
