import type { BonusSourceKind, BonusStatus } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
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

/**
 * A bonus credited to a player's cash, with its wagering requirement (DOMAIN.md "Bonuses and wagering").
 * `wagered` is what settled valid bet has counted so far, at the bonus's contribution per game type (percent).
 * Only rounds settled at or after `grantedAt` count.
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    requirement: bigint('requirement', { mode: 'bigint' }).notNull(),
    wagered: bigint('wagered', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Percent of a round's valid bet that counts, per game type. */
    contributions: jsonb('contributions').$type<Record<string, number>>().notNull(),
    /** The largest bet taken while the requirement is open; null for no limit. */
    maxStake: bigint('max_stake', { mode: 'bigint' }),
    sourceKind: text('source_kind').$type<BonusSourceKind>().notNull(),
    sourceRef: text('source_ref').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    transferId: bigint('transfer_id', { mode: 'bigint' }).notNull(),
    status: text('status').$type<BonusStatus>().notNull().default('open'),
    grantedBy: bigint('granted_by', { mode: 'bigint' }),
    reason: text('reason'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().default(APP_NOW),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: bigint('closed_by', { mode: 'bigint' }),
    closeReason: text('close_reason'),
  },
  (t) => [
    check('bonuses_status', sql`${t.status} in ('open', 'met', 'cleared', 'cancelled')`),
    check(
      'bonuses_source',
      sql`${t.sourceKind} in ('promotion', 'rebate', 'vip', 'manual', 'referral', 'points', 'mission', 'leaderboard', 'sign_in', 'red_envelope', 'prize_wheel')`,
    ),
    check(
      'bonuses_amounts',
      sql`${t.amount} > 0 and ${t.requirement} >= 0 and ${t.wagered} >= 0 and ${t.wagered} <= ${t.requirement}
        and (${t.maxStake} is null or ${t.maxStake} > 0)`,
    ),
    uniqueIndex('bonuses_key').on(t.brandId, t.idempotencyKey),
    index('bonuses_player_idx').on(t.playerId, t.grantedAt),
    // The bet guard and the wagering consumer look only at open requirements: few rows, a small index.
    index('bonuses_open_idx')
      .on(t.playerId, t.grantedAt, t.id)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** What each settled round counted towards each bonus, so a rollback or re-settle gives back exactly that. */
export const bonusWagers = pgTable(
  'bonus_wagers',
  {
    bonusId: bigint('bonus_id', { mode: 'bigint' })
      .notNull()
      .references(() => bonuses.id),
    roundId: bigint('round_id', { mode: 'bigint' }).notNull(),
    /** What the round added to the bonus's `wagered`. */
    counted: bigint('counted', { mode: 'bigint' }).notNull(),
    /** The round's valid bet this bonus took (the rest went on to younger bonuses). */
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.bonusId] }),
    check('bonus_wagers_amounts', sql`${t.counted} >= 0 and ${t.validBet} >= 0`),
  ],
);

/** A brand's wagering settings; a brand without a row uses the defaults (bonuses/settings.ts). */
export const bonusSettings = pgTable('bonus_settings', {
  brandId: bigint('brand_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => brands.id),
  /** Below this balance, with no open rounds, a player's open requirements are cleared (minor units). */
  clearingThreshold: bigint('clearing_threshold', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
});
