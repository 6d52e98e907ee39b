import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../platform/totp.ts';
import {
  operatorToken,
  startTestApp,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../test-support/test-app.ts';
import { insertBrand, defaultWhitelabel } from '../brands/index.ts';
import { operators, operatorSessions } from './schema.ts';

let t: TestApp;
let ownerAuth: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  ownerAuth = { authorization: `Bearer ${await operatorToken(t.app)}` };
});
afterAll(() => t.close());

const login = (username: string, password: string, extra: object = {}, ip = '10.0.0.1', host = 'localhost') =>
  t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/auth/login',
    remoteAddress: ip,
    headers: { host },
    payload: { username, password, ...extra },
  });
const me = (auth: { authorization: string }, host = 'localhost') =>
  t.app.inject({ method: 'GET', url: '/admin-api/v1/me', headers: { ...auth, host } });

async function addOperator(username: string, role: string, password = 'a-long-password-1') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/operators',
    headers: ownerAuth,
    payload: { username, password, role },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { authorization: `Bearer ${await operatorToken(t.app, username, password)}` };
}

async function auditActions(): Promise<{ action: string; operator: string; ip: string }[]> {
  return (
    await t.app.inject({ method: 'GET', url: '/admin-api/v1/audit?pageSize=200', headers: ownerAuth })
  ).json().items;
}

describe('operator sign-in', () => {
  it('stores argon2id hashes and answers a token that opens /me', async () => {
    const [owner] = await t.database.db.select().from(operators).where(eq(operators.username, 'admin'));
    expect(owner!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await me(ownerAuth)).json()).toMatchObject({
      username: 'admin',
      role: 'owner',
      disabled: false,
      totpEnabled: false,
    });
  });

  it('refuses wrong passwords and unknown users alike, never echoes the password, and audits each attempt', async () => {
    const wrong = await login('admin', 'nope-nope', {}, '10.0.0.2');
    const unknown = await login('nobody', 'nope-nope', {}, '10.0.0.2');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect([wrong.json().code, unknown.json().code]).toEqual(['WRONG_CREDENTIALS', 'WRONG_CREDENTIALS']);
    expect(wrong.body).not.toContain('nope-nope');
    const actions = await auditActions();
    expect(actions).toContainEqual(
      expect.objectContaining({ action: 'operator.login_failed', operator: 'nobody', ip: '10.0.0.2' }),
    );
    expect(actions).toContainEqual(expect.objectContaining({ action: 'operator.login', operator: 'admin' }));
  });

  it('locks a name after repeated failures from one IP only, the same way for names that do not exist', async () => {
    for (const name of ['admin', 'ghost']) {
      for (let i = 0; i < 5; i++)
        expect((await login(name, 'bad-password', {}, '10.0.1.1')).statusCode).toBe(401);
      const locked = await login(name, name === 'admin' ? TEST_ADMIN_PASSWORD : 'x', {}, '10.0.1.1');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', retryAfterSeconds: expect.any(Number) });
    }
    // The owner at their own desk is not locked out by a stranger's attempts.
    expect((await login('admin', TEST_ADMIN_PASSWORD, {}, '10.0.1.2')).statusCode).toBe(200);
    expect(await auditActions()).toContainEqual(
      expect.objectContaining({ action: 'operator.locked', ip: '10.0.1.1' }),
    );
  });

  it('unlocks when the lock ends and starts counting afresh', async () => {
    await t.database.db.execute(
      sql`update login_failures set locked_until = now() - interval '1 second' where key like '%:admin:10.0.1.1'`,
    );
    expect((await login('admin', 'bad-password', {}, '10.0.1.1')).statusCode).toBe(401);
    expect((await login('admin', TEST_ADMIN_PASSWORD, {}, '10.0.1.1')).statusCode).toBe(200);
  });

  it('ends the session on sign-out', async () => {
    const auth = { authorization: `Bearer ${await operatorToken(t.app)}` };
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/admin-api/v1/auth/session', headers: auth })).statusCode,
    ).toBe(204);
    const after = await me(auth);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('LOGIN_REQUIRED');
  });

  it('ends idle sessions and sessions past their absolute lifetime', async () => {
    const idle = { authorization: `Bearer ${await operatorToken(t.app)}` };
    const old = { authorization: `Bearer ${await operatorToken(t.app)}` };
    const sessions = await t.database.db.select().from(operatorSessions).orderBy(operatorSessions.id);
    const [idleSession, oldSession] = sessions.slice(-2);
    await t.database.db
      .update(operatorSessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(operatorSessions.id, idleSession!.id));
    await t.database.db
      .update(operatorSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(operatorSessions.id, oldSession!.id));
    expect((await me(idle)).statusCode).toBe(401);
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(ownerAuth)).statusCode).toBe(200);
  });

  it("refuses a token on another brand's host", async () => {
    await insertBrand(t.database.db, {
      code: 'other',
      name: 'Other',
      domains: ['other.example'],
      currencyCode: 'THB',
      timezone: 'UTC',
      languages: ['EN'],
      defaultLanguage: 'EN',
      whitelabel: defaultWhitelabel(),
      customerService: [],
      resources: [],
    });
    expect((await me(ownerAuth, 'other.example')).statusCode).toBe(401);
    expect((await login('admin', TEST_ADMIN_PASSWORD, {}, '10.0.2.1', 'other.example')).statusCode).toBe(401);
  });

  it('rate-limits sign-in attempts per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await login(`ghost${i}`, 'x', {}, '10.9.9.9')).statusCode);
    expect(statuses).toContain(429);
    expect((await login('ghost', 'x', {}, '10.9.9.10')).statusCode).toBe(401);
  });
});

describe('authenticator (TOTP)', () => {
  it('enrols in two steps, keeps the key sealed, asks for codes at sign-in and refuses a replayed code', async () => {
    const auth = await addOperator('totpuser', 'support');
    const start = await t.app.inject({ method: 'POST', url: '/admin-api/v1/me/totp', headers: auth });
    const { secret, otpauthUrl } = start.json();
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const [stored] = await t.database.db.select().from(operators).where(eq(operators.username, 'totpuser'));
    expect(stored!.totpPending).not.toContain(secret);
    expect(stored!.totpSecret).toBeNull();

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/me/totp/confirm',
      headers: auth,
      payload: { code: '000000' },
    });
    expect(wrong.json().fields).toEqual({ code: 'INVALID' });
    const now = Date.now();
    const enrolCode = totpCode(secret, now);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/me/totp/confirm',
      headers: auth,
      payload: { code: enrolCode },
    });
    expect(confirm.statusCode).toBe(204);
    expect((await me(auth)).json().totpEnabled).toBe(true);

    const without = await login('totpuser', 'a-long-password-1', {}, '10.0.3.1');
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({
      code: 'SECOND_VERIFICATION_REQUIRED',
      fields: { totp: 'REQUIRED' },
    });
    // The code used to confirm enrolment cannot be used again to sign in.
    const replay = await login('totpuser', 'a-long-password-1', { totp: enrolCode }, '10.0.3.1');
    expect(replay.json()).toMatchObject({ code: 'WRONG_CREDENTIALS', fields: { totp: 'INVALID' } });
    const next = await login(
      'totpuser',
      'a-long-password-1',
      { totp: totpCode(secret, now + 30_000) },
      '10.0.3.1',
    );
    expect(next.statusCode).toBe(200);
  });
});
