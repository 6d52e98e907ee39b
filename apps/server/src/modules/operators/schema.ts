import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from '../brands/schema.ts';
import { sessionColumns } from '../../db/session-columns.ts';
import { APP_NOW } from '../../db/app-now.ts';

export const operators = pgTable(
  'operators',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: bigint('brand_id', { mode: 'bigint' })
      .notNull()
      .references(() => brands.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** Authenticator key, sealed with the app secret; null until enrolment is confirmed. */
    totpSecret: text('totp_secret'),
    /** A key shown to the operator but not yet confirmed with a code. */
    totpPending: text('totp_pending'),
    /** The last accepted code's time step: that code and older ones are refused (no replays). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(APP_NOW),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operators_brand_username_key').on(t.brandId, t.username)],
);

/** Operator sessions keep only a hash of the token: a leaked table cannot be replayed. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: bigint('operator_id', { mode: 'bigint' })
      .notNull()
      .references(() => operators.id),
    ...sessionColumns(),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_key').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);
