import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A game vendor (vassalage). Integration details (endpoint, secret, wallet mode) arrive with the games module. */
export const vendors = pgTable('vendors', {
  vassalage: text('vassalage').primaryKey(),
  name: text('name').notNull(),
  gameTypes: text('game_types').array().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_vendor_code_key').on(t.vassalage, t.gameCode),
    uniqueIndex('games_node_id_key').on(t.nodeId),
    index('games_type_vendor_idx').on(t.gameType, t.vassalage, t.sortOrder),
  ],
);
