import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The studio's own database: it never shares tables with the platform, and holds no player money besides demo
// play money. Amounts are bigint minor units of the row's currency.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Small settings learned from the platform (the brand currency for demo play) and the like. */
export const studioSettings = pgTable('studio_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The wallet secret of each vendor the studio plays as, answered once by the platform at onboarding or
 * rotation (ADR 0011). Sealed (AES-256-GCM, security/secret-box.ts) under the studio's secret key, which is kept
 * outside this database; never logged or answered.
 */
export const vendorCredentials = pgTable('vendor_credentials', {
  vassalage: text('vassalage').primaryKey(),
  sealedSecret: text('sealed_secret').notNull(),
  updatedAt: updatedAt(),
});

/** Named leases: one studio process at a time registers with the platform. */
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The platform's catalogue games of the studio's vendors, with the engine each one is played by. */
export const games = pgTable(
  'games',
  {
    vassalage: text('vassalage').notNull(),
    gameCode: text('game_code').notNull(),
    /** The catalogue's English name; `localizedNames` holds the others by language code (CN, TH). */
    name: text('name').notNull(),
    localizedNames: jsonb('localized_names')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    gameType: text('game_type').notNull(),
    /** Null for a game of a type the studio cannot play (kept under maintenance on the platform). */
    engine: text('engine'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.vassalage, t.gameCode] })],
);

/**
 * A game session opened from a platform launch: the bearer token of the game API (only its SHA-256 stored).
 * `subject` is whose seeds and demo money it uses: `real:<playerId>`, or `demo:<hash of the launch token>`.
 * A real session keeps the launch token sealed (a hash would not do: every bet must carry the token itself to the
 * wallet, recovery's replays after a restart included); the bets of wallet_calls carry it sealed too.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    mode: text('mode').notNull(),
    subject: text('subject').notNull(),
    playerId: text('player_id'),
    sealedLaunchToken: text('sealed_launch_token'),
    vassalage: text('vassalage').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    nickname: text('nickname').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_idx').on(t.tokenHash),
    check('sessions_mode', sql`${t.mode} in ('real', 'demo')`),
    check(
      'sessions_real_has_player',
      sql`${t.mode} = 'demo' or (${t.playerId} is not null and ${t.sealedLaunchToken} is not null)`,
    ),
  ],
);

/** Play money of a demo subject: 10,000.00 at the first session, never below zero. */
export const demoWallets = pgTable(
  'demo_wallets',
  {
    subject: text('subject').primaryKey(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('demo_wallets_not_negative', sql`${t.balance} >= 0`)],
);

/**
 * Seed pairs of a subject: one active (revealed_at null) whose hash is shown and whose nonce the next round
 * takes, and the revealed ones, kept so the rounds they played show their server seed.
 */
export const seedPairs = pgTable(
  'seed_pairs',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    subject: text('subject').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seed_pairs_one_active')
      .on(t.subject)
      .where(sql`${t.revealedAt} is null`),
    index('seed_pairs_subject_idx').on(t.subject, t.id),
  ],
);

export const ROUND_STATUSES = [
  'pending-debit',
  'open',
  'pending-credit',
  'pending-rollback',
  'pending-close',
  'settled',
  'refunded',
  'rejected',
  'failed',
] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/**
 * One round, saved with its seeds, nonce and bet before the wallet is asked for the stake: its outcome is fixed
 * from then on, so whoever completes it (the request, or recovery after a crash) settles the same result.
 * `next_attempt_at` is the claim: recovery only takes a pending round whose time has come, and moves it on
 * as it claims it.
 */
export const rounds = pgTable(
  'rounds',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id').notNull(),
    subject: text('subject').notNull(),
    mode: text('mode').notNull(),
    playerId: text('player_id'),
    vassalage: text('vassalage').notNull(),
    gameCode: text('game_code').notNull(),
    engine: text('engine').notNull(),
    currency: text('currency').notNull(),
    /** The engine's bet, bigints as strings of minor units. */
    bet: jsonb('bet').notNull(),
    /** Mines and hi-lo moves so far. */
    actions: jsonb('actions')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The seeds of a player's own round; null for a crash bet, whose randomness is the shared round's. */
    seedPairId: bigint('seed_pair_id', { mode: 'bigint' }),
    nonce: integer('nonce'),
    /** A crash bet's shared round. */
    crashRoundId: bigint('crash_round_id', { mode: 'bigint' }),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The engine's result as shown to the player (null until the stake is taken). */
    result: jsonb('result'),
    status: text('status').notNull(),
    /** The wallet status that refused the bet, or why a round failed. */
    refusal: text('refusal'),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('rounds_status', sql`${t.status} in (${sql.raw(ROUND_STATUSES.map((s) => `'${s}'`).join(', '))})`),
    check('rounds_money', sql`${t.stake} > 0 and ${t.payout} >= 0`),
    check(
      'rounds_randomness',
      sql`(${t.engine} = 'crash' and ${t.crashRoundId} is not null) or (${t.seedPairId} is not null and ${t.nonce} is not null)`,
    ),
    index('rounds_crash_idx').on(t.crashRoundId),
    uniqueIndex('rounds_nonce_idx').on(t.seedPairId, t.nonce),
    index('rounds_history_idx').on(t.subject, t.vassalage, t.gameCode, t.createdAt),
    index('rounds_due_idx')
      .on(t.nextAttemptAt)
      .where(
        sql`${t.status} in ('pending-debit', 'pending-credit', 'pending-rollback', 'pending-close', 'open')`,
      ),
  ],
);

/**
 * The outbox of wallet calls: each bet, win and rollback a round or crash bet needs, written in the same
 * transaction as the state that needs it, with the transaction id every retry repeats, its attempts and its
 * final answer. Demo rounds record theirs here too, which makes play-money calls idempotent the same way.
 */
export const walletCalls = pgTable(
  'wallet_calls',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    vassalage: text('vassalage').notNull(),
    transactionId: text('transaction_id').notNull(),
    /** The round (or crash bet) it belongs to. */
    owner: uuid('owner').notNull(),
    kind: text('kind').notNull(),
    /** The body as sent, except a bet's `sessionToken`, kept sealed and opened only to send it. */
    request: jsonb('request').notNull(),
    status: text('status').notNull().default('pending'),
    answer: jsonb('answer'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wallet_calls_tx_idx').on(t.vassalage, t.transactionId),
    index('wallet_calls_owner_idx').on(t.owner),
    check('wallet_calls_kind', sql`${t.kind} in ('bet', 'win', 'rollback')`),
    check('wallet_calls_status', sql`${t.status} in ('pending', 'ok', 'refused')`),
  ],
);

/**
 * A crash hash chain (ADR 0009): the seed stays secret; the terminal hash and the salt are published before
 * its first round. Round r of the chain uses hash r counted backwards from the terminal one.
 */
export const crashChains = pgTable('crash_chains', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  seed: text('seed').notNull(),
  length: integer('length').notNull(),
  terminalHash: text('terminal_hash').notNull(),
  salt: text('salt').notNull(),
  createdAt: createdAt(),
});

/** A shared crash round: every player's bet in it is settled at its point. */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    chainId: bigint('chain_id', { mode: 'bigint' }).notNull(),
    roundNo: integer('round_no').notNull(),
    /** Secret until the round crashes (shown then, with the point). */
    hash: text('hash').notNull(),
    /** Hundredths: 250 is 2.50×. */
    point: integer('point').notNull(),
    phase: text('phase').notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    crashedAt: timestamp('crashed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('crash_rounds_chain_idx').on(t.chainId, t.roundNo),
    // One round at a time takes bets or runs: two processes that both believed they led cannot open two.
    uniqueIndex('crash_rounds_one_live')
      .on(sql`(true)`)
      .where(sql`${t.phase} <> 'crashed'`),
    check('crash_rounds_phase', sql`${t.phase} in ('betting', 'running', 'crashed')`),
  ],
);
