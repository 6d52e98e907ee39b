import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode, newTotpSecret } from '../../platform/totp.ts';
import { operatorToken, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../test-support/test-app.ts';
import { operators } from './schema.ts';

let t: TestApp;
let ownerAuth: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  ownerAuth = { authorization: `Bearer ${await operatorToken(t.app)}` };
});
afterAll(() => t.close());

const login = (username: string, password: string, extra: object = {}, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/admin-api/v1/auth/login', remoteAddress: ip, payload: { username, password, ...extra } });

async function addOperator(username: string, role: string, password = 'a-long-password-1') {
  const response = await t.app.inject({ method: 'POST', url: '/admin-api/v1/operators', headers: ownerAuth, payload: { username, password, role } });
  expect(response.statusCode, response.body).toBe(201);
  return { authorization: `Bearer ${await operatorToken(t.app, username, password)}` };
}

describe('operator sign-in', () => {
  it('stores argon2id hashes and answers a token that opens /me', async () => {
    const [owner] = await t.database.db.select().from(operators).where(eq(operators.username, 'admin'));
    expect(owner!.passwordHash).toMatch(/^\$argon2id\$/);
    const me = await t.app.inject({ method: 'GET', url: '/admin-api/v1/me', headers: ownerAuth });
    expect(me.json()).toMatchObject({ username: 'admin', role: 'owner' });
  });

  it('refuses wrong passwords and unknown users alike, and never echoes the password', async () => {
    const wrong = await login('admin', 'nope-nope');
    const unknown = await login('nobody', 'nope-nope');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().code).toBe('WRONG_CREDENTIALS');
    expect(unknown.json().code).toBe('WRONG_CREDENTIALS');
    expect(wrong.body).not.toContain('nope-nope');
  });

  it('locks an account after repeated failures, without locking others', async () => {
    await addOperator('lockme', 'viewer');
    for (let i = 0; i < 5; i++) expect((await login('lockme', 'bad-password', {}, `10.0.1.${i}`)).statusCode).toBe(401);
    const locked = await login('lockme', 'a-long-password-1', {}, '10.0.2.1');
    expect(locked.statusCode).toBe(423);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    expect((await login('admin', TEST_ADMIN_PASSWORD, {}, '10.0.2.1')).statusCode).toBe(200);
  });

  it('asks for the authenticator code when the operator enrolled one', async () => {
    await addOperator('totpuser', 'support');
    const secret = newTotpSecret();
    await t.database.db.update(operators).set({ totpSecret: secret }).where(eq(operators.username, 'totpuser'));
    const without = await login('totpuser', 'a-long-password-1', {}, '10.0.3.1');
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ code: 'SECOND_VERIFICATION_REQUIRED', fields: { totp: 'REQUIRED' } });
    expect((await login('totpuser', 'a-long-password-1', { totp: '000000' }, '10.0.3.1')).json().code).toBe('WRONG_CREDENTIALS');
    const ok = await login('totpuser', 'a-long-password-1', { totp: totpCode(secret) }, '10.0.3.1');
    expect(ok.statusCode).toBe(200);
  });

  it('ends the session on sign-out', async () => {
    const auth = { authorization: `Bearer ${await operatorToken(t.app)}` };
    expect((await t.app.inject({ method: 'DELETE', url: '/admin-api/v1/auth/session', headers: auth })).statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/admin-api/v1/me', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('LOGIN_REQUIRED');
  });

  it('rate-limits sign-in attempts per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await login('ghost', 'x', {}, '10.9.9.9')).statusCode);
    expect(statuses).toContain(429);
    expect((await login('ghost', 'x', {}, '10.9.9.10')).statusCode).toBe(401);
  });
});

describe('roles and the audit log', () => {
  it('lets owners and admins change settings and keeps others read-only', async () => {
    const viewer = await addOperator('watcher', 'viewer');
    const admin = await addOperator('boss', 'admin');
    expect((await t.app.inject({ method: 'GET', url: '/admin-api/v1/brand', headers: viewer })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'PATCH', url: '/admin-api/v1/brand', headers: viewer, payload: { maintenance: true } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const allowed = await t.app.inject({ method: 'PATCH', url: '/admin-api/v1/brand', headers: admin, payload: { name: 'Croupier Asia' } });
    expect(allowed.json().name).toBe('Croupier Asia');
    const promote = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/operators',
      headers: admin,
      payload: { username: 'usurper', password: 'a-long-password-1', role: 'owner' },
    });
    expect(promote.statusCode).toBe(403);
  });

  it('records who changed what, before and after, and from where', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/admin-api/v1/brand',
      headers: ownerAuth,
      remoteAddress: '203.0.113.7',
      payload: { maintenance: true, maintenanceMessage: 'Upgrading' },
    });
    const audit = await t.app.inject({ method: 'GET', url: '/admin-api/v1/audit?page=1&pageSize=5', headers: ownerAuth });
    const [latest] = audit.json().items;
    expect(latest).toMatchObject({
      operator: 'admin',
      action: 'brand.update',
      target: 'brand:croupier',
      before: { maintenance: false, maintenanceMessage: null },
      after: { maintenance: true, maintenanceMessage: 'Upgrading' },
      ip: '203.0.113.7',
    });
    expect(audit.json()).toMatchObject({ page: 1, pageSize: 5, total: expect.any(Number), totalPages: expect.any(Number) });
    const all = (await t.app.inject({ method: 'GET', url: '/admin-api/v1/audit?pageSize=50', headers: ownerAuth })).json().items;
    expect(all).toContainEqual(
      expect.objectContaining({ action: 'operator.create', target: 'operator:watcher', after: { username: 'watcher', role: 'viewer' } }),
    );
  });

  it('refuses a duplicate operator name with a field error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/operators',
      headers: ownerAuth,
      payload: { username: 'admin', password: 'a-long-password-1', role: 'viewer' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().fields).toEqual({ username: 'NOT_ALLOWED' });
  });
});
