import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import { bootstrapData } from '../../demo/bootstrap.ts';
import { startMailbox, type Mailbox } from '../../test-support/mailbox.ts';
import { registerByUsername } from '../../test-support/players.ts';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { brands } from '../brands/schema.ts';
import { deliverDueEmails, startEmailDelivery, type DeliveryPolicy } from './delivery.ts';
import { messageProvider } from './outbox.ts';
import { outboxMessages } from './schema.ts';
import { smtpMailer } from './smtp.ts';
import { forgetCachedBrands } from '../brands/index.ts';

const FROM = 'Croupier <no-reply@croupier.test>';
const silent = { warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 15_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('password reset with EMAIL_PROVIDER=smtp', () => {
  let mailbox: Mailbox;
  let t: TestApp;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await startTestApp({ email: { provider: 'smtp', smtpUrl: mailbox.url, from: FROM } });
    // The site's own domain: reset links are only ever built on one of these.
    await t.database.db.execute(
      sql`update brands set domains = array_append(domains, 'play.example.com') where is_default`,
    );
    forgetCachedBrands();
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('delivers exactly one e-mail whose link resets the password, and the console shows it sent', async () => {
    expect(
      (await registerByUsername(t, { username: 'mailtest01', extra: { email: 'mali@example.com' } }))
        .statusCode,
    ).toBe(201);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/forgot',
      headers: { host: 'play.example.com' },
      payload: { username: 'mailtest01', email: 'mali@example.com' },
    });
    expect(forgot.statusCode).toBe(202);

    await waitFor(() => mailbox.received.length > 0, 'the reset e-mail');
    const [mail] = mailbox.received;
    expect(mail!.to).toEqual(['mali@example.com']);
    expect(mail!.headers.from).toBe('Croupier <no-reply@croupier.test>');
    expect(mail!.headers.subject).toMatch(/reset your password/);
    const link = /(http:\/\/play\.example\.com\/resetPassword\?token=[A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
    expect(link, mail!.text).toBeDefined();

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset',
      payload: { resetToken: new URL(link!).searchParams.get('token'), newPassword: 'mailed567' },
    });
    expect(reset.statusCode, reset.body).toBe(204);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { type: 'username', username: 'mailtest01', password: 'mailed567' },
    });
    expect(login.statusCode).toBe(200);

    const outbox = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/outbox?to=mali@example.com',
      headers: { authorization: `Bearer ${await operatorToken(t.app)}` },
    });
    expect(outbox.json()).toEqual([
      expect.objectContaining({ to: 'mali@example.com', channel: 'email', status: 'sent', attempts: 1 }),
    ]);
    expect(outbox.json()[0].body).toContain(link);
    // Several more polls of the running job, and still the one e-mail.
    await sleep(2500);
    expect(mailbox.received).toHaveLength(1);
  });
});

describe('the e-mail delivery job', () => {
  let database: DatabaseHandle;
  let brandId: bigint;
  let mailbox: Mailbox;
  const queue = (to: string, provider: 'smtp' | 'outbox' = 'smtp') =>
    messageProvider({ sms: 'outbox', email: provider }).send(database.db, {
      brandId,
      channel: 'email',
      to,
      subject: 'Test',
      body: `Hello ${to}`,
      secrets: [],
    });
  const row = async (to: string) =>
    (await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to)))[0]!;
  const deliveredTo = (to: string) => mailbox.received.filter((mail) => mail.to.includes(to)).length;

  beforeAll(async () => {
    database = await openTestDatabase();
    await bootstrapData(database.db, { adminPassword: 'owner-password-for-tests', demoData: false });
    brandId = (await database.db.select({ id: brands.id }).from(brands))[0]!.id;
    mailbox = await startMailbox({ delayMs: 5 });
  });
  afterAll(async () => {
    await mailbox.close();
    await database.close();
  });

  it('delivers nothing the outbox provider holds', async () => {
    await queue('held@example.com', 'outbox');
    const mailer = smtpMailer({ url: mailbox.url, from: FROM });
    expect(await deliverDueEmails(database.db, mailer)).toBe(0);
    mailer.close();
    expect(await row('held@example.com')).toMatchObject({ status: 'held', attempts: 0, nextAttemptAt: null });
    expect(deliveredTo('held@example.com')).toBe(0);
  });

  it('records a refusal, waits out the backoff, retries, sends once, and gives up after the last try', async () => {
    const policy: DeliveryPolicy = { retryDelaysSeconds: [1, 1], leaseSeconds: 60 };
    mailbox.refuse('flaky@example.com', 2);
    mailbox.refuse('gone@example.com', Infinity);
    await queue('flaky@example.com');
    await queue('gone@example.com');
    const mailer = smtpMailer({ url: mailbox.url, from: FROM });
    const pass = () => deliverDueEmails(database.db, mailer, { policy, log: silent });

    expect(await pass()).toBe(2);
    const first = await row('flaky@example.com');
    expect(first).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(first.lastError).toMatch(/550/);
    expect(first.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() - 100);
    expect(await pass()).toBe(0); // not due before its backoff

    await sleep(1100);
    expect(await pass()).toBe(2);
    expect(await row('flaky@example.com')).toMatchObject({ status: 'failed', attempts: 2 });
    await sleep(1100);
    expect(await pass()).toBe(2);
    expect(await row('flaky@example.com')).toMatchObject({ status: 'sent', attempts: 3 });
    const gone = await row('gone@example.com');
    expect(gone).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null, sentAt: null });
    expect(gone.lastError).toMatch(/550/);

    await sleep(1100);
    expect(await pass()).toBe(0);
    mailer.close();
    expect(deliveredTo('flaky@example.com')).toBe(1);
    expect(deliveredTo('gone@example.com')).toBe(0);
  });

  it('gives up a message whose job died during the last try, instead of sending it again', async () => {
    const policy: DeliveryPolicy = { retryDelaysSeconds: [1, 1], leaseSeconds: 60 };
    await queue('abandoned@example.com');
    // What a job that claimed the third and last try, then died before recording it, leaves behind.
    await database.db
      .update(outboxMessages)
      .set({ attempts: 3, nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(outboxMessages.recipient, 'abandoned@example.com'));
    const mailer = smtpMailer({ url: mailbox.url, from: FROM });
    expect(await deliverDueEmails(database.db, mailer, { policy })).toBe(0);
    mailer.close();
    expect(await row('abandoned@example.com')).toMatchObject({
      status: 'failed',
      attempts: 3,
      nextAttemptAt: null,
      lastError: 'The delivery job stopped before recording a result.',
    });
    expect(deliveredTo('abandoned@example.com')).toBe(0);
  });

  it('lets two jobs run side by side and still sends each message once', async () => {
    const recipients = Array.from({ length: 30 }, (_, i) => `crowd${i}@example.com`);
    for (const to of recipients) await queue(to);
    const jobs = [1, 2].map(() =>
      startEmailDelivery(database.db, smtpMailer({ url: mailbox.url, from: FROM }), {
        pollMs: 20,
        log: silent,
      }),
    );
    await waitFor(
      async () => (await Promise.all(recipients.map(row))).every((r) => r.status === 'sent'),
      'every message sent',
    );
    await Promise.all(jobs.map((job) => job.stop()));
    for (const to of recipients) expect(deliveredTo(to), to).toBe(1);
    for (const to of recipients) expect((await row(to)).attempts, to).toBe(1);
  });
});
