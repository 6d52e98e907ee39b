import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let ownerAuth: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  ownerAuth = { authorization: `Bearer ${await operatorToken(t.app)}` };
});
afterAll(() => t.close());

type Auth = { authorization: string };
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  auth: Auth,
  payload?: object,
  ip = '127.0.0.1',
) => t.app.inject({ method, url, headers: auth, remoteAddress: ip, ...(payload ? { payload } : {}) });

async function addOperator(username: string, role: string, password = 'a-long-password-1') {
  const response = await call('POST', '/admin-api/v1/operators', ownerAuth, { username, password, role });
  expect(response.statusCode, response.body).toBe(201);
  return {
    id: response.json().id as string,
    auth: { authorization: `Bearer ${await operatorToken(t.app, username, password)}` },
  };
}

describe('roles', () => {
  it('lets owners and admins change settings and keeps others read-only', async () => {
    const viewer = await addOperator('watcher', 'viewer');
    const admin = await addOperator('boss', 'admin');
    expect((await call('GET', '/admin-api/v1/brand', viewer.auth)).statusCode).toBe(200);
    const refused = await call('PATCH', '/admin-api/v1/brand', viewer.auth, { maintenance: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect(
      (await call('PATCH', '/admin-api/v1/brand', admin.auth, { name: 'Croupier Asia' })).json().name,
    ).toBe('Croupier Asia');
  });

  it('lets nobody grant a role above their own or manage themselves or their seniors', async () => {
    const admin = await addOperator('chief', 'admin');
    const support = await addOperator('helper', 'support');
    const owners = await call('GET', '/admin-api/v1/operators', ownerAuth);
    const ownerId = owners.json().find((o: { username: string }) => o.username === 'admin').id;
    expect(
      (
        await call('POST', '/admin-api/v1/operators', admin.auth, {
          username: 'usurper',
          password: 'a-long-password-1',
          role: 'owner',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/admin-api/v1/operators/${ownerId}`, admin.auth, { disabled: true })).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/admin-api/v1/operators/${admin.id}`, admin.auth, { role: 'viewer' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/admin-api/v1/operators/${admin.id}`, support.auth, { role: 'viewer' }))
        .statusCode,
    ).toBe(403);
    const promoted = await call('PATCH', `/admin-api/v1/operators/${support.id}`, admin.auth, {
      role: 'finance',
    });
    expect(promoted.json()).toMatchObject({ username: 'helper', role: 'finance' });
    expect(
      (await call('PATCH', '/admin-api/v1/operators/999999', admin.auth, { role: 'viewer' })).statusCode,
    ).toBe(404);
  });

  it('refuses a duplicate operator name with a field error', async () => {
    const response = await call('POST', '/admin-api/v1/operators', ownerAuth, {
      username: 'admin',
      password: 'a-long-password-1',
      role: 'viewer',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ALREADY_EXISTS', fields: { username: 'NOT_ALLOWED' } });
  });
});

describe('disabling and passwords', () => {
  it('disabling an operator ends their live session at once; a reset password ends them too', async () => {
    const target = await addOperator('leaver', 'finance');
    expect((await call('GET', '/admin-api/v1/me', target.auth)).statusCode).toBe(200);
    expect(
      (await call('PATCH', `/admin-api/v1/operators/${target.id}`, ownerAuth, { disabled: true })).json()
        .disabled,
    ).toBe(true);
    expect((await call('GET', '/admin-api/v1/me', target.auth)).statusCode).toBe(401);
    await call('PATCH', `/admin-api/v1/operators/${target.id}`, ownerAuth, { disabled: false });

    const fresh = { authorization: `Bearer ${await operatorToken(t.app, 'leaver', 'a-long-password-1')}` };
    expect(
      (
        await call('POST', `/admin-api/v1/operators/${target.id}/password`, ownerAuth, {
          newPassword: 'brand-new-password',
        })
      ).statusCode,
    ).toBe(204);
    expect((await call('GET', '/admin-api/v1/me', fresh)).statusCode).toBe(401);
    expect(await operatorToken(t.app, 'leaver', 'brand-new-password')).toBeTruthy();
  });

  it('changes my own password only with the current one, keeping this session and ending my others', async () => {
    const mine = await addOperator('self', 'viewer');
    const other = { authorization: `Bearer ${await operatorToken(t.app, 'self', 'a-long-password-1')}` };
    const wrong = await call('POST', '/admin-api/v1/me/password', mine.auth, {
      oldPassword: 'not-it-at-all',
      newPassword: 'my-new-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ oldPassword: 'INVALID' });
    const short = await call('POST', '/admin-api/v1/me/password', mine.auth, {
      oldPassword: 'a-long-password-1',
      newPassword: 'short',
    });
    expect(short.json().fields).toEqual({ newPassword: 'TOO_SHORT' });
    const ok = await call('POST', '/admin-api/v1/me/password', mine.auth, {
      oldPassword: 'a-long-password-1',
      newPassword: 'my-new-password-1',
    });
    expect(ok.statusCode).toBe(204);
    expect((await call('GET', '/admin-api/v1/me', mine.auth)).statusCode).toBe(200);
    expect((await call('GET', '/admin-api/v1/me', other)).statusCode).toBe(401);
  });
});

describe('the audit log', () => {
  it('records who changed what, before and after, and from where', async () => {
    await call(
      'PATCH',
      '/admin-api/v1/brand',
      ownerAuth,
      { maintenance: true, maintenanceMessage: 'Upgrading' },
      '203.0.113.7',
    );
    const audit = await call('GET', '/admin-api/v1/audit?page=1&pageSize=5', ownerAuth);
    expect(audit.json().items[0]).toMatchObject({
      operator: 'admin',
      action: 'brand.update',
      target: 'brand:croupier',
      before: { maintenance: false, maintenanceMessage: null },
      after: { maintenance: true, maintenanceMessage: 'Upgrading' },
      ip: '203.0.113.7',
    });
    expect(audit.json()).toMatchObject({
      page: 1,
      pageSize: 5,
      total: expect.any(Number),
      totalPages: expect.any(Number),
    });
    const all = (await call('GET', '/admin-api/v1/audit?pageSize=200', ownerAuth))
      .json()
      .items.map((e: { action: string }) => e.action);
    for (const action of [
      'operator.create',
      'operator.update',
      'operator.password_reset',
      'operator.password_change',
      'operator.login',
    ]) {
      expect(all, action).toContain(action);
    }
    expect(
      JSON.stringify((await call('GET', '/admin-api/v1/audit?pageSize=200', ownerAuth)).json()),
    ).not.toContain('a-long-password-1');
  });
});
