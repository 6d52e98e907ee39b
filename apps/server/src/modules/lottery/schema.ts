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
  primaryKey,
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
    // Settlement reads the drawn issues: few at any time, among a day's thousands.
    index('lottery_issues_drawn')
      .on(t.drawAt)
      .where(sql`${t.status} = 'drawn'`),
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

/** What a brand does with a number whose liability reaches its cap: stop selling it, or sell it at half pay. */
export const CAP_MODES = ['stop', 'half'] as const;
export type CapMode = (typeof CAP_MODES)[number];

/**
 * A brand's lottery settings (one row per brand; a brand without a row has the defaults of settings.ts): its
 * maximum prize group G and the groups players may choose, odds and price overrides keyed like the package's
 * `oddsKey` and `priceKey`, and the risk limits in minor units of the brand's currency (null: no limit).
 */
export const lotterySettings = pgTable(
  'lottery_settings',
  {
    brandId: bigint('brand_id', { mode: 'bigint' }).primaryKey(),
    maxPrizeGroup: integer('max_prize_group').notNull(),
    prizeGroups: integer('prize_groups').array().notNull(),
    overrides: jsonb('overrides').$type<Record<string, string>>().notNull(),
    minLineStake: bigint('min_line_stake', { mode: 'bigint' }),
    maxLineStake: bigint('max_line_stake', { mode: 'bigint' }),
    maxPlayerIssueStake: bigint('max_player_issue_stake', { mode: 'bigint' }),
    numberCap: bigint('number_cap', { mode: 'bigint' }),
    /** The most all of the brand's tickets may stake on one number of an issue (besides the liability cap). */
    maxNumberStake: bigint('max_number_stake', { mode: 'bigint' }),
    capMode: text('cap_mode').$type<CapMode>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
    updatedBy: bigint('updated_by', { mode: 'bigint' }).references(() => operators.id),
  },
  (t) => [check('lottery_settings_cap_mode', sql`${t.capMode} in ('stop', 'half')`)],
);

export const TICKET_STATUSES = ['pending', 'won', 'lost', 'refunded'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * An issue's players are settled in this many lanes at once (player id modulo lanes), each on its own connection:
 * a lane's batches never share a player, so their postings never wait on each other's accounts. The pending
 * tickets' index leads with the lane, so a lane's batch reads its tickets in order without a sort.
 */
export const SETTLEMENT_LANES = 2;

/**
 * One line of a player's slip: a play, its selection and what it was sold at. The odds, price and prize groups
 * are snapshotted so a later change of the brand's settings never reprices a sold ticket. Each ticket is also a
 * round of the bets stream (`game_rounds`, vassalage `lottery`, round ref = the ticket id).
 */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    playerId: bigint('player_id', { mode: 'bigint' }).notNull(),
    issueId: bigint('issue_id', { mode: 'bigint' })
      .notNull()
      .references(() => lotteryIssues.id),
    currency: text('currency').notNull(),
    play: text('play').notNull(),
    selection: text('selection').notNull(),
    unit: text('unit').notNull(),
    multiple: integer('multiple').notNull(),
    notes: integer('notes').notNull(),
    /** Units one note cost (the brand's price for a Vietnamese lô). */
    unitPrice: integer('unit_price').notNull(),
    /** The group the player chose (Chinese fast games) and the brand's maximum then, for the rebate. */
    prizeGroup: integer('prize_group'),
    maxPrizeGroup: integer('max_prize_group'),
    /** The odds of each payout key of the play at sale (odds plays). */
    odds: jsonb('odds').$type<Record<string, string>>().notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Sold on a number past its cap in `half` mode: its wins pay half. */
    halfPay: boolean('half_pay').notNull().default(false),
    status: text('status').$type<TicketStatus>().notNull().default('pending'),
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    rebate: bigint('rebate', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /**
     * A paid ticket of a voided issue gives back its win and rebate: what the player's cash could not cover, owed
     * to the platform (the ledger's debt account) and shown to the operator.
     */
    shortfall: bigint('shortfall', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    // A settlement lane reads its players' pending tickets in order from where its last batch ended.
    index('lottery_tickets_pending')
      .on(t.issueId, sql`(${t.playerId} % ${sql.raw(String(SETTLEMENT_LANES))})`, t.playerId, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('lottery_tickets_issue').on(t.issueId),
    index('lottery_tickets_player').on(t.playerId, t.createdAt),
    check('lottery_tickets_status', sql`${t.status} in ('pending', 'won', 'lost', 'refunded')`),
    check(
      'lottery_tickets_amounts',
      sql`${t.stake} > 0 and ${t.win} >= 0 and ${t.rebate} >= 0 and ${t.shortfall} >= 0`,
    ),
  ],
);

/**
 * What an issue would pay on each number for one brand (DOMAIN.md "Risk"): the liability and the stake added by
 * every ticket of the brand covering it, checked against the brand's caps and added in one guarded upsert, so
 * concurrent slips never pass them. Keyed by brand: brands selling the same platform issue each keep their own
 * caps, in their own currency.
 */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    issueId: bigint('issue_id', { mode: 'bigint' })
      .notNull()
      .references(() => lotteryIssues.id),
    play: text('play').notNull(),
    number: text('number').notNull(),
    liability: bigint('liability', { mode: 'bigint' }).notNull(),
    stake: bigint('stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.issueId, t.play, t.number] })],
);

/** Each player's stake on an issue, against the brand's limit per player and issue (same guarded upsert). */
export const lotteryPlayerStakes = pgTable(
  'lottery_player_stakes',
  {
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    issueId: bigint('issue_id', { mode: 'bigint' })
      .notNull()
      .references(() => lotteryIssues.id),
    playerId: bigint('player_id', { mode: 'bigint' }).notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.issueId, t.playerId] })],
);

export type LotteryGameRow = typeof lotteryGames.$inferSelect;
export type LotteryIssueRow = typeof lotteryIssues.$inferSelect;
export type LotterySettingsRow = typeof lotterySettings.$inferSelect;
export type LotteryTicketRow = typeof lotteryTickets.$inferSelect;
