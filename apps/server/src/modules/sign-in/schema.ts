import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
} from 'drizzle-orm/pg-core';
import { APP_NOW } from '../../db/app-now.ts';
import { brands } from '../brands/schema.ts';
import { players } from '../players/schema.ts';

/**
 * A brand's daily sign-in (DOMAIN.md "Promotions", ADR 0040): the reward of each day of a streak (minor units;
 * day 1 first), repeating from day 1 after the last, and the wagering multiple of the bonus it pays. No row, or
 * `enabled` false: the brand offers no sign-in.
 */
export const signInSettings = pgTable(
  'sign_in_settings',
  {
    brandId: bigint('brand_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => brands.id),
    rewards: bigint('rewards', { mode: 'bigint' }).array().notNull(),
    wageringMultiple: integer('wagering_multiple').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    check('sign_in_settings_days', sql`cardinality(${t.rewards}) between 1 and 31`),
    check('sign_in_settings_multiple', sql`${t.wageringMultiple} between 0 and 100`),
  ],
);

/**
 * One check-in of a player on a brand-local day. The primary key (player, day) is what refuses a second one the
 * same day, however many arrive at once; `streak` is the consecutive days ending here (1 after a missed day).
 */
export const signIns = pgTable(
  'sign_ins',
  {
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    day: date('day', { mode: 'string' }).notNull(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    streak: integer('streak').notNull(),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    /** The bonus the reward granted (the bonuses module's row); null for a day without reward. */
    bonusId: bigint('bonus_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.day] }),
    index('sign_ins_brand_day_idx').on(t.brandId, t.day),
    check('sign_ins_streak', sql`${t.streak} >= 1`),
    check('sign_ins_reward', sql`${t.reward} >= 0`),
  ],
);

export type SignInSettingsRow = typeof signInSettings.$inferSelect;
export type SignInRow = typeof signIns.$inferSelect;
