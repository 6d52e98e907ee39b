import type { CustomerService, FieldRule, Resource, WhitelabelNode } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { APP_NOW } from '../../db/app-now.ts';

/** A brand (merchant): one operator's site, resolved from the Host header. */
export const brands = pgTable(
  'brands',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    domains: text('domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mainDomain: text('main_domain').notNull().default(''),
    currencyCode: text('currency_code').notNull(),
    timezone: text('timezone').notNull(),
    accentColor: text('accent_color').notNull().default('#f5b301'),
    languages: text('languages').array().notNull(),
    defaultLanguage: text('default_language').notNull(),
    whitelabel: jsonb('whitelabel').$type<WhitelabelNode[]>().notNull(),
    customerService: jsonb('customer_service').$type<CustomerService[]>().notNull(),
    resources: jsonb('resources').$type<Resource[]>().notNull(),
    maintenance: boolean('maintenance').notNull().default(false),
    maintenanceMessage: text('maintenance_message'),
    blockedCountries: text('blocked_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    exemptIps: text('exempt_ips')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    analyticsGtagId: text('analytics_gtag_id'),
    /** Registration field rules (spec §5) by field name; fields not listed are hidden. */
    registrationRules: jsonb('registration_rules')
      .$type<Record<string, FieldRule>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    imageCdns: text('image_cdns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    launchGameCdns: text('launch_game_cdns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Minor units; null means the default (adjustment-limits.ts), which depends on the currency's decimals. */
    adjustmentApprovalThreshold: bigint('adjustment_approval_threshold', { mode: 'bigint' }),
    adjustmentMaximum: bigint('adjustment_maximum', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    uniqueIndex('brands_code_key').on(t.code),
    // Exactly one brand answers hosts that no brand claims.
    uniqueIndex('brands_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
    check(
      'brands_adjustment_limits',
      sql`${t.adjustmentApprovalThreshold} > 0 and ${t.adjustmentMaximum} > 0`,
    ),
  ],
);

export type BrandRow = typeof brands.$inferSelect;
export type NewBrandRow = typeof brands.$inferInsert;
