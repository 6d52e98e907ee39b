import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  primaryKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { APP_NOW } from '../../db/app-now.ts';

/**
 * A game vendor (vassalage). A vendor without a launch URL and secret is listed in the catalogue but not
 * connected: its games cannot launch until an operator onboards its integration.
 */
export const vendors = pgTable(
  'vendors',
  {
    vassalage: text('vassalage').primaryKey(),
    name: text('name').notNull(),
    gameTypes: text('game_types').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Template with {token}, {gameCode}, {language}, {mode} placeholders. */
    launchUrl: text('launch_url'),
    /** The HMAC secret of the wallet protocol, sealed with the installation's app secret. */
    secretSealed: text('secret_sealed'),
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }),
    /** 'seamless': we hold the balance and the vendor calls bet/win; 'transfer': the vendor holds its own balance. */
    walletMode: text('wallet_mode').notNull().default('seamless'),
    /**
     * Base URL of a transfer-wallet vendor's own API, which we call (signed like the wallet protocol) to move a
     * player's money there and back: `<transferUrl>/transfer-in`, `/transfer-out`, `/transfer-status`, `/balance`.
     */
    transferUrl: text('transfer_url'),
    /** Maintenance window; open-ended when `maintenanceUntil` is null. */
    maintenanceFrom: timestamp('maintenance_from', { withTimezone: true }),
    maintenanceUntil: timestamp('maintenance_until', { withTimezone: true }),
    /**
     * The in-house studio registers this vendor (ADR 0011): set for the demo catalogue's vendors it serves, or
     * by an owner/admin handing a vendor to it. The studio's account may touch no other vendor.
     */
    studioManaged: boolean('studio_managed').notNull().default(false),
    /**
     * The platform serves this vendor's games itself (the lottery's draws, opened on the player site's own
     * lottery pages): they launch without a launch URL or wallet secret.
     */
    platformServed: boolean('platform_served').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [check('vendors_wallet_mode', sql`${t.walletMode} in ('seamless', 'transfer')`)],
);

export const games = pgTable(
  'games',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    nodeId: bigint('node_id', { mode: 'bigint' }).notNull(),
    vassalage: text('vassalage')
      .notNull()
      .references(() => vendors.vassalage),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    /** Names per language code (CN, TH); EN is gameName. */
    localizedNames: jsonb('localized_names')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    gameType: text('game_type').notNull(),
    /** 'GAME' launches directly; 'VASSALAGE' opens the vendor's provider list. */
    isGame: text('is_game').notNull().default('GAME'),
    displayName: text('display_name').notNull(),
    iconUrl: text('icon_url').notNull(),
    showIcon: boolean('show_icon').notNull().default(true),
    isHot: smallint('is_hot').notNull().default(0),
    hasJackpot: boolean('has_jackpot').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    /** Game-level maintenance (the vendor's window applies on top). */
    maintenance: boolean('maintenance').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * The return to player the vendor publishes for the game, in hundredths of a percent (9612 = 96.12 %);
     * null until the vendor sends it. Integer, so the RTP report compares it with the actual RTP exactly.
     */
    theoreticalRtpBp: integer('theoretical_rtp_bp'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    check('games_theoretical_rtp', sql`${t.theoreticalRtpBp} between 0 and 10000`),
    uniqueIndex('games_vendor_code_key').on(t.vassalage, t.gameCode),
    uniqueIndex('games_node_id_key').on(t.nodeId),
    index('games_type_vendor_idx').on(t.gameType, t.vassalage, t.sortOrder),
  ],
);

/** A player's favourite games (spec §3 favourite list). */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    playerId: bigint('player_id', { mode: 'bigint' }).notNull(),
    gameId: bigint('game_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] })],
);

/** The games a player launched, latest first (`/recent`). */
export const recentGames = pgTable(
  'recent_games',
  {
    playerId: bigint('player_id', { mode: 'bigint' }).notNull(),
    gameId: bigint('game_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.id),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.gameId] }),
    index('recent_games_player_idx').on(t.playerId, t.playedAt),
  ],
);

/** Banners per brand and group (w_home, w_register, ... and one group per game type). */
export const banners = pgTable(
  'banners',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    groupName: text('group_name').notNull(),
    url: text('url').notNull(),
    linkageType: text('linkage_type').notNull().default('none'),
    linkageTarget: text('linkage_target').notNull().default(''),
    /** Titles per language (EN, CN, TH), read by screen readers and shown on the slide. */
    titles: jsonb('titles')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Calls to action per language, shown on the slide's button when it links somewhere. */
    actions: jsonb('actions')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [index('banners_brand_group_idx').on(t.brandId, t.groupName, t.sortOrder)],
);

/**
 * One row counting changes to games and vendors, bumped by statement triggers (whatever module writes them).
 * Every platform node keeps the lobby in memory and reads this counter at most once a second to learn that
 * another node (or the vendors module) changed the catalogue. Transactional, unlike a sequence: a reader
 * never sees the new number before the change itself is visible.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /**
     * Bumped (with `version`) only by writes to games: a change of vendors alone (a vendor connected, a
     * maintenance window) rebuilds the lobby from the games it already holds instead of reading them again.
     */
    gamesVersion: bigint('games_version', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);

export type GameRow = typeof games.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
