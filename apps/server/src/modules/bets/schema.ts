import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { APP_NOW } from '../../db/app-now.ts';

/** A transaction id (`pg_current_xact_id()`), carried as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/** What a player staked on: a third-party vendor's game, one of our studio's games, later lottery and sports. */
export const PRODUCTS = ['casino', 'studio', 'lottery', 'sports'] as const;
export type Product = (typeof PRODUCTS)[number];

/**
 * One game play (DOMAIN.md): bets and wins of the same round id at one vendor. Stake = bets − rolled-back
 * bets; payout = wins; valid bet is set when the round settles. Product-neutral: the product says what kind
 * of play it was (a trigger sets `studio` for the studio's vendors, so no writer has to know).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    vassalage: text('vassalage').notNull(),
    /** The vendor's round id. */
    roundRef: text('round_ref').notNull(),
    playerId: bigint('player_id', { mode: 'bigint' }).notNull(),
    product: text('product').$type<Product>().notNull().default('casino'),
    gameId: bigint('game_id', { mode: 'bigint' }),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    validBet: bigint('valid_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().default(APP_NOW),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    check('game_rounds_status', sql`${t.status} in ('open', 'settled', 'cancelled')`),
    check('game_rounds_amounts', sql`${t.stake} >= 0 and ${t.payout} >= 0 and ${t.validBet} >= 0`),
    check('game_rounds_product', sql`${t.product} in ('casino', 'studio', 'lottery', 'sports')`),
    uniqueIndex('game_rounds_vendor_round_key').on(t.vassalage, t.roundRef),
    index('game_rounds_player_idx').on(t.playerId, t.openedAt),
    index('game_rounds_brand_closed_idx').on(t.brandId, t.closedAt),
    // The RTP report counts each game's open and interrupted rounds; open rounds are few, so the index is small.
    index('game_rounds_brand_game_open_idx')
      .on(t.brandId, t.gameId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * The rounds stream (ARCHITECTURE.md, "Bets as a stream"): a row per settlement of a round, and per later change
 * of a settled round as a delta (a rollback of a settled round is −1 round and minus its amounts). Written only
 * by triggers on game_rounds, in the transaction that settled or changed the round (ADR 0018). `settledAt` is
 * the settlement time the delta belongs to (the round's closing time), `recordedAt` when the change happened.
 */
export const roundsStream = pgTable(
  'rounds_stream',
  {
    seq: bigint('seq', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The writing transaction: consumers read below the oldest transaction still running (ADR 0018). */
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    roundId: bigint('round_id', { mode: 'bigint' }).notNull(),
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    playerId: bigint('player_id', { mode: 'bigint' }).notNull(),
    product: text('product').$type<Product>().notNull(),
    gameType: text('game_type').notNull(),
    vassalage: text('vassalage').notNull(),
    gameId: bigint('game_id', { mode: 'bigint' }),
    currency: text('currency').notNull(),
    rounds: integer('rounds').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    index('rounds_stream_xid_idx').on(t.xid, t.seq),
    // Reports add what the stats have not consumed yet, and the rows at the ragged edges of their range.
    index('rounds_stream_brand_settled_idx').on(t.brandId, t.settledAt),
  ],
);

/** Where each stream consumer has read up to: the (transaction, sequence) of the last row it consumed. */
export const streamCursors = pgTable('stream_cursors', {
  consumer: text('consumer').primaryKey(),
  xid: xid8('xid')
    .notNull()
    .default(sql`'0'::xid8`),
  seq: bigint('seq', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
});

/**
 * Settled play per player and brand-local hour (the instant the hour starts in the brand's time zone, so a
 * half-hour zone has half-past hours), by product, game and currency: what every report sums. Kept by the
 * stats consumer; `gameId` 0 stands for a round whose game the catalogue lacked.
 */
export const playerHourlyBets = pgTable(
  'player_hourly_bets',
  {
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    playerId: bigint('player_id', { mode: 'bigint' }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    product: text('product').$type<Product>().notNull(),
    gameType: text('game_type').notNull(),
    vassalage: text('vassalage').notNull(),
    gameId: bigint('game_id', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    rounds: integer('rounds').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.brandId, t.hour, t.playerId, t.gameType, t.vassalage, t.gameId, t.currency, t.product],
    }),
    index('player_hourly_bets_player_idx').on(t.playerId, t.hour),
  ],
);

/**
 * Money that moved for a player per brand-local hour, signed as the player sees it (deposits in, withdrawals
 * out as positive amounts; bonuses, commissions and adjustments net of reversals). Kept by the stats consumer
 * from posted ledger transfers.
 */
export const playerHourlyMoney = pgTable(
  'player_hourly_money',
  {
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    playerId: bigint('player_id', { mode: 'bigint' }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    deposits: bigint('deposits', { mode: 'bigint' }).notNull(),
    withdrawals: bigint('withdrawals', { mode: 'bigint' }).notNull(),
    bonuses: bigint('bonuses', { mode: 'bigint' }).notNull(),
    commissions: bigint('commissions', { mode: 'bigint' }).notNull(),
    adjustments: bigint('adjustments', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.hour, t.playerId, t.currency] }),
    index('player_hourly_money_player_idx').on(t.playerId, t.hour),
  ],
);

/**
 * The latest notable wins of each brand (the home page's live feed), kept from the rounds stream by the
 * `bets.wins` consumer and trimmed to the newest few per brand, so reading the feed never touches the rounds.
 */
export const latestWins = pgTable(
  'latest_wins',
  {
    roundId: bigint('round_id', { mode: 'bigint' }).primaryKey(),
    /** The stream row it came from: the feed's order. */
    seq: bigint('seq', { mode: 'bigint' }).notNull(),
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    playerId: bigint('player_id', { mode: 'bigint' }).notNull(),
    vassalage: text('vassalage').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('latest_wins_brand_seq_idx').on(t.brandId, t.seq)],
);
