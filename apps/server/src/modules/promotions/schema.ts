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
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { APP_NOW } from '../../db/app-now.ts';
import { bytea } from '../../db/bytea.ts';
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
    /**
     * Who may take part, by dimension: null (or empty) admits everyone; a named dimension admits a player at one
     * of its VIP levels, in one of its agents' teams, or with one of its player tags (normalised). The player
     * must pass every dimension named (ADR 0032).
     */
    vipLevels: integer('vip_levels').array(),
    agentIds: bigint('agent_ids', { mode: 'bigint' }).array(),
    tags: text('tags').array(),
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

/** Whose row it is: a promotion's, for one player. */
const promotionAndPlayer = () => ({
  promotionId: bigint('promotion_id', { mode: 'bigint' })
    .notNull()
    .references(() => promotions.id),
  playerId: bigint('player_id', { mode: 'bigint' })
    .notNull()
    .references(() => players.id),
});

/** A player who joined a promotion ("join now" → "signed up"). */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    ...promotionAndPlayer(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.playerId] }),
    index('promotion_entries_player_idx').on(t.playerId),
  ],
);

/**
 * A reward of a promotion to a player, at most one per (promotion, player, period): the unique key is what
 * decides a race between two payments. `claimable` waits for the player's claim; `issued` was paid on its own
 * (a deposit bonus); `claimed` was paid on the player's claim. `period_key` is the brand-local day, week or
 * month when the promotion has a period, else the reward's ordinal (`n:1`, `n:2`, … up to its per-player limit).
 */
export const promotionRewards = pgTable(
  'promotion_rewards',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    ...promotionAndPlayer(),
    periodKey: text('period_key').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    /** What earned it: `deposit:<id>`, `application:<id>`, `birthday:<year>`, … */
    sourceRef: text('source_ref').notNull(),
    /** The bonus the payment granted (the bonuses module's row); null until paid. */
    bonusId: bigint('bonus_id', { mode: 'bigint' }),
    /** A claimable reward not claimed by then lapses. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promotion_rewards_period_key').on(t.promotionId, t.playerId, t.periodKey),
    index('promotion_rewards_player_idx').on(t.playerId, t.status),
    check('promotion_rewards_status', sql`${t.status} in ('claimable', 'issued', 'claimed')`),
    check('promotion_rewards_amount', sql`${t.amount} > 0`),
  ],
);

export type PromotionRewardRow = typeof promotionRewards.$inferSelect;

/**
 * A player's application with proof (kind `application`): `applying` until an operator approves it with an
 * amount (paid as a reward) or rejects it with a reason. One pending application per player and promotion.
 */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    ...promotionAndPlayer(),
    remark: text('remark').notNull().default(''),
    status: text('status').notNull().default('applying'),
    reason: text('reason'),
    rewardId: bigint('reward_id', { mode: 'bigint' }).references(() => promotionRewards.id),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    uniqueIndex('promotion_applications_pending')
      .on(t.promotionId, t.playerId)
      .where(sql`${t.status} = 'applying'`),
    index('promotion_applications_promotion_idx').on(t.promotionId, t.id),
    check('promotion_applications_status', sql`${t.status} in ('applying', 'approved', 'rejected')`),
    check('promotion_applications_remark', sql`char_length(${t.remark}) <= 140`),
  ],
);

export type PromotionApplicationRow = typeof promotionApplications.$inferSelect;

/** An application's proof images, in the database like withdrawal proofs (3 × 5 MB at most each). */
export const promotionApplicationImages = pgTable(
  'promotion_application_images',
  {
    applicationId: bigint('application_id', { mode: 'bigint' })
      .notNull()
      .references(() => promotionApplications.id),
    /** 1, 2 or 3, in upload order. */
    position: smallint('position').notNull(),
    /** From the file's own bytes, never from its name or the browser's word. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.position] }),
    check('promotion_application_images_position', sql`${t.position} between 1 and 3`),
    check('promotion_application_images_type', sql`${t.contentType} in ('image/png', 'image/jpeg')`),
  ],
);
