import type { FastifyInstance } from 'fastify';
import type { Config } from './config/config.ts';
import type { Database } from './db/client.ts';
import { smtpMailer, startEmailDelivery, type DeliveryJob } from './modules/messaging/index.ts';

/** How often an idle node looks for e-mail to send: a reset link arrives within seconds. */
const EMAIL_POLL_MS = 2000;

/**
 * Every worker node runs the e-mail delivery job when SMTP is configured: the jobs claim messages through
 * PostgreSQL, so adding nodes adds senders, never duplicate e-mails. It stops before the database closes.
 */
export function registerEmailDelivery(app: FastifyInstance, db: Database, email: Config['email']) {
  if (email.provider !== 'smtp') return;
  let job: DeliveryJob | undefined;
  app.addHook('onReady', async () => {
    job = startEmailDelivery(db, smtpMailer({ url: email.smtpUrl, from: email.from }), {
      pollMs: EMAIL_POLL_MS,
      log: app.log.child({ job: 'email-delivery' }),
    });
  });
  app.addHook('preClose', async () => {
    await job?.stop();
  });
}
