import type { OutboxMessage } from '@croupier/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { maskSecrets } from './outbox-masking.ts';
import { outboxMessages } from './schema.ts';

export type Channel = 'sms' | 'email';

export interface OutgoingMessage {
  brandId: bigint;
  channel: Channel;
  to: string;
  /** The e-mail's subject line; an SMS has none, so it is dropped there. */
  subject: string;
  body: string;
  /**
   * The one-time values the subject and body carry (codes, reset-link tokens): the console shows them only to
   * the roles that handle player verification (outbox-masking.ts).
   */
  secrets: string[];
}

export interface MessageProvider {
  /**
   * Records a message on `db`, which should be the transaction of the change that caused it: it goes out
   * only if that change commits, and the network call happens later, outside any transaction.
   */
  send(db: Executor, message: OutgoingMessage): Promise<void>;
}

/** Which provider each channel uses (SMS_PROVIDER, EMAIL_PROVIDER). */
export interface ChannelProviders {
  sms: 'outbox';
  email: 'outbox' | 'smtp';
}

/**
 * Every message becomes an outbox row, so the console lists them all. With the `outbox` provider the row is
 * held there and never delivered (the embedded default: a fresh install and the tests read every code and
 * link at `GET /admin-api/v1/outbox`); with a delivering provider it waits for the delivery job.
 */
export function messageProvider(providers: ChannelProviders): MessageProvider {
  return {
    async send(db, message) {
      const delivered = providers[message.channel] !== 'outbox';
      await db.insert(outboxMessages).values({
        brandId: message.brandId,
        channel: message.channel,
        recipient: message.to,
        subject: message.channel === 'email' ? message.subject : null,
        body: message.body,
        secrets: message.secrets,
        status: delivered ? 'pending' : 'held',
        nextAttemptAt: delivered ? sql`now()` : null,
      });
    },
  };
}

/**
 * Newest first, as `GET /admin-api/v1/outbox` answers it (API.md: a plain list), at most `limit` messages;
 * without `showSecrets` every code and link token reads `******`.
 */
export async function listOutbox(
  db: Executor,
  query: { brandId: bigint; to: string | undefined; limit: number; showSecrets: boolean },
): Promise<OutboxMessage[]> {
  const { brandId, to, limit } = query;
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.brandId, brandId), to ? eq(outboxMessages.recipient, to) : undefined))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
  return rows.map((r) => {
    const shown = query.showSecrets ? (text: string) => text : (text: string) => maskSecrets(text, r.secrets);
    return {
      id: r.id.toString(),
      to: r.recipient,
      channel: r.channel as Channel,
      subject: r.subject === null ? null : shown(r.subject),
      body: shown(r.body),
      createdAt: r.createdAt.toISOString(),
      status: r.status as OutboxMessage['status'],
      attempts: r.attempts,
      nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
      sentAt: r.sentAt?.toISOString() ?? null,
      lastError: r.lastError === null ? null : shown(r.lastError),
    };
  });
}
