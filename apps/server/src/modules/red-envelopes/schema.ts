import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { APP_NOW } from '../../db/app-now.ts';
import { brands } from '../brands/schema.ts';
import { players } from '../players/schema.ts';

/**
 * A red envelope rain (DOMAIN.md "Promotions", ADR 0041): an operator's, paid from the promotions expense to its
 * audience, or an agent's, paid from the agent's cash (held in the envelope escrow) to its downlines. Its budget
 * was split into its envelopes when it was made; `closedAt` is when an agent's leftover went back (once).
 */
export const envelopeRains = pgTable(
  'envelope_rains',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    kind: text('kind').$type<'operator' | 'agent'>().notNull(),
    /** The agent who pays (agent rains); null for the operator's. */
    senderId: bigint('sender_id', { mode: 'bigint' }).references(() => players.id),
    title: text('title').notNull(),
    currency: text('currency').notNull(),
    budget: bigint('budget', { mode: 'bigint' }).notNull(),
    count: integer('count').notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The audience as promotions name it (ADR 0032): null admits everyone (an agent's: its downlines). */
    vipLevels: integer('vip_levels').array(),
    agentIds: bigint('agent_ids', { mode: 'bigint' }).array(),
    tags: text('tags').array(),
    wageringMultiple: integer('wagering_multiple').notNull().default(0),
    /** The sender's Idempotency-Key: a repeated send answers the first rain. */
    requestKey: text('request_key'),
    createdBy: bigint('created_by', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    returnedAmount: bigint('returned_amount', { mode: 'bigint' }),
  },
  (t) => [
    index('envelope_rains_brand_idx').on(t.brandId, t.endsAt),
    uniqueIndex('envelope_rains_request_key').on(t.brandId, t.senderId, t.requestKey),
    check('envelope_rains_kind', sql`${t.kind} in ('operator', 'agent')`),
    check('envelope_rains_sender', sql`(${t.kind} = 'agent') = (${t.senderId} is not null)`),
    check('envelope_rains_window', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'envelope_rains_amounts',
      sql`${t.count} > 0 and ${t.minAmount} > 0 and ${t.budget} >= ${t.minAmount} * ${t.count}`,
    ),
  ],
);
export type EnvelopeRainRow = typeof envelopeRains.$inferSelect;

/** One envelope of a rain, its amount fixed at creation; a grab writes the player once (one per player per rain). */
export const envelopes = pgTable(
  'envelopes',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    rainId: bigint('rain_id', { mode: 'bigint' })
      .notNull()
      .references(() => envelopeRains.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    playerId: bigint('player_id', { mode: 'bigint' }).references(() => players.id),
    grabbedAt: timestamp('grabbed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('envelopes_one_per_player').on(t.rainId, t.playerId),
    index('envelopes_unclaimed_idx')
      .on(t.rainId, t.id)
      .where(sql`${t.playerId} is null`),
    check('envelopes_amount', sql`${t.amount} > 0`),
    check('envelopes_grab', sql`(${t.playerId} is null) = (${t.grabbedAt} is null)`),
  ],
);
export type EnvelopeRow = typeof envelopes.$inferSelect;
