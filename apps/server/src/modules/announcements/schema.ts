import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from '../brands/schema.ts';
import { APP_NOW } from '../../db/app-now.ts';

/**
 * Operator-published notices of a brand: the home lobby's marquee and the notice popup. Titles and contents
 * are plain text per language (EN always); a notice shows while enabled and inside its optional window.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    titles: jsonb('titles')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    contents: jsonb('contents')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** Who reads it: players on the site (marquee and popup), or agents in the agent centre. */
    audience: text('audience').$type<'players' | 'agents'>().notNull().default('players'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    index('announcements_brand_idx').on(t.brandId, t.sortOrder),
    // The commands check it too (with a field error); this keeps any other writer honest.
    check('announcements_audience', sql`${t.audience} in ('players', 'agents')`),
    check(
      'announcements_window',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
