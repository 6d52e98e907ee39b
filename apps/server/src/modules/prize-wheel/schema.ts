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

/** A segment as stored: the prize in minor units (a decimal string in JSON), null for "no prize". */
export interface StoredSegment {
  labels: { EN?: string; CN?: string; TH?: string };
  prize: string | null;
  weight: number;
}

/**
 * A prize wheel (DOMAIN.md "Promotions", ADR 0041): weighted segments, the earn rules (a spin per deposit of at
 * least `depositPerSpin`, a spin per `validBetPerSpin` of valid bet) and a budget its prizes never pass.
 */
export const prizeWheels = pgTable(
  'prize_wheels',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    names: jsonb('names').$type<{ EN?: string; CN?: string; TH?: string }>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    currency: text('currency').notNull(),
    segments: jsonb('segments').$type<StoredSegment[]>().notNull(),
    depositPerSpin: bigint('deposit_per_spin', { mode: 'bigint' }),
    validBetPerSpin: bigint('valid_bet_per_spin', { mode: 'bigint' }),
    budget: bigint('budget', { mode: 'bigint' }),
    spent: bigint('spent', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wageringMultiple: integer('wagering_multiple').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    index('prize_wheels_brand_idx').on(t.brandId),
    check('prize_wheels_spent', sql`${t.spent} >= 0 and (${t.budget} is null or ${t.spent} <= ${t.budget})`),
    check(
      'prize_wheels_earn_rules',
      sql`(${t.depositPerSpin} is null or ${t.depositPerSpin} > 0) and (${t.validBetPerSpin} is null or ${t.validBetPerSpin} > 0)`,
    ),
  ],
);
export type PrizeWheelRow = typeof prizeWheels.$inferSelect;

/**
 * A player's spins on a wheel: `spinsLeft` never below zero (a spin is a guarded decrement), `betProgress` the
 * valid bet counted towards the next spin.
 */
export const wheelSpinBalances = pgTable(
  'wheel_spin_balances',
  {
    wheelId: bigint('wheel_id', { mode: 'bigint' })
      .notNull()
      .references(() => prizeWheels.id),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    spinsLeft: integer('spins_left').notNull().default(0),
    earned: integer('earned').notNull().default(0),
    betProgress: bigint('bet_progress', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.wheelId, t.playerId] }),
    check('wheel_spin_balances_left', sql`${t.spinsLeft} >= 0 and ${t.betProgress} >= 0`),
  ],
);

/** Spins earned by deposits, one row per (wheel, deposit): a deposit seen twice earns once. */
export const wheelSpinCredits = pgTable(
  'wheel_spin_credits',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    wheelId: bigint('wheel_id', { mode: 'bigint' })
      .notNull()
      .references(() => prizeWheels.id),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    sourceRef: text('source_ref').notNull(),
    spins: integer('spins').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [uniqueIndex('wheel_spin_credits_source').on(t.wheelId, t.sourceRef)],
);

/** A spin: the segment drawn and the prize paid (keyed `wheel:<id>`), null for a "no prize" segment. */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    wheelId: bigint('wheel_id', { mode: 'bigint' })
      .notNull()
      .references(() => prizeWheels.id),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    segment: integer('segment').notNull(),
    label: text('label').notNull(),
    prize: bigint('prize', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [index('wheel_spins_player_idx').on(t.playerId, t.wheelId, t.id)],
);
