import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { brands } from '../brands/schema.ts';
import { players } from '../players/schema.ts';

/**
 * The agent tree as a closure (ARCHITECTURE.md, "Agent tree"): one row per ancestor and descendant, depth 0
 * for each player's own row, so a team is one join. A trigger (migration agent_tree) adds a new player's rows
 * in the registering transaction; moves rewrite them in `moveMember`.
 */
export const agentTree = pgTable(
  'agent_tree',
  {
    ancestorId: bigint('ancestor_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    descendantId: bigint('descendant_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('agent_tree_descendant_idx').on(t.descendantId, t.depth),
    // Direct downlines (depth 1) of an agent with a big team, without reading the whole team.
    index('agent_tree_ancestor_depth_idx').on(t.ancestorId, t.depth),
  ],
);

/**
 * Settled play of each agent's team per brand-local hour, game type and currency: every round counts for the
 * player and each of its ancestors (the closure's rows at the time the team-stats consumer reads it), so a
 * team's figures over a month are a few hundred rows whatever its size. A move shifts the moved member's
 * team totals from its old ancestors to its new ones in the moving transaction. Every player has its own rows
 * (depth 0), so a member's figures read the same way as an agent's.
 */
export const teamHourlyBets = pgTable(
  'team_hourly_bets',
  {
    agentId: bigint('agent_id', { mode: 'bigint' }).notNull(),
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    gameType: text('game_type').notNull(),
    currency: text('currency').notNull(),
    rounds: integer('rounds').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.hour, t.gameType, t.currency] })],
);

/**
 * Settled play of each agent's team per brand-local day and currency, every game type together: the same rounds
 * as `team_hourly_bets`, added by the consumer in the same statement and shifted with it on a move. A settlement
 * of whole days over thousands of teams reads one row per team and day here instead of one per hour and game type.
 */
export const teamDailyBets = pgTable(
  'team_daily_bets',
  {
    agentId: bigint('agent_id', { mode: 'bigint' }).notNull(),
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    day: date('day').notNull(),
    currency: text('currency').notNull(),
    rounds: integer('rounds').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day, t.currency] })],
);

/** Player money of each agent's team per brand-local hour (as the stats count it), kept like team_hourly_bets. */
export const teamHourlyMoney = pgTable(
  'team_hourly_money',
  {
    agentId: bigint('agent_id', { mode: 'bigint' }).notNull(),
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    deposits: bigint('deposits', { mode: 'bigint' }).notNull(),
    withdrawals: bigint('withdrawals', { mode: 'bigint' }).notNull(),
    bonuses: bigint('bonuses', { mode: 'bigint' }).notNull(),
    commissions: bigint('commissions', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.hour, t.currency] })],
);

/**
 * Each player's valid bet per brand-local day, ISO week (from Monday) and month, in `span` D, W and M: who was
 * an active member (DOMAIN.md) over a run of days is a count over these rows (a count of players cannot be added
 * up per team). A period reads its whole months and weeks from one row each, so a month costs one row per
 * player instead of one per day played.
 */
export const memberPlayTotals = pgTable(
  'member_play_totals',
  {
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    span: char('span', { length: 1 }).notNull(),
    starts: date('starts').notNull(),
    playerId: bigint('player_id', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.span, t.starts, t.playerId, t.currency] }),
    // A small team reads its members' rows by player rather than a period's rows of the whole brand.
    index('member_play_totals_player_idx').on(t.playerId, t.span, t.starts),
    check('member_play_totals_span', sql`${t.span} in ('D', 'W', 'M')`),
  ],
);

/**
 * Active members of each team per brand-local day, for one active minimum (a member counts when its valid bet
 * of the day reaches it): the team-stats consumer adds 1 at each ancestor of a member whose day total crosses
 * the minimum upwards, and takes 1 away when a correction brings it back under. A daily settlement of
 * thousands of teams then reads one row per team instead of summing every member's day through the closure.
 */
export const teamDayActives = pgTable(
  'team_day_actives',
  {
    agentId: bigint('agent_id', { mode: 'bigint' }).notNull(),
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    day: date('day').notNull(),
    currency: text('currency').notNull(),
    minimum: bigint('minimum', { mode: 'bigint' }).notNull(),
    active: integer('active').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day, t.currency, t.minimum] })],
);

/**
 * The active minimums the consumer keeps `team_day_actives` for (a brand's salary and dividend minimums), each
 * complete from the brand-local day `since`: a day before it, or a minimum not listed, is counted from the
 * members' day totals instead.
 */
export const teamActiveMinimums = pgTable(
  'team_active_minimums',
  {
    brandId: bigint('brand_id', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    minimum: bigint('minimum', { mode: 'bigint' }).notNull(),
    since: date('since').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.currency, t.minimum] })],
);

/**
 * A brand's agent programme settings, one row once an operator first saves them; a brand without a row uses the
 * defaults (settings.ts). Money in minor units of the brand's currency.
 */
export const agentSettings = pgTable(
  'agent_settings',
  {
    brandId: bigint('brand_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => brands.id),
    salaryActiveMinimum: bigint('salary_active_minimum', { mode: 'bigint' }).notNull(),
    dividendActiveMinimum: bigint('dividend_active_minimum', { mode: 'bigint' }).notNull(),
    dividendPaymentHours: integer('dividend_payment_hours').notNull().default(48),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [
    check('agent_settings_minimums', sql`${t.salaryActiveMinimum} > 0 and ${t.dividendActiveMinimum} > 0`),
    check('agent_settings_payment_hours', sql`${t.dividendPaymentHours} between 1 and 720`),
  ],
);
