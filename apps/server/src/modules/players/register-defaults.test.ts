import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { svgCaptcha } from '../captcha/index.ts';
import { latestOutboxCode, setFlag } from '../../test-support/players.ts';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';

/** The demo brand's registration form (issue 17): short by default, the SMS code only when switched on. */
let t: TestApp;
let operator: { authorization: string };
let solve: () => Promise<{ captchaId: string; captcha: string }>;
beforeAll(async () => {
  t = await startTestApp({ demoCatalogue: true, captcha: 'svg' });
  operator = { authorization: `Bearer ${await operatorToken(t.app)}` };
  const service = svgCaptcha(t.appSecret);
  solve = async () => {
    const { captchaId, answer } = await service.createWithAnswer(t.database.db);
    return { captchaId, captcha: answer };
  };
});
afterAll(() => t.close());

const account = {
  password: 'secret12',
  confirmPassword: 'secret12',
  termsAccepted: true,
  ageConfirmed: true,
};
let nextIp = 1;
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `198.18.7.${nextIp++}` });

describe('the demo brand registration defaults', () => {
  it('shows only username or mobile, password and the invitation code among the field rules', async () => {
    const { fields } = (await t.app.inject({ method: 'GET', url: '/api/v1/register/rules' })).json();
    const shown = Object.keys(fields).filter((name) => fields[name].shown);
    expect(shown.sort()).toEqual(['affiliateCode', 'password', 'username']);
    expect(fields.affiliateCode.required).toBe(false);
  });

  it('registers by username with a captcha and no mobile number', async () => {
    const noCaptcha = await post('/api/v1/auth/register', {
      ...account,
      method: 'username',
      username: 'short01',
    });
    expect(noCaptcha.json().code).toBe('CAPTCHA_REQUIRED');
    const registered = await post('/api/v1/auth/register', {
      ...account,
      method: 'username',
      username: 'short01',
      ...(await solve()),
    });
    expect(registered.statusCode, registered.body).toBe(201);
  });

  it('registers by mobile with the code bought by one captcha, solving no second one', async () => {
    const sent = await post('/api/v1/sms/code', {
      purpose: 'register',
      mobileNum: '0861234567',
      countryDialingCode: '66',
      ...(await solve()),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const registered = await post('/api/v1/auth/register', {
      ...account,
      method: 'mobile',
      mobileNum: '0861234567',
      countryDialingCode: '66',
      verificationCode: await latestOutboxCode(t, '+66861234567'),
    });
    expect(registered.statusCode, registered.body).toBe(201);
  });

  it('asks no code by mobile once the brand switches SMS verification off', async () => {
    await setFlag(t, operator, 'REGMOBVERF3', false);
    const registered = await post('/api/v1/auth/register', {
      ...account,
      method: 'mobile',
      mobileNum: '0861234568',
      countryDialingCode: '66',
      ...(await solve()),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await setFlag(t, operator, 'REGMOBVERF3', true);
  });
});
