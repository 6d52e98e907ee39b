import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PointEntryKind, PointExchangeStatus, PointGoodsKind, PointRateKind } from '@croupier/contracts';
import { APP_NOW } from '../../db/app-now.ts';
import { brands } from '../brands/schema.ts';
import { players } from '../players/schema.ts';

/**
 * The points mall (ADR 0039). Points are kept in hundredths of a point (bigint); a rate in ten-thousandths of a
 * point per unit of the brand's currency (100 = 0.0100 points per 1.00). A brand without a row for a kind earns
 * at the default rate (rates.ts).
 */
export const pointRates = pgTable(
  'point_rates',
  {
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    kind: text('kind').$type<PointRateKind>().notNull(),
    rateE4: bigint('rate_e4', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.kind] }), check('point_rates_rate', sql`${t.rateE4} >= 0`)],
);

/** A player's points balance, changed only with an entry in the same transaction under a guarded update. */
export const pointAccounts = pgTable(
  'point_accounts',
  {
    playerId: bigint('player_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => players.id),
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    earned: bigint('earned', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    spent: bigint('spent', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [check('point_accounts_balance', sql`${t.balance} >= 0`)],
);

/**
 * The points ledger: one row per change of a balance, append-only. The key is unique per brand, so a stream
 * batch read again or a retried command finds its entry instead of crediting twice.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    playerId: bigint('player_id', { mode: 'bigint' }).notNull(),
    kind: text('kind').$type<PointEntryKind>().notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    reference: text('reference').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    uniqueIndex('point_entries_key').on(t.brandId, t.idempotencyKey),
    index('point_entries_player_idx').on(t.playerId, t.id),
  ],
);

/**
 * What each round has earned so far: the valid bet counted and the points credited at the rate of its first
 * settlement, so a correction takes back exactly what the round gave and never more.
 */
export const pointRoundCredits = pgTable('point_round_credits', {
  roundId: bigint('round_id', { mode: 'bigint' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'bigint' }).notNull(),
  rateE4: bigint('rate_e4', { mode: 'bigint' }).notNull(),
  validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
  points: bigint('points', { mode: 'bigint' }).notNull(),
});

/** Goods on sale for points: cash (credited as a bonus at once) or physical (sent after approval). */
export const pointGoods = pgTable(
  'point_goods',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    kind: text('kind').$type<PointGoodsKind>().notNull(),
    pointsNeeded: bigint('points_needed', { mode: 'bigint' }).notNull(),
    moneyValue: bigint('money_value', { mode: 'bigint' }).notNull(),
    wageringMultiple: integer('wagering_multiple').notNull().default(0),
    remaining: integer('remaining').notNull(),
    redeemed: integer('redeemed').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    check('point_goods_stock', sql`${t.remaining} >= 0 and ${t.redeemed} >= 0`),
    check('point_goods_price', sql`${t.pointsNeeded} > 0 and ${t.moneyValue} >= 0`),
    index('point_goods_brand_idx').on(t.brandId, t.sort),
  ],
);

/** A player's redemption of goods: In Process → Passed | Rejected (points and stock returned). */
export const pointExchanges = pgTable(
  'point_exchanges',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    goodsId: bigint('goods_id', { mode: 'bigint' })
      .notNull()
      .references(() => pointGoods.id),
    goodsName: text('goods_name').notNull(),
    kind: text('kind').$type<PointGoodsKind>().notNull(),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    /** The points balance right after the redemption took the points. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    money: bigint('money', { mode: 'bigint' }).notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    status: text('status').$type<PointExchangeStatus>().notNull(),
    remark: text('remark').notNull().default(''),
    reviewedBy: bigint('reviewed_by', { mode: 'bigint' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    index('point_exchanges_player_idx').on(t.playerId, t.id),
    index('point_exchanges_brand_status_idx').on(t.brandId, t.status, t.id),
  ],
);
