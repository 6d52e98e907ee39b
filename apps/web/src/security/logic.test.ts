import { describe, expect, it } from 'vitest';
import { ApiError } from '@croupier/web-kit';
import {
  bindingTexts,
  checkEmail,
  checkPaymentPassword,
  checkTotpCode,
  deviceSummary,
  methodKey,
  paymentPasswordTexts,
  securityProblem,
  validatePaymentPassword,
} from './logic.ts';

describe('payment password', () => {
  it('is exactly six digits', () => {
    expect(checkPaymentPassword('123456')).toBeNull();
    expect(checkPaymentPassword('')).toEqual({ key: 'accounts.v.required' });
    expect(checkPaymentPassword('12345')).toEqual({ key: 'security.v.paymentPassword' });
    expect(checkPaymentPassword('1234567')).toEqual({ key: 'security.v.paymentPassword' });
    expect(checkPaymentPassword('12345a')).toEqual({ key: 'security.v.paymentPassword' });
    expect(checkPaymentPassword(' 123456')).toEqual({ key: 'security.v.paymentPassword' });
  });

  it('needs the current password and a matching confirmation', () => {
    expect(
      validatePaymentPassword({
        currentPassword: '',
        newPaymentPassword: '123456',
        confirmPaymentPassword: '123457',
      }),
    ).toEqual({
      currentPassword: { key: 'accounts.v.required' },
      confirmPaymentPassword: { key: 'security.v.paymentMismatch' },
    });
    expect(
      validatePaymentPassword({
        currentPassword: 'x',
        newPaymentPassword: '123456',
        confirmPaymentPassword: '123456',
      }),
    ).toEqual({});
  });

  it('asks for the login password until a payment password is set', () => {
    expect(paymentPasswordTexts(false)).toMatchObject({
      action: 'security.payment.set',
      current: 'security.payment.currentLogin',
    });
    expect(paymentPasswordTexts(true)).toMatchObject({
      action: 'security.payment.change',
      current: 'security.payment.currentPayment',
    });
  });
});

describe('bindings', () => {
  it('binds when nothing is on file, changes otherwise', () => {
    expect(bindingTexts('mobile', null).action).toBe('security.mobile.bind');
    expect(bindingTexts('mobile', '+66 86****567').action).toBe('security.mobile.change');
    expect(bindingTexts('email', 'a***@x.com')).toEqual({
      action: 'security.email.change',
      status: 'security.status.bound',
    });
  });

  it('checks e-mail addresses and codes', () => {
    expect(checkEmail('player@example.com')).toBeNull();
    expect(checkEmail('')).toEqual({ key: 'accounts.v.required' });
    expect(checkEmail('player@example')).toEqual({ key: 'security.v.email' });
    expect(checkTotpCode('012345')).toBeNull();
    expect(checkTotpCode('12 345')).toEqual({ key: 'accounts.v.code' });
  });
});

describe('security problems', () => {
  it('names a taken mobile number or e-mail address', () => {
    const mobile = new ApiError(409, 'ALREADY_EXISTS', '', { mobileNum: 'NOT_ALLOWED' });
    expect(securityProblem(mobile, ['mobileNum']).fields.mobileNum).toEqual({
      key: 'accounts.v.mobileTaken',
    });
    const email = new ApiError(409, 'ALREADY_EXISTS', '', { email: 'NOT_ALLOWED' });
    expect(securityProblem(email, ['email']).fields.email).toEqual({ key: 'security.v.emailTaken' });
  });

  it('puts password and code errors under their fields', () => {
    const wrong = new ApiError(400, 'VALIDATION_FAILED', '', { currentPassword: 'INVALID' });
    expect(securityProblem(wrong, ['currentPassword', 'newPaymentPassword']).fields).toEqual({
      currentPassword: { key: 'accounts.v.oldPasswordWrong' },
    });
    const short = new ApiError(400, 'VALIDATION_FAILED', '', { newPaymentPassword: 'TOO_SHORT' });
    expect(securityProblem(short, ['newPaymentPassword']).fields.newPaymentPassword).toEqual({
      key: 'security.v.paymentPassword',
    });
    const code = new ApiError(400, 'VALIDATION_FAILED', '', { code: 'INVALID' });
    expect(securityProblem(code, ['code'])).toEqual({
      fields: { code: { key: 'security.v.totpWrong' } },
      form: null,
    });
  });

  it('maps SMS code errors to the code field and the rest to the form', () => {
    const expired = new ApiError(400, 'SMS_CODE_EXPIRED', '');
    expect(securityProblem(expired, ['verificationCode']).fields.verificationCode).toEqual({
      key: 'errors.SMS_CODE_EXPIRED',
    });
    expect(securityProblem(new Error('boom'), ['code']).form).toEqual({ key: 'errors.INTERNAL_ERROR' });
  });
});

describe('device summary', () => {
  it('names browser and system', () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
    expect(deviceSummary(android)).toEqual({ browser: 'Chrome', os: 'Android' });
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    expect(deviceSummary(iphone)).toEqual({ browser: 'Safari', os: 'iPhone' });
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0';
    expect(deviceSummary(edge)).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(
      deviceSummary('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0'),
    ).toEqual({ browser: 'Firefox', os: 'macOS' });
  });

  it('admits what it cannot tell', () => {
    expect(deviceSummary('curl/8.5')).toEqual({ browser: null, os: null });
    expect(deviceSummary(null)).toEqual({ browser: null, os: null });
  });

  it('translates known sign-in methods only', () => {
    expect(methodKey('sms')).toBe('security.methods.sms');
    expect(methodKey('magic')).toBe('security.methods.other');
  });
});
