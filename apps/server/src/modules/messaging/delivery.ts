import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Logger } from '../../platform/logger.ts';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from './schema.ts';

/** Hands one e-mail to a mail server; resolves once the server has accepted it. */
export interface Mailer {
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
  close(): void;
}

export interface DeliveryPolicy {
  /** Seconds before each retry; a message is tried once more than there are entries, then given up. */
  retryDelaysSeconds: readonly number[];
  /**
   * How long a claimed message stays reserved for the job sending it. A job that dies mid-send leaves it
   * to be retried after this; the mailer's timeouts keep every send far shorter.
   */
  leaseSeconds: number;
}

/** Reset links live 30 minutes and codes 5: retries past the hour would deliver nothing usable. */
export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = {
  retryDelaysSeconds: [30, 120, 600, 1800],
  leaseSeconds: 900,
};

const BATCH = 20;
const ERROR_LENGTH = 500;

type Claim = { id: bigint; to: string; subject: string | null; body: string; attempts: number };

/**
 * Takes the oldest due e-mail and reserves it for one lease, in a statement of its own so no transaction
 * stays open while the mail server is talked to. SKIP LOCKED lets any number of jobs claim side by side;
 * the raised attempt count is this claim's token, so a job whose lease ran out cannot record over the next.
 */
async function claimNext(db: Database, policy: DeliveryPolicy): Promise<Claim | undefined> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.channel, 'email'),
        lte(outboxMessages.nextAttemptAt, sql`now()`),
        lt(outboxMessages.attempts, policy.retryDelaysSeconds.length + 1),
      ),
    )
    .orderBy(asc(outboxMessages.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claim] = await db
    .update(outboxMessages)
    .set({
      attempts: sql`${outboxMessages.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${policy.leaseSeconds})`,
    })
    .where(inArray(outboxMessages.id, due))
    .returning({
      id: outboxMessages.id,
      to: outboxMessages.recipient,
      subject: outboxMessages.subject,
      body: outboxMessages.body,
      attempts: outboxMessages.attempts,
    });
  return claim;
}

const stillClaimed = (claim: Claim) =>
  and(eq(outboxMessages.id, claim.id), eq(outboxMessages.attempts, claim.attempts));

async function recordSent(db: Database, claim: Claim) {
  await db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: sql`app_now()`, nextAttemptAt: null })
    .where(stillClaimed(claim));
}

async function recordFailure(db: Database, claim: Claim, error: unknown, policy: DeliveryPolicy) {
  const delay = policy.retryDelaysSeconds[claim.attempts - 1];
  await db
    .update(outboxMessages)
    .set({
      status: 'failed',
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH),
      nextAttemptAt: delay === undefined ? null : sql`now() + make_interval(secs => ${delay})`,
    })
    .where(stillClaimed(claim));
}

/** A job that died during the last allowed attempt left no result; the message is not tried again. */
async function giveUpAbandoned(db: Database, policy: DeliveryPolicy) {
  await db
    .update(outboxMessages)
    .set({
      status: 'failed',
      nextAttemptAt: null,
      lastError: sql`coalesce(${outboxMessages.lastError}, 'The delivery job stopped before recording a result.')`,
    })
    .where(
      and(
        eq(outboxMessages.channel, 'email'),
        lte(outboxMessages.nextAttemptAt, sql`now()`),
        gte(outboxMessages.attempts, policy.retryDelaysSeconds.length + 1),
      ),
    );
}

/** One pass: sends due e-mails one claim at a time, at most a batch; answers how many it tried. */
export async function deliverDueEmails(
  db: Database,
  mailer: Mailer,
  options: { policy?: DeliveryPolicy; log?: Logger } = {},
): Promise<number> {
  const policy = options.policy ?? DEFAULT_DELIVERY_POLICY;
  await giveUpAbandoned(db, policy);
  let tried = 0;
  for (; tried < BATCH; tried++) {
    const claim = await claimNext(db, policy);
    if (!claim) break;
    try {
      await mailer.send({ to: claim.to, subject: claim.subject ?? '', text: claim.body });
    } catch (error) {
      // Only codes reach the log: the body holds reset links and codes, and errors often name the recipient.
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      options.log?.warn(
        { messageId: claim.id.toString(), attempts: claim.attempts, code, responseCode },
        'e-mail not sent; the outbox row has the reason',
      );
      await recordFailure(db, claim, error, policy);
      continue;
    }
    await recordSent(db, claim);
  }
  return tried;
}

export interface DeliveryJob {
  /** Finishes the send in progress, records it, and stops. */
  stop(): Promise<void>;
}

/** Runs passes until stopped: straight on while there is a backlog, otherwise every `pollMs`. */
export function startEmailDelivery(
  db: Database,
  mailer: Mailer,
  options: { pollMs: number; policy?: DeliveryPolicy; log: Logger },
): DeliveryJob {
  let stopped = false;
  let wake: () => void = () => undefined;
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.pollMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const loop = (async () => {
    while (!stopped) {
      try {
        if ((await deliverDueEmails(db, mailer, options)) === BATCH) continue;
      } catch (error) {
        options.log.error({ err: error }, 'e-mail delivery pass failed');
      }
      if (!stopped) await pause();
    }
  })();
  return {
    async stop() {
      stopped = true;
      wake();
      await loop;
      mailer.close();
    },
  };
}
