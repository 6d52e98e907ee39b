import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReferralStatus, SelfReferralSignal } from '@croupier/contracts';
import { APP_NOW } from '../../db/app-now.ts';
import { brands } from '../brands/schema.ts';
import { players } from '../players/schema.ts';

/** A brand's referral rule (DOMAIN.md "Promotions", referral); a brand without a row plays with the defaults. */
export const referralSettings = pgTable(
  'referral_settings',
  {
    brandId: bigint('brand_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => brands.id),
    /** Minor units paid to the referrer per qualified friend. */
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    minFirstDeposit: bigint('min_first_deposit', { mode: 'bigint' }).notNull(),
    minValidBet: bigint('min_valid_bet', { mode: 'bigint' }).notNull(),
    qualifyDays: integer('qualify_days').notNull(),
    wageringMultiple: integer('wagering_multiple').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
    updatedBy: bigint('updated_by', { mode: 'bigint' }),
  },
  (t) => [
    check('referral_settings_reward', sql`${t.reward} > 0`),
    check('referral_settings_minimums', sql`${t.minFirstDeposit} >= 0 and ${t.minValidBet} >= 0`),
    check('referral_settings_days', sql`${t.qualifyDays} between 1 and 90`),
    check('referral_settings_wagering', sql`${t.wageringMultiple} between 0 and 100`),
  ],
);

/**
 * A referred friend and what became of the referral. The row is the claim: a worker decides a friend under its
 * row lock, and the reward's ledger key (`referral:<friend>`) makes a second payment impossible anyway. The
 * figures are the friend's progress when last looked at (what the referrer's page shows).
 */
export const referralFriends = pgTable(
  'referral_friends',
  {
    friendId: bigint('friend_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => players.id),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    referrerId: bigint('referrer_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    /** The end of the qualifying days, fixed when the friend was found (a later change of rule keeps it). */
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    status: text('status').$type<ReferralStatus>().notNull().default('pending'),
    signals: text('signals')
      .array()
      .$type<SelfReferralSignal[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    firstDeposit: bigint('first_deposit', { mode: 'bigint' }),
    validBet: bigint('valid_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    reward: bigint('reward', { mode: 'bigint' }),
    bonusId: bigint('bonus_id', { mode: 'bigint' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('referral_friends_referrer_idx').on(t.referrerId, t.registeredAt),
    index('referral_friends_brand_status_idx').on(t.brandId, t.status, t.registeredAt),
    index('referral_friends_pending_idx')
      .on(t.checkedAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      'referral_friends_status',
      sql`${t.status} in ('pending', 'qualified', 'expired', 'self_referral')`,
    ),
    check('referral_friends_paid', sql`(${t.status} = 'qualified') = (${t.bonusId} is not null)`),
  ],
);

export type ReferralFriendRow = typeof referralFriends.$inferSelect;
