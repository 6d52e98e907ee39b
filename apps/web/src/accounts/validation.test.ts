import { describe, expect, it } from 'vitest';
import type { FieldRule } from '@croupier/contracts/constants';
import {
  latestAdultBirthday,
  registerLayout,
  validateChangePassword,
  validateForgotByEmail,
  validateForgotByPhone,
  validateLogin,
  validateRegister,
  type RegisterInput,
} from './validation.ts';

const rule = (patternId: FieldRule['patternId'], min: number, max: number, extra: Partial<FieldRule> = {}) =>
  ({
    shown: true,
    required: true,
    acceptedPattern: '*',
    minLength: min,
    maxLength: max,
    patternId,
    ...extra,
  }) as FieldRule;

const loginBase = {
  type: 'username' as const,
  username: '',
  password: '',
  dialCode: '66',
  mobileNum: '',
  verificationCode: '',
  captchaShown: false,
  captcha: '',
};

describe('login validation', () => {
  it('requires trimmed username and password', () => {
    expect(Object.keys(validateLogin({ ...loginBase, username: '  ', password: ' ' }))).toEqual([
      'username',
      'password',
    ]);
    expect(validateLogin({ ...loginBase, username: 'ann', password: 'secret' })).toEqual({});
  });

  it('asks for the captcha only when it is shown', () => {
    const filled = { ...loginBase, username: 'ann', password: 'secret' };
    expect(validateLogin({ ...filled, captchaShown: true }).captcha?.key).toBe('accounts.v.required');
    expect(validateLogin({ ...filled, captchaShown: true, captcha: 'ab12' })).toEqual({});
  });

  it('checks the mobile per country and a six-digit code in sms mode', () => {
    const sms = { ...loginBase, type: 'sms' as const };
    expect(validateLogin({ ...sms, mobileNum: '12', verificationCode: '12a' })).toEqual({
      mobileNum: { key: 'accounts.v.mobile' },
      verificationCode: { key: 'accounts.v.code' },
    });
    expect(validateLogin({ ...sms, mobileNum: '0812345678', verificationCode: '123456' })).toEqual({});
  });
});

const rules = {
  username: rule('LETTER_FIRST_ALNUM', 4, 12),
  password: rule('NO_SPACES', 6, 20),
  email: rule('EMAIL', 5, 50, { required: false }),
  qqNum: rule('DIGITS', 5, 12, { shown: false }),
  paymentPassword: rule('DIGITS', 6, 6, { required: false }),
};

const registerBase: RegisterInput = {
  method: 'username',
  rules,
  smsVerification: false,
  values: { username: 'ann123', password: 'secret1', paymentPassword: '123456' },
  dialCode: '66',
  captchaShown: false,
  invitationShown: true,
  agreed: true,
};

describe('registration validation', () => {
  it('accepts a complete username registration', () => {
    expect(validateRegister(registerBase)).toEqual({});
  });

  it('builds rule messages with min and max', () => {
    const errors = validateRegister({
      ...registerBase,
      values: { ...registerBase.values, username: '1abc' },
    });
    expect(errors.username).toEqual({ key: 'fieldRules.LETTER_FIRST_ALNUM', values: { min: 4, max: 12 } });
  });

  it('asks the password once, and one tick for the terms and the age', () => {
    expect(validateRegister({ ...registerBase, agreed: false })).toEqual({
      termsAccepted: { key: 'accounts.v.terms' },
    });
  });

  it('checks shown optional fields only, and requires a shown payment password', () => {
    const errors = validateRegister({
      ...registerBase,
      values: { ...registerBase.values, email: 'nope', qqNum: 'x', paymentPassword: '' },
    });
    expect(errors.email?.key).toBe('fieldRules.EMAIL');
    expect(errors.qqNum).toBeUndefined();
    expect(errors.paymentPassword).toEqual({ key: 'accounts.v.required' });
  });

  it('needs mobile and code in mobile mode with SMS verification, but no username', () => {
    const errors = validateRegister({
      ...registerBase,
      method: 'mobile',
      smsVerification: true,
      values: { password: 'secret1', paymentPassword: '123456' },
    });
    expect(Object.keys(errors).sort()).toEqual(['mobileNum', 'verificationCode']);
  });

  it('lays out mobile and code from the rules and the SMS switch', () => {
    expect(registerLayout('username', rules, false)).toEqual({
      mobile: { shown: false, required: false },
      smsCode: false,
      optional: ['email', 'paymentPassword'],
    });
    const optionalMobile = { mobileNum: rule('DIGITS', 8, 12, { required: false }) };
    expect(registerLayout('username', optionalMobile, false)).toEqual({
      mobile: { shown: true, required: false },
      smsCode: false,
      optional: [],
    });
    // The switch makes a shown mobile number required with its code; a hidden one stays hidden.
    expect(registerLayout('username', optionalMobile, true).mobile.required).toBe(true);
    expect(registerLayout('username', optionalMobile, true).smsCode).toBe(true);
    expect(registerLayout('username', {}, true).smsCode).toBe(false);
    // The mobile tab asks the code only when the switch says so.
    expect(registerLayout('mobile', {}, false).smsCode).toBe(false);
    expect(registerLayout('mobile', {}, true).smsCode).toBe(true);
  });

  it('asks the captcha at submit only when no SMS code stands for it', () => {
    expect(validateRegister({ ...registerBase, captchaShown: true }).captcha).toEqual({
      key: 'accounts.v.required',
    });
    const bySms = validateRegister({
      ...registerBase,
      method: 'mobile',
      smsVerification: true,
      captchaShown: true,
      values: { ...registerBase.values, mobileNum: '0812345678', verificationCode: '123456' },
    });
    expect(bySms).toEqual({});
  });

  it('checks a typed invitation code against the affiliate rule, and leaves it optional', () => {
    const withAffiliate = { ...rules, affiliateCode: rule('ALNUM', 4, 8, { required: false }) };
    expect(validateRegister({ ...registerBase, rules: withAffiliate })).toEqual({});
    const errors = validateRegister({
      ...registerBase,
      rules: withAffiliate,
      values: { ...registerBase.values, invitationCode: 'a-b' },
    });
    expect(errors.invitationCode).toEqual({ key: 'fieldRules.ALNUM', values: { min: 4, max: 8 } });
  });

  it('offers birthdays up to an 18th birthday today', () => {
    expect(latestAdultBirthday(new Date(2026, 10, 26))).toBe('2008-11-26');
    expect(latestAdultBirthday(new Date(2026, 0, 5))).toBe('2008-01-05');
  });
});

describe('password forms', () => {
  it('change password: old required, new by rule, confirmation equal', () => {
    expect(validateChangePassword({ oldPassword: '', newPassword: 'a b', confirmNewPassword: 'x' })).toEqual({
      oldPassword: { key: 'accounts.v.required' },
      newPassword: { key: 'fieldRules.NO_SPACES', values: { min: 6, max: 20 } },
      confirmNewPassword: { key: 'accounts.v.mismatch' },
    });
    expect(
      validateChangePassword({ oldPassword: 'old', newPassword: 'newpass1', confirmNewPassword: 'newpass1' }),
    ).toEqual({});
  });

  it('forgot by e-mail needs a username and a valid e-mail', () => {
    expect(Object.keys(validateForgotByEmail({ username: '', email: 'x@' }))).toEqual(['username', 'email']);
    expect(validateForgotByEmail({ username: 'ann', email: 'ann@example.com' })).toEqual({});
  });

  it('forgot by phone needs mobile, code and a new password', () => {
    const errors = validateForgotByPhone({
      dialCode: '86',
      mobileNum: '13812345678',
      verificationCode: '',
      newPassword: 'newpass1',
      confirmNewPassword: 'newpass1',
    });
    expect(errors).toEqual({ verificationCode: { key: 'accounts.v.required' } });
  });
});
