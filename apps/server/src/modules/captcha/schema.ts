import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Issued image captchas: single use, short-lived, the answer kept only as an HMAC. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
