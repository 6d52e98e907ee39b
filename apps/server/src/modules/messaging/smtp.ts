import { createTransport } from 'nodemailer';
import type { Mailer } from './delivery.ts';

/**
 * Delivers through the server in SMTP_URL (`smtps://` for TLS from the start; `smtp://` upgrades with
 * STARTTLS when offered). The timeouts keep every send well inside the delivery job's lease.
 */
export function smtpMailer(settings: { url: string; from: string }): Mailer {
  const transport = createTransport(
    { url: settings.url, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 },
    { from: settings.from },
  );
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
