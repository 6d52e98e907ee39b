import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { forgetCachedBrands } from '../brands/index.ts';

let t: TestApp;
let operator: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  operator = { authorization: `Bearer ${await operatorToken(t.app)}` };
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const post = (url: string, payload: Json, headers: Json = {}, ip = '198.51.100.10') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: headers as Record<string, string>,
    remoteAddress: ip,
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Reads the newest code sent to a number from the outbox, as a tester with the console would. */
async function latestCode(to: string): Promise<string> {
  const messages = (
    await t.app.inject({
      method: 'GET',
      url: `/admin-api/v1/outbox?to=${encodeURIComponent(to)}`,
      headers: operator,
    })
  ).json();
  const match = /\b(\d{6})\b/.exec(messages[0]?.body ?? '');
  if (!match) throw new Error(`no code for ${to}`);
  return match[1]!;
}

async function expireCodeCountdown() {
  await t.database.db.execute(
    sql`update verification_codes set created_at = created_at - interval '6 minutes'`,
  );
}

const base = { password: 'secret12', confirmPassword: 'secret12', termsAccepted: true, ageConfirmed: true };

describe('a new player, over HTTP', () => {
  it('registers by username with an SMS-verified mobile, is signed in, and sees /me', async () => {
    expect(
      (
        await post('/api/v1/sms/code', {
          purpose: 'register',
          mobileNum: '0812345671',
          countryDialingCode: '66',
        })
      ).json(),
    ).toEqual({ expiredMinutes: 5 });
    const code = await latestCode('+66812345671');
    const registered = await post('/api/v1/auth/register', {
      ...base,
      method: 'username',
      username: 'somchai01',
      mobileNum: '0812345671',
      countryDialingCode: '66',
      verificationCode: code,
      email: 'somchai@example.com',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { token, user } = registered.json();
    expect(user).toMatchObject({
      account: 'somchai01',
      isAgent: false,
      isTrial: false,
      currency: 'THB',
      balance: '0.00',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ account: 'somchai01' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/session', headers: bearer(token) }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('registers by mobile with an SMS code', async () => {
    await post('/api/v1/sms/code', {
      purpose: 'register',
      mobileNum: '0898765432',
      countryDialingCode: '66',
    });
    const registered = await post('/api/v1/auth/register', {
      ...base,
      method: 'mobile',
      mobileNum: '0898765432',
      countryDialingCode: '66',
      verificationCode: await latestCode('+66898765432'),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().user.account).toBe('m898765432');
  });

  it('logs in by password and by SMS code', async () => {
    const byPassword = await post('/api/v1/auth/login', {
      type: 'username',
      username: '  somchai01 ',
      password: 'secret12',
    });
    expect(byPassword.json()).toMatchObject({
      firstTimeLogin: false,
      passwordExpired: false,
      mustChangePassword: false,
      user: { account: 'somchai01' },
    });
    await post('/api/v1/sms/code', { purpose: 'login', mobileNum: '812345671', countryDialingCode: '66' });
    const bySms = await post('/api/v1/auth/login', {
      type: 'sms',
      username: '0812345671',
      countryDialingCode: '66',
      password: await latestCode('+66812345671'),
    });
    expect(bySms.statusCode, bySms.body).toBe(200);
    expect(bySms.json().user.account).toBe('somchai01');
  });

  it('changes the password, ending the other sessions', async () => {
    const first = (
      await post('/api/v1/auth/login', { type: 'username', username: 'somchai01', password: 'secret12' })
    ).json().token;
    const second = (
      await post('/api/v1/auth/login', { type: 'username', username: 'somchai01', password: 'secret12' })
    ).json().token;
    const changed = await post(
      '/api/v1/me/password',
      { oldPassword: 'secret12', newPassword: 'better34', confirmNewPassword: 'better34' },
      bearer(second),
    );
    expect(changed.statusCode, changed.body).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(first) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(second) })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/v1/auth/login', { type: 'username', username: 'somchai01', password: 'better34' }))
        .statusCode,
    ).toBe(200);
  });

  it('recovers a forgotten password by e-mail link and by phone', async () => {
    expect(
      (await post('/api/v1/auth/password/forgot', { username: 'somchai01', email: 'SOMCHAI@example.com' }))
        .statusCode,
    ).toBe(202);
    expect(
      (await post('/api/v1/auth/password/forgot', { username: 'nobody', email: 'x@example.com' })).statusCode,
    ).toBe(202);
    const mail = (
      await t.app.inject({
        method: 'GET',
        url: '/admin-api/v1/outbox?to=somchai@example.com',
        headers: operator,
      })
    ).json()[0];
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
    expect(
      (await post('/api/v1/auth/password/reset', { resetToken, newPassword: 'mailed567' })).statusCode,
    ).toBe(204);
    expect(
      (await post('/api/v1/auth/password/reset', { resetToken, newPassword: 'again5678' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/v1/auth/login', { type: 'username', username: 'somchai01', password: 'mailed567' }))
        .statusCode,
    ).toBe(200);

    await expireCodeCountdown();
    await post('/api/v1/sms/code', { purpose: 'reset', mobileNum: '0812345671', countryDialingCode: '66' });
    const byPhone = await post('/api/v1/auth/password/reset-by-phone', {
      mobileNum: '0812345671',
      countryDialingCode: '66',
      verificationCode: await latestCode('+66812345671'),
      newPassword: 'phoned890',
    });
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    expect(byPhone.json().user.account).toBe('somchai01');
    expect(
      (await post('/api/v1/auth/login', { type: 'username', username: 'somchai01', password: 'phoned890' }))
        .statusCode,
    ).toBe(200);
  });

  it('never puts a host the visitor chose into a reset link', async () => {
    const forged = { host: 'evil.example' };
    const asked = () =>
      post('/api/v1/auth/password/forgot', { username: 'somchai01', email: 'somchai@example.com' }, forged);
    const mailsBefore = (
      await t.app.inject({
        method: 'GET',
        url: '/admin-api/v1/outbox?to=somchai@example.com',
        headers: operator,
      })
    ).json().length;
    await t.database.db.execute(
      sql`update brands set main_domain = 'play.croupier.example' where is_default`,
    );
    forgetCachedBrands();
    expect((await asked()).statusCode).toBe(202);
    const mails = (
      await t.app.inject({
        method: 'GET',
        url: '/admin-api/v1/outbox?to=somchai@example.com',
        headers: operator,
      })
    ).json();
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0].body).toContain('https://play.croupier.example/resetPassword?token=');
    expect(mails[0].body).not.toContain('evil.example');
    // No site address configured at all: the link cannot be built safely, so nothing is sent.
    await t.database.db.execute(sql`update brands set main_domain = '' where is_default`);
    forgetCachedBrands();
    const refused = await asked();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('OPERATION_DISABLED');
    await t.database.db.execute(sql`update brands set main_domain = 'localhost' where is_default`);
    forgetCachedBrands();
  });

  it('keeps only argon2id hashes and no codes or passwords in answers', async () => {
    const rows = await t.database.db.execute(sql`select password_hash from players`);
    for (const row of (rows as unknown as { rows: { password_hash: string }[] }).rows)
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const login = await post('/api/v1/auth/login', {
      type: 'username',
      username: 'somchai01',
      password: 'phoned890',
    });
    expect(login.body).not.toContain('phoned890');
    const codes = await t.database.db.execute(sql`select code_hash from verification_codes`);
    for (const row of (codes as unknown as { rows: { code_hash: string }[] }).rows)
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('brute force', () => {
  it('refuses 50 wrong passwords with 401/429 and a lock, while another account logs in from the same IP', async () => {
    const ip = '198.51.100.99';
    const statuses = new Set<number>();
    for (let i = 0; i < 50; i++)
      statuses.add(
        (
          await post(
            '/api/v1/auth/login',
            { type: 'username', username: 'somchai01', password: `guess${i}xx` },
            {},
            ip,
          )
        ).statusCode,
      );
    expect([...statuses].every((s) => s === 401 || s === 429)).toBe(true);
    const locked = await post(
      '/api/v1/auth/login',
      { type: 'username', username: 'somchai01', password: 'phoned890' },
      {},
      ip,
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    expect(
      (
        await post(
          '/api/v1/auth/login',
          { type: 'username', username: 'm898765432', password: 'secret12' },
          {},
          ip,
        )
      ).statusCode,
    ).toBe(200);
  });
});
