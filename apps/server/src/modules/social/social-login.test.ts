import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestIssuer,
  signInAtIssuer,
  TEST_CLIENT,
  type TestIssuer,
} from '../../test-support/oidc-issuer.ts';
import { registerByUsername, setFlag } from '../../test-support/players.ts';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';

// app.inject speaks to the platform as localhost:80, so that is the origin the provider sends back to.
const ORIGIN = 'http://localhost';
const callback = (provider: string) => `${ORIGIN}/api/v1/auth/social/${provider}/callback`;

let t: TestApp;
let idp: TestIssuer;
let operator: { authorization: string };
beforeAll(async () => {
  [t, idp] = await Promise.all([
    startTestApp(),
    startTestIssuer(['google', 'line', 'facebook'].map(callback)),
  ]);
  operator = { authorization: `Bearer ${await operatorToken(t.app)}` };
  for (const provider of ['google', 'line'])
    await configure(provider, { enabled: true, ...credentials, issuer: idp.issuer });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const credentials = { clientId: TEST_CLIENT.clientId, clientSecret: TEST_CLIENT.clientSecret };

async function configure(provider: string, patch: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/admin-api/v1/brand/social-login/${provider}`,
    headers: operator,
    payload: patch,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** One browser: its social cookie, kept across requests. */
class Browser {
  cookie = '';
  constructor(readonly ip = '203.0.113.7') {}

  async post(url: string, payload: Record<string, unknown> = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: this.ip,
      headers: this.cookie ? { cookie: this.cookie } : {},
    });
    const set = response.headers['set-cookie'];
    if (typeof set === 'string') this.cookie = set.split(';')[0]!;
    return response;
  }

  async start(provider: string, codes: Record<string, string> = {}) {
    const response = await this.post(`/api/v1/auth/social/${provider}/start`, codes);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ authorizationUrl: string }>().authorizationUrl;
  }

  /** Lands on the callback URL the provider sent the browser to; answers the fragment of our redirect. */
  async land(url: string) {
    const target = new URL(url);
    const response = await t.app.inject({
      method: 'GET',
      url: `${target.pathname}${target.search}`,
      remoteAddress: this.ip,
      headers: this.cookie ? { cookie: this.cookie } : {},
    });
    expect(response.statusCode).toBe(302);
    const location = String(response.headers.location);
    expect(location.startsWith('/socialLogin#')).toBe(true);
    return new URLSearchParams(location.slice(location.indexOf('#') + 1));
  }

  /** The whole trip to the provider and back, then the exchange of the one-time code. */
  async signIn(provider: string, login: string, codes: Record<string, string> = {}) {
    const landed = await this.land(await signInAtIssuer(await this.start(provider, codes), login));
    expect(landed.get('error')).toBeNull();
    return this.post('/api/v1/auth/social/exchange', { code: landed.get('code')! });
  }
}

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });
const newAccount = {
  password: 'secret12',
  confirmPassword: 'secret12',
  termsAccepted: true,
  ageConfirmed: true,
};

describe('social login against a real OpenID provider', () => {
  it('lists only the enabled providers', async () => {
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/auth/social/providers' });
    expect(listed.json()).toEqual([{ provider: 'google' }, { provider: 'line' }]);
  });

  it('registers a new account on the first login, then signs straight in', async () => {
    const browser = new Browser();
    const first = await browser.signIn('google', 'alice-sub');
    expect(first.statusCode, first.body).toBe(200);
    const { status, ticket, displayName } = first.json();
    expect({ status, displayName }).toEqual({ status: 'unbound', displayName: 'Player alice-sub' });

    const registered = await browser.post('/api/v1/auth/social/register', {
      ticket,
      username: 'alice01',
      ...newAccount,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect((await me(registered.json().token)).json()).toMatchObject({ account: 'alice01' });
    // The ticket is spent.
    const again = await browser.post('/api/v1/auth/social/register', {
      ticket,
      username: 'alice02',
      ...newAccount,
    });
    expect(again.json().code).toBe('SOCIAL_TICKET_INVALID');

    const second = await new Browser().signIn('google', 'alice-sub');
    expect(second.json()).toMatchObject({ status: 'signedIn', user: { account: 'alice01' } });
    expect((await me(second.json().token)).statusCode).toBe(200);
    const history = await t.database.db.execute(
      sql`select method, success from login_history h join players p on p.id = h.player_id where p.username = 'alice01' order by h.id`,
    );
    expect((history as unknown as { rows: unknown[] }).rows).toEqual([
      { method: 'social', success: true },
      { method: 'social', success: true },
    ]);
  });

  it('binds to an existing account after a wrong, then a right password', async () => {
    await registerByUsername(t, {
      username: 'bobby01',
      password: 'bobpass1',
      extra: { payeeName: 'Bobby Tan' },
    });
    const browser = new Browser('203.0.113.8');
    const { ticket } = (await browser.signIn('line', 'bob-sub')).json();
    const wrong = await browser.post('/api/v1/auth/social/bind', {
      ticket,
      username: 'bobby01',
      password: 'not-it',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('WRONG_CREDENTIALS');
    const failures = await t.database.db.execute(
      sql`select failures from login_failures where key like ${'%:bobby01:203.0.113.8'}`,
    );
    expect((failures as unknown as { rows: unknown[] }).rows).toEqual([{ failures: 1 }]);

    const right = await browser.post('/api/v1/auth/social/bind', {
      ticket,
      username: 'bobby01',
      password: 'bobpass1',
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().user.account).toBe('bobby01');
    expect((await new Browser().signIn('line', 'bob-sub')).json().user.account).toBe('bobby01');

    // One binding per provider per account: a second LINE account cannot bind to bobby01.
    const other = new Browser();
    const { ticket: second } = (await other.signIn('line', 'bob-other-sub')).json();
    const refused = await other.post('/api/v1/auth/social/bind', {
      ticket: second,
      username: 'bobby01',
      password: 'bobpass1',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SOCIAL_ALREADY_BOUND');
  });

  it('asks a bound player at a new place for the second verification, as a password login does', async () => {
    await setFlag(t, operator, 'SECONDVERIFICATION', true);
    try {
      const browser = new Browser('198.51.100.77');
      const challenged = await browser.signIn('line', 'bob-sub');
      expect(challenged.statusCode).toBe(403);
      const { code, verificationId, methods } = challenged.json();
      expect({ code, methods }).toEqual({
        code: 'SECOND_VERIFICATION_REQUIRED',
        methods: ['sms', 'bankName'],
      });
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/verify',
        remoteAddress: browser.ip,
        payload: { verificationId, method: 'bankName', value: 'bobby tan' },
      });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json()).toMatchObject({ mustChangePassword: false, user: { account: 'bobby01' } });
    } finally {
      await setFlag(t, operator, 'SECONDVERIFICATION', false);
    }
  });

  it('carries invitation codes from the start into the registration', async () => {
    const friend = (await registerByUsername(t, { username: 'friend01' })).json();
    const referralCode = (await t.database.db.execute(
      sql`select referral_code from players where id = ${BigInt(friend.user.id)}`,
    )) as unknown as { rows: { referral_code: string }[] };
    const browser = new Browser();
    const { ticket } = (
      await browser.signIn('google', 'carol-sub', { referralCode: referralCode.rows[0]!.referral_code })
    ).json();
    const registered = await browser.post('/api/v1/auth/social/register', {
      ticket,
      username: 'carol01',
      ...newAccount,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const row = (await t.database.db.execute(
      sql`select referred_by_id from players where username = 'carol01'`,
    )) as unknown as { rows: { referred_by_id: bigint }[] };
    expect(String(row.rows[0]!.referred_by_id)).toBe(friend.user.id);
  });

  it('refuses a tampered, a replayed and a foreign state', async () => {
    const browser = new Browser();
    const back = new URL(await signInAtIssuer(await browser.start('google'), 'dave-sub'));
    const tampered = new URL(back);
    tampered.searchParams.set('state', `${back.searchParams.get('state')}x`);
    expect((await browser.land(tampered.toString())).get('error')).toBe('SOCIAL_STATE_INVALID');
    // Another browser (no cookie, or its own) cannot use this browser's state.
    expect((await new Browser().land(back.toString())).get('error')).toBe('SOCIAL_STATE_INVALID');
    expect((await browser.land(back.toString())).get('code')).toBeTruthy();
    expect((await browser.land(back.toString())).get('error')).toBe('SOCIAL_STATE_INVALID');
  });

  it('refuses an ID token with another nonce, another audience or a past expiry', async () => {
    for (const change of [
      (claims: Record<string, unknown>) => ({ ...claims, nonce: 'not-the-nonce' }),
      (claims: Record<string, unknown>) => ({ ...claims, aud: 'someone-else' }),
      (claims: Record<string, unknown>) => ({ ...claims, exp: Math.floor(Date.now() / 1000) - 3600 }),
    ]) {
      let tampered = 0;
      idp.tamperIdTokens((claims) => {
        tampered++;
        return change(claims);
      });
      try {
        const browser = new Browser();
        const landed = await browser.land(await signInAtIssuer(await browser.start('google'), 'eve-sub'));
        expect(landed.get('error')).toBe('SOCIAL_LOGIN_FAILED');
        // The code exchange itself went through: the refusal is the ID token's.
        expect(tampered).toBe(1);
      } finally {
        idp.tamperIdTokens(null);
      }
    }
  });

  it('tells a cancelled sign-in apart, and refuses a disabled provider', async () => {
    const browser = new Browser();
    const cancelled = await signInAtIssuer(await browser.start('google'), 'x', { cancel: true });
    expect((await browser.land(cancelled)).get('error')).toBe('SOCIAL_LOGIN_CANCELLED');

    const started = new Browser();
    const url = await started.start('line');
    await configure('line', { enabled: false });
    try {
      const refused = await new Browser().post('/api/v1/auth/social/line/start');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('OPERATION_DISABLED');
      // A sign-in already under way when the operator switched the provider off goes no further.
      expect((await started.land(await signInAtIssuer(url, 'frank-sub'))).get('error')).toBe(
        'OPERATION_DISABLED',
      );
    } finally {
      await configure('line', { enabled: true });
    }
  });

  it('signs in with Facebook over plain OAuth 2.0 and its Graph-like me endpoint', async () => {
    await configure('facebook', {
      enabled: true,
      ...credentials,
      authorizationEndpoint: `${idp.issuer}/auth`,
      tokenEndpoint: `${idp.issuer}/token`,
      profileEndpoint: `${idp.issuer}/me`,
    });
    const browser = new Browser();
    const answer = await browser.signIn('facebook', 'fb-4711');
    expect(answer.json()).toMatchObject({
      status: 'unbound',
      provider: 'facebook',
      displayName: 'Player fb-4711',
    });
  });

  it('refuses a used or foreign exchange code, and a frozen account', async () => {
    const browser = new Browser();
    const landed = await browser.land(await signInAtIssuer(await browser.start('google'), 'alice-sub'));
    const code = landed.get('code')!;
    expect((await new Browser().post('/api/v1/auth/social/exchange', { code })).json().code).toBe(
      'SOCIAL_TICKET_INVALID',
    );
    await t.database.db.execute(sql`update players set status = 'frozen' where username = 'alice01'`);
    try {
      const frozen = await browser.post('/api/v1/auth/social/exchange', { code });
      expect(frozen.statusCode).toBe(403);
      expect(frozen.json().code).toBe('ACCOUNT_FROZEN');
      expect((await browser.post('/api/v1/auth/social/exchange', { code })).json().code).toBe(
        'SOCIAL_TICKET_INVALID',
      );
    } finally {
      await t.database.db.execute(sql`update players set status = 'active' where username = 'alice01'`);
    }
  });
});
