import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from '../brands/schema.ts';
import { players } from '../players/schema.ts';

/**
 * A player's rebate for one brand-local day: what a manual claim paid during the day and what the daily run
 * paid after it closed (the rest). One row per (player, day), so a claim and the run meet on it: the second
 * to write waits for the first and sees what it paid. Amounts in minor units; `*_by_type` per game type.
 */
export const rebateDays = pgTable(
  'rebate_days',
  {
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    day: text('day').notNull(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    level: integer('level').notNull(),
    claimed: bigint('claimed', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    claimedByType: jsonb('claimed_by_type').$type<Record<string, string>>(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    settled: bigint('settled', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    settledByType: jsonb('settled_by_type').$type<Record<string, string>>(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.day] }),
    check('rebate_days_amounts', sql`${t.claimed} >= 0 and ${t.settled} >= 0`),
  ],
);
