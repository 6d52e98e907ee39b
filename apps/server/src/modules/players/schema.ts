import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from '../brands/schema.ts';
import { sessionColumns } from '../../db/session-columns.ts';
import { APP_NOW } from '../../db/app-now.ts';

/** Account types of spec §4/§9: agents are 1, 2, 41 and 42, trial (demo) accounts 4; ordinary members 0. */
export const PLAYER_TYPES = { member: 0, trial: 4, agent: 1 } as const;
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

export const players = pgTable(
  'players',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    username: text('username').notNull(),
    type: smallint('type').notNull().default(0),
    status: text('status').notNull().default('active'),
    mobileDialCode: text('mobile_dial_code'),
    mobileNumber: text('mobile_number'),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    paymentPasswordHash: text('payment_password_hash'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().default(APP_NOW),
    /** Real name, LINE, birthday and the other optional registration fields, keyed by their field names. */
    profile: jsonb('profile')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    uplineId: bigint('upline_id', { mode: 'bigint' }),
    /** An operator froze signing in for this agent's whole team (itself included; audited). */
    teamLoginFrozen: boolean('team_login_frozen').notNull().default(false),
    /** An operator froze transfers between accounts for this agent's whole team (audited). */
    teamTransfersFrozen: boolean('team_transfers_frozen').notNull().default(false),
    /** Code that brings new players under this account when it is an agent (affiliate link). */
    affiliateCode: text('affiliate_code'),
    /** Every account's own invite-a-friend code. */
    referralCode: text('referral_code').notNull(),
    referredById: bigint('referred_by_id', { mode: 'bigint' }),
    totpSecret: text('totp_secret'),
    totpPending: text('totp_pending'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    registrationIp: text('registration_ip').notNull(),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    /** Operators' labels for the player (ADR 0032): normalised, at most 20, none twice. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    uniqueIndex('players_brand_username_key').on(t.brandId, sql`lower(${t.username})`),
    uniqueIndex('players_brand_mobile_key').on(t.brandId, t.mobileDialCode, t.mobileNumber),
    uniqueIndex('players_brand_email_key').on(t.brandId, sql`lower(${t.email})`),
    uniqueIndex('players_brand_referral_key').on(t.brandId, t.referralCode),
    uniqueIndex('players_brand_affiliate_key').on(t.brandId, t.affiliateCode),
    index('players_upline_idx').on(t.uplineId),
    // Who joined over a period (the agent overview, the console's dashboard) reads a range of it.
    index('players_brand_created_idx').on(t.brandId, t.createdAt),
    // The referral programme finds newly referred players, and a referrer's friends, through these.
    index('players_referred_created_idx')
      .on(t.createdAt)
      .where(sql`${t.referredById} is not null`),
    index('players_referred_by_idx')
      .on(t.referredById)
      .where(sql`${t.referredById} is not null`),
    // The console's players list filters by one tag (`tags @> array[tag]`).
    index('players_tags_idx').using('gin', t.tags),
  ],
);

/** Player sessions keep only a hash of the token. */
export const playerSessions = pgTable(
  'player_sessions',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    ...sessionColumns(),
    country: text('country'),
  },
  (t) => [
    uniqueIndex('player_sessions_token_key').on(t.tokenHash),
    index('player_sessions_player_idx').on(t.playerId),
  ],
);

/** Every sign-in attempt on a known account, for the security centre and the console. */
export const loginHistory = pgTable(
  'login_history',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    ip: text('ip').notNull(),
    country: text('country'),
    userAgent: text('user_agent').notNull().default(''),
    /** The browser's own id (`X-Device-Id`): what tells one device's accounts apart from friends' (referral). */
    deviceId: text('device_id'),
    method: text('method').notNull(),
    success: boolean('success').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    index('login_history_player_idx').on(t.playerId, t.createdAt),
    index('login_history_device_idx')
      .on(t.deviceId)
      .where(sql`${t.deviceId} is not null`),
  ],
);

/** E-mailed password-reset links: single use, short-lived, hashed. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  playerId: bigint('player_id', { mode: 'bigint' })
    .notNull()
    .references(() => players.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
