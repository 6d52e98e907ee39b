import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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

/** A brand's VIP programme: how many days of deposits and valid bet a level is judged on. */
export const vipProgrammes = pgTable(
  'vip_programmes',
  {
    brandId: bigint('brand_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => brands.id),
    windowDays: integer('window_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [check('vip_programmes_window', sql`${t.windowDays} between 1 and 365`)],
);

/**
 * One level of a brand's ladder (0 = where everyone starts): its thresholds over the window and its benefits.
 * Amounts in minor units of the brand's currency; rebate rates in basis points per game type.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    level: integer('level').notNull(),
    label: text('label').notNull(),
    depositThreshold: bigint('deposit_threshold', { mode: 'bigint' }).notNull(),
    validBetThreshold: bigint('valid_bet_threshold', { mode: 'bigint' }).notNull(),
    upgradeBonus: bigint('upgrade_bonus', { mode: 'bigint' }).notNull(),
    wageringMultiple: integer('wagering_multiple').notNull(),
    rebateRates: jsonb('rebate_rates').$type<Record<string, number>>().notNull(),
    withdrawalsPerDay: integer('withdrawals_per_day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.level] }),
    check(
      'vip_levels_values',
      sql`${t.level} >= 0 and ${t.depositThreshold} >= 0 and ${t.validBetThreshold} >= 0
        and ${t.upgradeBonus} >= 0 and ${t.wageringMultiple} >= 0 and ${t.withdrawalsPerDay} >= 1`,
    ),
  ],
);

/** A player's level; a player without a row is at level 0. `evaluatedPeriod` makes an evaluation count once. */
export const playerVipLevels = pgTable('player_vip_levels', {
  playerId: bigint('player_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => players.id),
  brandId: bigint('brand_id', { mode: 'bigint' })
    .notNull()
    .references(() => brands.id),
  level: integer('level').notNull(),
  evaluatedPeriod: text('evaluated_period').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
});

/** Each level a player reached, once: the evaluation that moved them and the upgrade bonus it paid. */
export const vipUpgrades = pgTable(
  'vip_upgrades',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    level: integer('level').notNull(),
    period: text('period').notNull(),
    bonus: bigint('bonus', { mode: 'bigint' }).notNull(),
    bonusId: bigint('bonus_id', { mode: 'bigint' }),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [uniqueIndex('vip_upgrades_player_level').on(t.playerId, t.level)],
);
