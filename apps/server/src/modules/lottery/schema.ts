import type { GameFamily, Schedule } from '@croupier/lottery';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { APP_NOW } from '../../db/app-now.ts';
import { operators } from '../operators/schema.ts';

/** How the lobby groups lottery games and prices them (spec §9): Chinese fast games, e-lottery, SEA, Vietnam. */
export const PRIZE_MODES = ['LOTT', 'ELOTT', 'SEA', 'VN'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** An issue's life: sales open when the previous issue closes, close before the draw, then drawn and settled. */
export const ISSUE_STATUSES = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'void'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** A game's name in the console's and the site's languages; Vietnamese draws also carry their own name. */
export interface GameNames {
  EN: string;
  CN: string;
  TH: string;
  VI?: string;
}

/**
 * The platform's lottery games (issue 21): each draws on its package `Schedule` (which also holds how many
 * seconds before a draw sales close). `drawsAfter` is where the game's issues begin: the engine draws every
 * issue of the schedule after it, the first start's demo setting it an hour back so results exist at once.
 */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    family: text('family').$type<GameFamily>().notNull(),
    prizeMode: text('prize_mode').$type<PrizeMode>().notNull(),
    names: jsonb('names').$type<GameNames>().notNull(),
    schedule: jsonb('schedule').$type<Schedule>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    drawsAfter: timestamp('draws_after', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    uniqueIndex('lottery_games_code').on(t.code),
    check('lottery_games_prize_mode', sql`${t.prizeMode} in ('LOTT', 'ELOTT', 'SEA', 'VN')`),
  ],
);

/**
 * One draw of a game. The seed is drawn and its hash committed when the issue is created, before it opens; the
 * seed stays sealed with the app secret (`sealed_seed`) until the draw reveals it in `seed` beside the result.
 * A one-minute game makes 1440 rows a day: the engine reads only the partial index of issues still to draw.
 */
export const lotteryIssues = pgTable(
  'lottery_issues',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: bigint('game_id', { mode: 'bigint' })
      .notNull()
      .references(() => lotteryGames.id),
    issueNo: text('issue_no').notNull(),
    /** Sales open when the previous issue closes (at creation for a game's first issue). */
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    status: text('status').$type<IssueStatus>().notNull().default('scheduled'),
    seedHash: text('seed_hash').notNull(),
    sealedSeed: text('sealed_seed').notNull(),
    seed: text('seed'),
    result: jsonb('result'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: bigint('voided_by', { mode: 'bigint' }).references(() => operators.id),
    voidReason: text('void_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    uniqueIndex('lottery_issues_game_issue').on(t.gameId, t.issueNo),
    uniqueIndex('lottery_issues_game_draw').on(t.gameId, t.drawAt),
    index('lottery_issues_pending')
      .on(t.gameId, t.drawAt)
      .where(sql`${t.status} in ('scheduled', 'open', 'closed')`),
    check(
      'lottery_issues_status',
      sql`${t.status} in ('scheduled', 'open', 'closed', 'drawn', 'settled', 'void')`,
    ),
    check('lottery_issues_times', sql`${t.opensAt} <= ${t.closeAt} and ${t.closeAt} <= ${t.drawAt}`),
    check(
      'lottery_issues_drawn',
      sql`(${t.status} in ('drawn', 'settled')) <= (${t.seed} is not null and ${t.result} is not null)`,
    ),
  ],
);

export type LotteryGameRow = typeof lotteryGames.$inferSelect;
export type LotteryIssueRow = typeof lotteryIssues.$inferSelect;
