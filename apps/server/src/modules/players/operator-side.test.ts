import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByUsername } from '../../test-support/players.ts';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let owner: { authorization: string };
let playerId: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = { authorization: `Bearer ${await operatorToken(t.app)}` };
  const registered = await registerByUsername(t, { username: 'malee77', extra: { payeeName: 'Malee Dee' } });
  playerId = registered.json().user.id;
});
afterAll(() => t.close());

const login = (password: string, ip = '203.0.113.50') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    payload: { type: 'username', username: 'malee77', password },
  });

describe('players in the operator console', () => {
  it('lists and searches players, and shows one with profile, sessions and login history', async () => {
    await login('secret12');
    const list = (
      await t.app.inject({ method: 'GET', url: '/admin-api/v1/players?q=MALEE', headers: owner })
    ).json();
    expect(list).toMatchObject({
      total: 1,
      items: [{ account: 'malee77', status: 'active', locked: false }],
    });
    const detail = (
      await t.app.inject({ method: 'GET', url: `/admin-api/v1/players/${playerId}`, headers: owner })
    ).json();
    expect(detail.profile).toEqual({ payeeName: 'Malee Dee' });
    expect(detail.sessions.length).toBeGreaterThanOrEqual(2);
    expect(detail.loginHistory[0]).toMatchObject({ method: 'password', success: true, ip: '203.0.113.50' });
  });

  it('freezes an account: live sessions end (the socket is told) and sign-in is refused; unfreezing restores it', async () => {
    const token = (await login('secret12')).json().token;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], auth: { token } });
    await new Promise<void>((resolve) => socket.once('ready', () => resolve()));
    const ended = new Promise<void>((resolve) => socket.once('session-ended', () => resolve()));

    const frozen = await t.app.inject({
      method: 'POST',
      url: `/admin-api/v1/players/${playerId}/freeze`,
      headers: owner,
      payload: { reason: 'KYC check' },
    });
    expect(frozen.json().status).toBe('frozen');
    await ended;
    socket.close();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/me',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(401);
    expect((await login('secret12')).json().code).toBe('ACCOUNT_FROZEN');
    await t.app.inject({
      method: 'POST',
      url: `/admin-api/v1/players/${playerId}/unfreeze`,
      headers: owner,
      payload: { reason: 'checked' },
    });
    expect((await login('secret12')).statusCode).toBe(200);
    // Unfreezing an active account is a stale screen, not bad input.
    const again = await t.app.inject({
      method: 'POST',
      url: `/admin-api/v1/players/${playerId}/unfreeze`,
      headers: owner,
      payload: { reason: 'checked twice' },
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'INVALID_STATE']);
  });

  it('resets a password to a temporary one that must be changed, and unlocks a locked sign-in', async () => {
    for (let i = 0; i < 5; i++) await login('wrong-one', '203.0.113.60');
    expect((await login('secret12', '203.0.113.60')).statusCode).toBe(429);
    const listed = (
      await t.app.inject({ method: 'GET', url: '/admin-api/v1/players', headers: owner })
    ).json();
    expect(listed.items[0].locked).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/admin-api/v1/players/${playerId}/unlock`,
          headers: owner,
        })
      ).statusCode,
    ).toBe(204);
    expect((await login('secret12', '203.0.113.60')).statusCode).toBe(200);

    const reset = await t.app.inject({
      method: 'POST',
      url: `/admin-api/v1/players/${playerId}/password-reset`,
      headers: owner,
    });
    const { temporaryPassword } = reset.json();
    expect((await login('secret12')).statusCode).toBe(401);
    expect((await login(temporaryPassword)).json()).toMatchObject({ mustChangePassword: true });
    const actions = (
      await t.app.inject({ method: 'GET', url: '/admin-api/v1/audit?pageSize=50', headers: owner })
    )
      .json()
      .items.map((e: { action: string }) => e.action);
    for (const action of ['player.freeze', 'player.unfreeze', 'player.unlock', 'player.password_reset'])
      expect(actions).toContain(action);
  });

  it('keeps viewers read-only', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/operators',
      headers: owner,
      payload: { username: 'looker', password: 'a-long-password-1', role: 'viewer' },
    });
    const viewer = { authorization: `Bearer ${await operatorToken(t.app, 'looker', 'a-long-password-1')}` };
    expect(
      (await t.app.inject({ method: 'GET', url: `/admin-api/v1/players/${playerId}`, headers: viewer }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/admin-api/v1/players/${playerId}/freeze`,
          headers: viewer,
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
