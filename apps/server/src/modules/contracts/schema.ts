import { sql } from 'drizzle-orm';
import {
  bigint,
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
  },
  (t) => [
    // At most one pending or signed contract per downline and kind (each downline has one upline).
    uniqueIndex('contracts_live_key')
      .on(t.downlineId, t.kind)
      .where(sql`${t.status} in ('offered', 'signed', 'termination_requested')`),
    index('contracts_upline_idx').on(t.uplineId, t.kind),
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
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    kind: text('kind').notNull(),
    periodKey: text('period_key').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    agentId: bigint('agent_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    contractId: bigint('contract_id', { mode: 'bigint' })
      .notNull()
      .references(() => contracts.id),
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
  ],
);
