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
import { APP_NOW } from '../../db/app-now.ts';
import { brands } from '../brands/schema.ts';
import { players } from '../players/schema.ts';

/** Who owns the row and what it measures: shared by missions and leaderboards. */
const measured = () => ({
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  brandId: bigint('brand_id', { mode: 'bigint' })
    .notNull()
    .references(() => brands.id),
  titles: jsonb('titles').$type<Record<string, string>>().notNull(),
  /** valid_bet, deposits, rounds (and sign_ins for missions). */
  metric: text('metric').notNull(),
  /** Count only this game type (valid_bet and rounds); null: every type. */
  gameType: text('game_type'),
  /** The brand-local period it runs over, again and again while enabled. */
  cadence: text('cadence').notNull(),
  wageringMultiple: integer('wagering_multiple').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
});

/**
 * A mission (DOMAIN.md "Missions"): reach `target` of the metric within the period (minor units for valid bet
 * and deposits, a count for rounds and sign-ins) and claim `reward` once per period. `spent` is what its claims
 * have paid, never past `budget`.
 */
export const missions = pgTable(
  'missions',
  {
    ...measured(),
    target: bigint('target', { mode: 'bigint' }).notNull(),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    budget: bigint('budget', { mode: 'bigint' }),
    spent: bigint('spent', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    index('missions_brand_idx').on(t.brandId),
    check('missions_metric', sql`${t.metric} in ('valid_bet', 'deposits', 'rounds', 'sign_ins')`),
    check('missions_cadence', sql`${t.cadence} in ('daily', 'weekly')`),
    check('missions_amounts', sql`${t.target} > 0 and ${t.reward} > 0`),
    check('missions_spent', sql`${t.spent} >= 0 and (${t.budget} is null or ${t.spent} <= ${t.budget})`),
  ],
);

export type MissionRow = typeof missions.$inferSelect;

/** A mission's reward claimed by a player for one period: the key refuses a second claim of the period. */
export const missionClaims = pgTable(
  'mission_claims',
  {
    missionId: bigint('mission_id', { mode: 'bigint' })
      .notNull()
      .references(() => missions.id),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    periodKey: text('period_key').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    bonusId: bigint('bonus_id', { mode: 'bigint' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    primaryKey({ columns: [t.missionId, t.playerId, t.periodKey] }),
    index('mission_claims_player_idx').on(t.playerId, t.periodKey),
  ],
);

/**
 * A leaderboard (DOMAIN.md "Leaderboard"): players ranked by the metric over each period; `prizes` (minor
 * units, rank 1 first) are paid when the period closes.
 */
export const leaderboards = pgTable(
  'leaderboards',
  {
    ...measured(),
    prizes: bigint('prizes', { mode: 'bigint' }).array().notNull(),
  },
  (t) => [
    index('leaderboards_brand_idx').on(t.brandId),
    check('leaderboards_metric', sql`${t.metric} in ('valid_bet', 'deposits', 'rounds')`),
    check('leaderboards_cadence', sql`${t.cadence} in ('daily', 'weekly', 'monthly')`),
    check('leaderboards_prizes', sql`cardinality(${t.prizes}) between 1 and 50`),
  ],
);

export type LeaderboardRow = typeof leaderboards.$inferSelect;

/**
 * A paid rank of a closed period, written with its bonus in one transaction. A rank and a player each appear
 * once per (leaderboard, period), so a re-run or a second worker pays nobody twice.
 */
export const leaderboardResults = pgTable(
  'leaderboard_results',
  {
    leaderboardId: bigint('leaderboard_id', { mode: 'bigint' })
      .notNull()
      .references(() => leaderboards.id),
    periodKey: text('period_key').notNull(),
    rank: integer('rank').notNull(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    figure: bigint('figure', { mode: 'bigint' }).notNull(),
    /** When the player reached the figure: what ranks equal figures (earlier first). */
    achievedAt: timestamp('achieved_at', { withTimezone: true }).notNull(),
    prize: bigint('prize', { mode: 'bigint' }).notNull(),
    bonusId: bigint('bonus_id', { mode: 'bigint' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    primaryKey({ columns: [t.leaderboardId, t.periodKey, t.rank] }),
    uniqueIndex('leaderboard_results_player_key').on(t.leaderboardId, t.periodKey, t.playerId),
  ],
);

export type LeaderboardResultRow = typeof leaderboardResults.$inferSelect;
