import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let operator: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  operator = { authorization: `Bearer ${await operatorToken(t.app)}` };
});
afterAll(() => t.close());

const put = (provider: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/admin-api/v1/brand/social-login/${provider}`,
    headers: operator,
    payload,
  });

describe('social login settings in the console', () => {
  it('lists every provider with its defaults, switched off', async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/brand/social-login',
      headers: operator,
    });
    expect(listed.json()).toEqual([
      expect.objectContaining({
        provider: 'facebook',
        protocol: 'oauth2',
        enabled: false,
        clientSecretSet: false,
        issuer: null,
        authorizationEndpoint: 'https://www.facebook.com/dialog/oauth',
      }),
      expect.objectContaining({
        provider: 'google',
        protocol: 'oidc',
        issuer: 'https://accounts.google.com',
      }),
      expect.objectContaining({ provider: 'line', protocol: 'oidc', issuer: 'https://access.line.me' }),
    ]);
  });

  it('refuses to switch on without credentials, and endpoints that do not fit', async () => {
    const bare = await put('google', { enabled: true });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual({ clientId: 'REQUIRED', clientSecret: 'REQUIRED' });
    const wrongKind = await put('google', { tokenEndpoint: 'https://example.com/token' });
    expect(wrongKind.json().fields).toEqual({ tokenEndpoint: 'NOT_ALLOWED' });
    const plain = await put('line', { issuer: 'http://idp.example.com' });
    expect(plain.json().fields).toEqual({ issuer: 'INVALID' });
    const junk = await put('line', { clientSecret: 'has space' });
    expect(junk.json().code).toBe('VALIDATION_FAILED');
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/auth/social/providers' });
    expect(listed.json()).toEqual([]);
  });

  it('keeps the secret sealed, answers only whether it is set, and audits without it', async () => {
    const saved = await put('google', {
      enabled: true,
      clientId: 'app-id-1',
      clientSecret: 'the-real-secret',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ enabled: true, clientId: 'app-id-1', clientSecretSet: true });
    expect(saved.body).not.toContain('the-real-secret');
    const stored = await t.database.db.query.socialProviders.findFirst();
    expect(stored?.clientSecretSealed).toMatch(/^v1\./);
    expect(stored?.clientSecretSealed).not.toContain('the-real-secret');

    await put('google', { clientSecret: 'rotated-secret' });
    const audit = await t.app.inject({ method: 'GET', url: '/admin-api/v1/audit', headers: operator });
    const entries = audit.json().items.filter((e: { action: string }) => e.action === 'social-login.update');
    expect(entries[0]).toMatchObject({
      target: 'brand:croupier:social:google',
      before: { clientSecret: 'set' },
      after: { clientSecret: 'replaced' },
    });
    expect(audit.body).not.toContain('rotated-secret');
    expect(audit.body).not.toContain('the-real-secret');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/social/providers' })).json()).toEqual([
      { provider: 'google' },
    ]);
  });

  it('lets only owners and admins change it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/operators',
      headers: operator,
      payload: { username: 'viewer1', password: 'viewer-password-1', role: 'viewer' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const viewer = { authorization: `Bearer ${await operatorToken(t.app, 'viewer1', 'viewer-password-1')}` };
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/admin-api/v1/brand/social-login/line',
      headers: viewer,
      payload: { enabled: false },
    });
    expect(refused.statusCode).toBe(403);
  });
});
