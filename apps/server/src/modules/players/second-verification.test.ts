import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByUsername, setFlag } from '../../test-support/players.ts';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let owner: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  owner = { authorization: `Bearer ${await operatorToken(t.app)}` };
  await setFlag(t, owner, 'SECONDVERIFICATION', true);
  const registered = await registerByUsername(t, {
    username: 'wanida9',
    ip: '192.0.2.1',
    extra: { payeeName: 'Wanida Suk', email: 'wanida@example.com' },
  });
  if (registered.statusCode !== 201) throw new Error(registered.body);
});
afterAll(() => t.close());

const login = (ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    payload: { type: 'username', username: 'wanida9', password: 'secret12' },
  });
const verify = (ip: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login/verify', remoteAddress: ip, payload });

describe('second verification from a new IP', () => {
  it('lets the registration IP in, and asks a new IP to verify with the methods the account has', async () => {
    expect((await login('192.0.2.1')).statusCode).toBe(200);
    const challenged = await login('192.0.2.77');
    expect(challenged.statusCode).toBe(403);
    expect(challenged.json()).toMatchObject({
      code: 'SECOND_VERIFICATION_REQUIRED',
      methods: ['sms', 'email', 'bankName'],
    });
  });

  it('accepts the bank account real name, refuses wrong answers, and remembers the IP afterwards', async () => {
    const { verificationId } = (await login('192.0.2.78')).json();
    expect(
      (await verify('192.0.2.78', { verificationId, method: 'bankName', value: 'Someone Else' })).json()
        .fields,
    ).toEqual({ value: 'INVALID' });
    expect(
      (await verify('192.0.2.79', { verificationId, method: 'bankName', value: 'wanida  suk' })).statusCode,
    ).toBe(400);
    const ok = await verify('192.0.2.78', { verificationId, method: 'bankName', value: 'wanida  suk' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.account).toBe('wanida9');
    expect((await login('192.0.2.78')).statusCode).toBe(200);
  });

  it('verifies with an e-mailed code', async () => {
    const { verificationId } = (await login('192.0.2.80')).json();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login/verify/send',
          remoteAddress: '192.0.2.80',
          payload: { verificationId, method: 'email' },
        })
      ).statusCode,
    ).toBe(200);
    const mail = (
      await t.app.inject({ method: 'GET', url: '/admin-api/v1/outbox?to=wanida@example.com', headers: owner })
    ).json()[0];
    const code = /(\d{6})/.exec(mail.body)![1];
    expect((await verify('192.0.2.80', { verificationId, method: 'email', value: code })).statusCode).toBe(
      200,
    );
  });

  it('refuses a forged or tampered verification id', async () => {
    const { verificationId } = (await login('192.0.2.81')).json();
    const [body] = verificationId.split('.');
    const forged = `${body}.${'A'.repeat(43)}`;
    expect(
      (await verify('192.0.2.81', { verificationId: forged, method: 'bankName', value: 'Wanida Suk' })).json()
        .fields,
    ).toEqual({ verificationId: 'INVALID' });
    // 43 characters that are not 43 bytes: refused as not ours, never a server error.
    const garbled = `${body}.${'é'.repeat(43)}`;
    const answer = await verify('192.0.2.81', {
      verificationId: garbled,
      method: 'bankName',
      value: 'Wanida Suk',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({ verificationId: 'INVALID' });
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/verify/send',
      remoteAddress: '192.0.2.81',
      payload: { verificationId: garbled, method: 'email' },
    });
    expect(send.statusCode).toBe(400);
  });
});
