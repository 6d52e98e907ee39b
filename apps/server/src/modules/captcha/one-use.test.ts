import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutboxCode } from '../../test-support/players.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { svgCaptcha } from './captcha.ts';

/** A solved captcha is good for one action (issue 15): one SMS sent, or one form submitted. */
let t: TestApp;
let solve: () => Promise<{ captchaId: string; captcha: string }>;
beforeAll(async () => {
  t = await startTestApp({ captcha: 'svg' });
  // The same captcha service the app runs, so the test can read the answer a person would see.
  const service = svgCaptcha(t.appSecret);
  solve = async () => {
    const { captchaId, answer } = await service.createWithAnswer(t.database.db);
    return { captchaId, captcha: answer };
  };
});
afterAll(() => t.close());

let nextNumber = 30_000_000;
let nextIp = 1;
const sendCode = (mobileNum: string, solved: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/sms/code',
    remoteAddress: `198.19.0.${nextIp++}`,
    payload: { purpose: 'register', mobileNum, countryDialingCode: '66', ...solved },
  });

describe('a solved captcha', () => {
  it('sends one SMS only', async () => {
    const solved = await solve();
    expect((await sendCode(`08${nextNumber++}`, solved)).statusCode).toBe(200);
    const again = await sendCode(`08${nextNumber++}`, solved);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('CAPTCHA_INVALID');
  });

  it('sends one SMS only when ten sends race with it', async () => {
    const solved = await solve();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sendCode(`08${nextNumber++}`, solved)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json().code === 'CAPTCHA_INVALID')).toHaveLength(9);
  });

  it('is spent by the send, and the code it bought stands for it when the form is submitted', async () => {
    const mobileNum = `08${nextNumber++}`;
    const forSms = await solve();
    expect((await sendCode(mobileNum, forSms)).statusCode).toBe(200);
    const verificationCode = await latestOutboxCode(t, `+66${mobileNum.slice(1)}`);
    const register = (extra: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress: '198.19.1.1',
        payload: {
          method: 'username',
          username: 'onesolve01',
          password: 'secret12',
          confirmPassword: 'secret12',
          termsAccepted: true,
          ageConfirmed: true,
          countryDialingCode: '66',
          ...extra,
        },
      });
    const registered = await register({ mobileNum, verificationCode });
    expect(registered.statusCode, registered.body).toBe(201);
  });
});
