import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../platform/totp.ts';
import { registerByUsername } from '../../test-support/players.ts';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let owner: { authorization: string };
let auth: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  owner = { authorization: `Bearer ${await operatorToken(t.app)}` };
  const registered = await registerByUsername(t, { username: 'niran22' });
  auth = { authorization: `Bearer ${registered.json().token}` };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = auth) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const outboxCode = async (to: string) =>
  /(\d{6})/.exec(
    (await call('GET', `/admin-api/v1/outbox?to=${encodeURIComponent(to)}`, undefined, owner)).json()[0].body,
  )![1]!;

describe('security centre', () => {
  it('sets a payment password with the login password, then changes it only with the old one', async () => {
    expect(
      (
        await call('POST', '/api/v1/me/payment-password', {
          currentPassword: 'wrong',
          newPaymentPassword: '246810',
        })
      ).json().fields,
    ).toEqual({ currentPassword: 'INVALID' });
    expect(
      (
        await call('POST', '/api/v1/me/payment-password', {
          currentPassword: 'secret12',
          newPaymentPassword: '12ab',
        })
      ).json().fields,
    ).toEqual({ newPaymentPassword: 'TOO_SHORT' });
    expect(
      (
        await call('POST', '/api/v1/me/payment-password', {
          currentPassword: 'secret12',
          newPaymentPassword: '246810',
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await call('POST', '/api/v1/me/payment-password', {
          currentPassword: 'secret12',
          newPaymentPassword: '135790',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/v1/me/payment-password', {
          currentPassword: '246810',
          newPaymentPassword: '135790',
        })
      ).statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/v1/me/security')).json().paymentPasswordSet).toBe(true);
  });

  it('binds a mobile number and an e-mail address with codes, shown masked', async () => {
    expect(
      (await call('POST', '/api/v1/me/mobile/code', { countryDialingCode: '66', mobileNum: '0861234567' }))
        .statusCode,
    ).toBe(204);
    expect(
      (
        await call('POST', '/api/v1/me/mobile', {
          countryDialingCode: '66',
          mobileNum: '0861234567',
          verificationCode: '000000',
        })
      ).json().code,
    ).toBe('SMS_CODE_INVALID');
    const code = await outboxCode('+66861234567');
    expect(
      (
        await call('POST', '/api/v1/me/mobile', {
          countryDialingCode: '66',
          mobileNum: '0861234567',
          verificationCode: code,
        })
      ).statusCode,
    ).toBe(204);
    await call('POST', '/api/v1/me/email/code', { email: 'Niran@Example.com' });
    expect(
      (
        await call('POST', '/api/v1/me/email', {
          email: 'niran@example.com',
          verificationCode: await outboxCode('niran@example.com'),
        })
      ).statusCode,
    ).toBe(204);
    const overview = (await call('GET', '/api/v1/me/security')).json();
    expect(overview.mobile).toBe('+66 86****567');
    expect(overview.email).toBe('n***n@example.com');
  });

  it('enrols an authenticator, lists sessions and ends another one', async () => {
    const { secret } = (await call('POST', '/api/v1/me/totp')).json();
    expect((await call('POST', '/api/v1/me/totp/confirm', { code: totpCode(secret) })).statusCode).toBe(204);
    expect((await call('GET', '/api/v1/me/security')).json().totpEnabled).toBe(true);

    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { type: 'username', username: 'niran22', password: 'secret12' },
      })
    ).json().token;
    const { sessions, loginHistory } = (await call('GET', '/api/v1/me/security')).json();
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(loginHistory[0]).toMatchObject({ method: 'password', success: true });
    const otherSession = sessions.find((s: { current: boolean }) => !s.current);
    expect((await call('DELETE', `/api/v1/me/sessions/${otherSession.id}`)).statusCode).toBe(204);
    expect(
      (await call('GET', '/api/v1/me', undefined, { authorization: `Bearer ${other}` })).statusCode,
    ).toBe(401);
    expect((await call('DELETE', '/api/v1/me/sessions/999999')).statusCode).toBe(404);
  });
});
