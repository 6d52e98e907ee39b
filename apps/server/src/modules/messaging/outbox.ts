import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outboxMessages } from './schema.ts';

export type Channel = 'sms' | 'email';

export interface MessageProvider {
  /** Hands a message to the provider; the outbox provider keeps it for the operator console. */
  send(db: Executor, message: { brandId: bigint; channel: Channel; to: string; body: string }): Promise<void>;
}

/**
 * The embedded default for SMS and e-mail: messages are stored, not delivered, so a fresh install (and the
 * tests) can read every code and link at `GET /admin-api/v1/outbox`.
 */
export const outboxProvider: MessageProvider = {
  async send(db, message) {
    await db.insert(outboxMessages).values({
      brandId: message.brandId,
      channel: message.channel,
      recipient: message.to,
      body: message.body,
    });
  },
};

/** Newest first, as `GET /admin-api/v1/outbox` answers it (API.md: a plain list), at most `limit` messages. */
export async function listOutbox(db: Executor, brandId: bigint, to: string | undefined, limit: number) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.brandId, brandId), to ? eq(outboxMessages.recipient, to) : undefined))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id.toString(),
    to: r.recipient,
    channel: r.channel,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
  }));
}
