import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from '../brands/schema.ts';
import { players } from '../players/schema.ts';
import { APP_NOW } from '../../db/app-now.ts';

/** A brand's set-up of one social login provider; the client secret is sealed with the app secret. */
export const socialProviders = pgTable(
  'social_providers',
  {
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    provider: text('provider').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    clientId: text('client_id').notNull().default(''),
    clientSecretSealed: text('client_secret_sealed'),
    /** OpenID Connect providers: the issuer whose discovery document names the endpoints. */
    issuer: text('issuer'),
    /** Plain OAuth 2.0 providers (Facebook): the endpoints themselves. */
    authorizationEndpoint: text('authorization_endpoint'),
    tokenEndpoint: text('token_endpoint'),
    profileEndpoint: text('profile_endpoint'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.provider] })],
);

/**
 * Which provider account signs in to which player. Irreversible (spec §1): nothing deletes a row. One
 * provider account per player and provider, and a provider account belongs to one player of a brand.
 */
export const socialBindings = pgTable(
  'social_bindings',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
  },
  (t) => [
    uniqueIndex('social_bindings_subject_key').on(t.brandId, t.provider, t.subject),
    uniqueIndex('social_bindings_player_key').on(t.playerId, t.provider),
  ],
);

/**
 * One social sign-in from start to end, tied to the browser that started it by a cookie (only its hash is
 * kept). Each stage moves on once: started → returned (the provider answered; a one-time exchange code is
 * out) → exchanged (the page holds a ticket to bind or register) → done. Secrets are kept only as hashes.
 */
export const socialSignIns = pgTable(
  'social_sign_ins',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    provider: text('provider').notNull(),
    stage: text('stage').notNull().default('started'),
    browserHash: text('browser_hash').notNull(),
    stateHash: text('state_hash').notNull(),
    // The nonce and PKCE verifier are useless without the authorization code, which never reaches the database.
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    affiliateCode: text('affiliate_code'),
    referralCode: text('referral_code'),
    subject: text('subject'),
    displayName: text('display_name'),
    playerId: bigint('player_id', { mode: 'bigint' }).references(() => players.id),
    exchangeCodeHash: text('exchange_code_hash'),
    ticketHash: text('ticket_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('social_sign_ins_state_key').on(t.stateHash),
    uniqueIndex('social_sign_ins_exchange_key').on(t.exchangeCodeHash),
    uniqueIndex('social_sign_ins_ticket_key').on(t.ticketHash),
    index('social_sign_ins_expiry_idx').on(t.expiresAt),
  ],
);
