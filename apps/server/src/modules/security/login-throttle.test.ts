import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByUsername } from '../../test-support/players.ts';
import {
  operatorToken,
  startTestApp,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../test-support/test-app.ts';

/** Sign-in locks under bursts of concurrent guesses (issue 15): the limit holds however the requests race. */
let t: TestApp;
let captchaApp: TestApp;
beforeAll(async () => {
  [t, captchaApp] = await Promise.all([startTestApp(), startTestApp({ captcha: 'svg' })]);
});
afterAll(() => Promise.all([t.close(), captchaApp.close()]));

const LIMIT = 5;

const playerLogin = (app: TestApp, ip: string, username: string, password: string, extra: object = {}) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    payload: { type: 'username', username, password, ...extra },
  });
const operatorLogin = (ip: string, username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/auth/login',
    remoteAddress: ip,
    payload: { username, password },
  });

function tally(responses: { statusCode: number; json: () => { code?: string; token?: string } }[]) {
  const codes = responses.map((r) => (r.statusCode === 200 ? 'TOKEN' : r.json().code));
  const count = (code: string) => codes.filter((c) => c === code).length;
  return {
    tokens: count('TOKEN'),
    wrong: count('WRONG_CREDENTIALS'),
    locked: count('ACCOUNT_LOCKED'),
    captchaRequired: count('CAPTCHA_REQUIRED'),
    total: codes.length,
  };
}

describe('sign-in locks under concurrent guesses', () => {
  it('evaluates exactly the lock count of a burst of 50 player guesses, and a token only below it', async () => {
    expect((await registerByUsername(t, { username: 'burst01', password: 'right-pass1' })).statusCode).toBe(
      201,
    );
    const ip = '203.0.113.50';
    const guesses = Array.from({ length: 50 }, (_, i) => (i === 49 ? 'right-pass1' : `wrong-pass${i}`));
    const result = tally(await Promise.all(guesses.map((p) => playerLogin(t, ip, 'burst01', p))));

    // Exactly LIMIT guesses reached the password check; every other one was refused before it.
    expect(result.wrong + result.tokens).toBe(LIMIT);
    expect(result.locked).toBe(50 - LIMIT);
    expect(result.tokens).toBeLessThanOrEqual(1);
    const after = await playerLogin(t, ip, 'burst01', 'right-pass1');
    if (result.wrong === LIMIT) {
      // The lock count was reached: the right password is refused too.
      expect(after.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', retryAfterSeconds: expect.any(Number) });
    } else {
      // The right password was among the first LIMIT: the others still count, the account is not locked.
      expect(after.statusCode).toBe(200);
    }
  });

  it('holds the same lock for the agent portal, which signs in through the player sign-in', async () => {
    const ip = '203.0.113.51';
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        playerLogin(t, ip, 'agent-x', `wrong-pass${i}`, { portal: 'agent' }),
      ),
    );
    expect(tally(responses)).toMatchObject({ wrong: LIMIT, locked: 20 - LIMIT });
  });

  it('evaluates exactly the lock count of 15 concurrent wrong operator passwords, audited', async () => {
    const ip = '203.0.113.52';
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => operatorLogin(ip, 'admin', `wrong-password-${i}`)),
    );
    expect(tally(responses)).toMatchObject({ wrong: LIMIT, locked: 15 - LIMIT });
    expect((await operatorLogin(ip, 'admin', TEST_ADMIN_PASSWORD)).json().code).toBe('ACCOUNT_LOCKED');
    const audit = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/audit?pageSize=200',
      headers: { authorization: `Bearer ${await operatorToken(t.app)}` },
    });
    const evaluated = (audit.json().items as { action: string; ip: string }[]).filter(
      (item) => item.ip === ip && ['operator.login_failed', 'operator.locked'].includes(item.action),
    );
    expect(evaluated).toHaveLength(LIMIT);
  });

  it('asks a burst for the captcha from the third guess: only three are checked without one', async () => {
    const ip = '203.0.113.53';
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => playerLogin(captchaApp, ip, 'somebody', `wrong-pass${i}`)),
    );
    const result = tally(responses);
    expect(result.wrong).toBe(3);
    expect(result.captchaRequired + result.locked).toBe(12 - 3);
    expect(result.captchaRequired).toBeGreaterThan(0);
  });

  it('forgets the reservations of a process that died once the window has passed', async () => {
    expect((await registerByUsername(t, { username: 'crashed01', password: 'right-pass1' })).statusCode).toBe(
      201,
    );
    const ip = '203.0.113.54';
    expect((await playerLogin(t, ip, 'crashed01', 'wrong-pass')).statusCode).toBe(401);
    // As if five sign-ins had been reserved by a node that then crashed.
    await t.database.db.execute(
      sql`update login_failures set in_flight = 5 where key like ${'%:crashed01:' + ip}`,
    );
    expect((await playerLogin(t, ip, 'crashed01', 'right-pass1')).json().code).toBe('ACCOUNT_LOCKED');
    await t.database.db.execute(
      sql`update login_failures set window_started_at = now() - interval '16 minutes' where key like ${'%:crashed01:' + ip}`,
    );
    expect((await playerLogin(t, ip, 'crashed01', 'right-pass1')).statusCode).toBe(200);
  });
});
