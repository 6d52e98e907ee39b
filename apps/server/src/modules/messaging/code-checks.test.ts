import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutboxCode, registerByUsername } from '../../test-support/players.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { players } from '../players/schema.ts';
import { consumeCode } from './codes.ts';
import { verificationCodes } from './schema.ts';

/** One-time codes under bursts of concurrent guesses (issue 15), and the rate limits of the routes checking them. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ALLOWED_ATTEMPTS = 5;
let nextIp = 1;
/** A fresh client address, so a test is limited by what it tests and not by the per-IP limit. */
const freshIp = () => `198.18.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

/** A registered player's number with a fresh reset code sent to it; answers the number and the code. */
async function numberWithResetCode(username: string) {
  const registered = await registerByUsername(t, { username, ip: freshIp() });
  expect(registered.statusCode, registered.body).toBe(201);
  const [row] = await t.database.db
    .select({ mobile: players.mobileNumber, brandId: players.brandId })
    .from(players)
    .where(eq(players.username, username));
  const mobileNum = `0${row!.mobile}`;
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/v1/sms/code',
    remoteAddress: freshIp(),
    payload: { purpose: 'reset', mobileNum, countryDialingCode: '66' },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return {
    mobileNum,
    brandId: row!.brandId,
    code: await latestOutboxCode(t, `+66${row!.mobile}`),
  };
}

const resetByPhone = (mobileNum: string, verificationCode: string, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/password/reset-by-phone',
    remoteAddress: ip,
    payload: { mobileNum, countryDialingCode: '66', verificationCode, newPassword: 'brand-new-1' },
  });

const wrongGuess = (right: string, i: number) => {
  const guess = String(i).padStart(6, '0');
  return guess === right ? String(500_000 + i) : guess;
};

describe('one-time codes under concurrent guesses', () => {
  it('compares at most the allowed attempts of 300 concurrent wrong guesses, then refuses the right code', async () => {
    const { mobileNum, code, brandId } = await numberWithResetCode('guessed01');
    const destination = `+66${mobileNum.slice(1)}`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 300 }, (_, i) =>
        consumeCode(t.database.db, {
          brandId,
          purpose: 'reset',
          destination,
          code: wrongGuess(code, i),
          secret: t.appSecret,
        }),
      ),
    );
    const messages = outcomes.map((o) =>
      o.status === 'rejected' ? (o.reason as Error).message : 'accepted',
    );
    // "Not right" is the answer of a guess that was compared; the others were refused before comparing.
    expect(messages.filter((m) => m === 'The verification code is not right.')).toHaveLength(
      ALLOWED_ATTEMPTS,
    );
    expect(messages.filter((m) => m.includes('send a new one'))).toHaveLength(300 - ALLOWED_ATTEMPTS);

    const right = await resetByPhone(mobileNum, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('SMS_CODE_INVALID');
  });

  it('lets a burst of 300 wrong guesses at reset-by-phone compare no more than the allowed attempts', async () => {
    const { mobileNum, code } = await numberWithResetCode('guessed02');
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => resetByPhone(mobileNum, wrongGuess(code, i))),
    );
    const codes = answers.map((a) => a.json().code as string);
    expect(codes.every((c) => c === 'SMS_CODE_INVALID' || c === 'RATE_LIMITED')).toBe(true);
    const compared = answers.filter((a) => a.json().detail === 'The verification code is not right.');
    expect(compared.length).toBeLessThanOrEqual(ALLOWED_ATTEMPTS);
    const [row] = await t.database.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.destination, `+66${mobileNum.slice(1)}`),
          eq(verificationCodes.purpose, 'reset'),
        ),
      );
    expect(row!.attempts).toBeLessThanOrEqual(ALLOWED_ATTEMPTS);
    const right = await resetByPhone(mobileNum, code);
    expect(right.statusCode).not.toBe(200);
  });
});

describe('rate limits on the routes that check codes', () => {
  it('answers 429 RATE_LIMITED to exactly the checks of one number beyond its limit, from any address', async () => {
    const { mobileNum } = await numberWithResetCode('limited01');
    const answers = await Promise.all(Array.from({ length: 30 }, () => resetByPhone(mobileNum, '000000')));
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(limited).toHaveLength(30 - 10);
    expect(limited[0]!.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
  });

  it('limits the code checks of one address across numbers', async () => {
    const ip = freshIp();
    // SMS sign-in shares its route with password sign-in, whose per-IP limit is far higher.
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          remoteAddress: ip,
          payload: {
            type: 'sms',
            username: `08${20_000_000 + i}`,
            countryDialingCode: '66',
            password: '000000',
          },
        }),
      ),
    );
    expect(answers.filter((a) => a.json().code === 'RATE_LIMITED')).toHaveLength(25 - 20);
    // A password sign-in from the same address is not a code check.
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: ip,
      payload: { type: 'username', username: 'limited01', password: 'not-it-1' },
    });
    expect(password.json().code).toBe('WRONG_CREDENTIALS');
  });

  it('limits binding a number or an address by its code', async () => {
    const registered = await registerByUsername(t, { username: 'binder01', ip: freshIp() });
    const auth = { authorization: `Bearer ${registered.json().token}` };
    const bind = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: auth, remoteAddress: freshIp(), payload });
    for (const [url, payload] of [
      [
        '/api/v1/me/mobile',
        { countryDialingCode: '66', mobileNum: '0876543210', verificationCode: '000000' },
      ],
      ['/api/v1/me/email', { email: 'Binder@example.com', verificationCode: '000000' }],
    ] as const) {
      const answers = await Promise.all(Array.from({ length: 12 }, () => bind(url, payload)));
      expect(
        answers.filter((a) => a.json().code === 'RATE_LIMITED'),
        url,
      ).toHaveLength(2);
    }
  });
});
