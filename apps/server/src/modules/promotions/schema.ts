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
} from 'drizzle-orm/pg-core';
import { APP_NOW } from '../../db/app-now.ts';
import { brands } from '../brands/schema.ts';
import { players } from '../players/schema.ts';

/**
 * A promotion of a brand (DOMAIN.md "Promotions"), as operators configure it: kind, texts per language, window,
 * audience, reward rule, wagering, limits and budget. Amounts are minor units of the brand's currency; a percent
 * reward is kept in hundredths of a percent. `spent` is what its rewards have paid so far (never past `budget`).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    kind: text('kind').notNull(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    summaries: jsonb('summaries')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    contents: jsonb('contents')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    imageUrl: text('image_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Empty: everyone. Otherwise a player at one of these VIP levels, or in one of these agents' teams. */
    vipLevels: integer('vip_levels').array(),
    agentIds: bigint('agent_ids', { mode: 'bigint' }).array(),
    rewardType: text('reward_type').notNull(),
    /** Minor units (fixed) or hundredths of a percent (percent). */
    rewardValue: bigint('reward_value', { mode: 'bigint' }).notNull(),
    rewardCap: bigint('reward_cap', { mode: 'bigint' }),
    minDeposit: bigint('min_deposit', { mode: 'bigint' }),
    wageringMultiple: integer('wagering_multiple'),
    wageringBase: text('wagering_base'),
    contributions: jsonb('contributions').$type<Record<string, number>>(),
    maxStake: bigint('max_stake', { mode: 'bigint' }),
    perPlayer: integer('per_player').notNull().default(1),
    perPeriod: text('per_period'),
    budget: bigint('budget', { mode: 'bigint' }),
    spent: bigint('spent', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    index('promotions_brand_idx').on(t.brandId, t.startsAt),
    check(
      'promotions_kind',
      sql`${t.kind} in ('first_deposit', 'reload', 'daily_first_deposit', 'cashback', 'application', 'vip_upgrade', 'birthday')`,
    ),
    check('promotions_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('promotions_reward_type', sql`${t.rewardType} in ('percent', 'fixed')`),
    check('promotions_reward_value', sql`${t.rewardValue} > 0`),
    check(
      'promotions_wagering_base',
      sql`${t.wageringBase} is null or ${t.wageringBase} in ('bonus', 'bonus_deposit')`,
    ),
    check('promotions_per_period', sql`${t.perPeriod} is null or ${t.perPeriod} in ('day', 'week', 'month')`),
    check('promotions_spent', sql`${t.spent} >= 0 and (${t.budget} is null or ${t.spent} <= ${t.budget})`),
  ],
);

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotionRow = typeof promotions.$inferInsert;

/** A player who joined a promotion ("join now" → "signed up"). */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    promotionId: bigint('promotion_id', { mode: 'bigint' })
      .notNull()
      .references(() => promotions.id),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.playerId] }),
    index('promotion_entries_player_idx').on(t.playerId),
  ],
);
