import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setFlag } from '../../test-support/players.ts';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // These cases are about the field rules; SMS verification (which makes the mobile field required) is tested apart.
  await setFlag(t, { authorization: `Bearer ${await operatorToken(t.app)}` }, 'REGMOBVERF3', false);
});
afterAll(() => t.close());

const valid = {
  method: 'username',
  username: 'validuser1',
  password: 'secret12',
  confirmPassword: 'secret12',
  termsAccepted: true,
  ageConfirmed: true,
};
const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
const playerCount = async () =>
  Number(
    (
      (await t.database.db.execute(sql`select count(*)::int as n from players`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

describe('registration rules on the server', () => {
  it('answers the rules the forms use', async () => {
    const rules = (await t.app.inject({ method: 'GET', url: '/api/v1/register/rules' })).json();
    expect(rules.method).toBe('mobile');
    expect(rules.fields.username).toMatchObject({
      shown: true,
      required: true,
      patternId: 'LETTER_FIRST_ALNUM',
      minLength: 5,
      maxLength: 16,
    });
  });

  it.each([
    ['username starting with a digit', { username: '1player' }, 'username', 'INVALID'],
    ['username too short', { username: 'abc' }, 'username', 'TOO_SHORT'],
    ['password with a space', { password: 'has space', confirmPassword: 'has space' }, 'password', 'INVALID'],
    ['bad e-mail', { email: 'nope@example' }, 'email', 'INVALID'],
    ['under 18', { birthday: '2015-01-01' }, 'birthday', 'INVALID'],
    ['impossible date', { birthday: '1990-02-30' }, 'birthday', 'INVALID'],
    ['hidden field', { qqNum: '12345' }, 'qqNum', 'NOT_ALLOWED'],
    ['age not confirmed', { ageConfirmed: false }, 'ageConfirmed', 'REQUIRED'],
    ['bad mobile', { mobileNum: '123', countryDialingCode: '66' }, 'mobileNum', 'INVALID'],
  ])('refuses %s and stores nothing', async (_name, change, field, reason) => {
    const before = await playerCount();
    const response = await register({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(reason);
    expect(await playerCount()).toBe(before);
  });

  it('refuses unticked terms, mismatched passwords, bad invitation codes and duplicates, storing nothing', async () => {
    expect((await register({ ...valid, termsAccepted: false })).json().code).toBe('TERMS_NOT_ACCEPTED');
    expect((await register({ ...valid, confirmPassword: 'other123' })).json()).toMatchObject({
      code: 'PASSWORD_MISMATCH',
      fields: { confirmPassword: 'PASSWORD_MISMATCH' },
    });
    expect((await register({ ...valid, affiliateCode: 'NOSUCH1' })).json()).toMatchObject({
      code: 'INVITATION_CODE_INVALID',
      fields: { affiliateCode: 'INVITATION_CODE_INVALID' },
    });
    expect(await playerCount()).toBe(0);
    expect((await register(valid)).statusCode).toBe(201);
    const again = await register({ ...valid, username: 'VALIDUSER1' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_EXISTS', fields: { username: 'NOT_ALLOWED' } });
    expect(await playerCount()).toBe(1);
  });

  it('needs a mobile number and its code in username registration while SMS verification is on', async () => {
    const auth = { authorization: `Bearer ${await operatorToken(t.app)}` };
    await setFlag(t, auth, 'REGMOBVERF3', true);
    try {
      const response = await register({ ...valid, username: 'needsmobile' });
      expect(response.json().fields).toEqual({ mobileNum: 'REQUIRED' });
    } finally {
      await setFlag(t, auth, 'REGMOBVERF3', false);
    }
  });

  it('asks for the captcha on every registration when the captcha is on', async () => {
    const withCaptcha = await startTestApp({ captcha: 'svg' });
    try {
      await setFlag(
        withCaptcha,
        { authorization: `Bearer ${await operatorToken(withCaptcha.app)}` },
        'REGMOBVERF3',
        false,
      );
      const site = (await withCaptcha.app.inject({ method: 'GET', url: '/api/v1/site' })).json();
      expect(site.register.captcha).toBe(true);
      const refused = await withCaptcha.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: valid,
      });
      expect(refused.json().code).toBe('CAPTCHA_REQUIRED');
      const { captchaId, image } = (
        await withCaptcha.app.inject({ method: 'GET', url: '/api/v1/captcha' })
      ).json();
      expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
      const wrong = await withCaptcha.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { ...valid, captchaId, captcha: '!!!!' },
      });
      expect(wrong.json().code).toBe('CAPTCHA_INVALID');
    } finally {
      await withCaptcha.close();
    }
  });
});
