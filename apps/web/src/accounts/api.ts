import type { FieldRule } from '@croupier/contracts/constants';
import { apiGet, apiPost } from '../api/http.ts';
import type { Me } from '../session/viewer.ts';

/** The calls of API.md "Accounts" the player SPA makes, typed once. */

export interface Captcha {
  captchaId: string;
  image: string;
}

export interface RegisterRules {
  method: string;
  fields: Partial<Record<string, FieldRule>>;
}

export interface Country {
  countryCode: string;
  countryDialingCode: string;
  minDigits: number;
  maxDigits: number;
}

/** How a login was made: typed password, SMS code, or a social provider. */
export type SignInType = 'username' | 'sms' | 'social';

export type SmsPurpose = 'login' | 'register' | 'reset' | 'verify';
export type SecondMethod = 'sms' | 'email' | 'bankName' | 'totp';

export interface LoginAnswer {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  mustChangePassword: boolean;
  user: Me;
}

export interface TokenAnswer {
  token: string;
  user: Me;
}

export interface LoginRequest {
  type: 'username' | 'sms';
  username: string;
  password: string;
  countryDialingCode?: string;
  captchaId?: string;
  captcha?: string;
  portal?: 'agent';
}

export type SocialProvider = 'facebook' | 'google' | 'line';

export type SocialExchangeAnswer =
  | ({ status: 'signedIn' } & LoginAnswer)
  | { status: 'unbound'; ticket: string; provider: SocialProvider; displayName: string | null };

export const accountsApi = {
  captcha: () => apiGet<Captcha>('/captcha'),
  rules: () => apiGet<RegisterRules>('/register/rules'),
  countries: () => apiGet<Country[]>('/countries'),
  sendSms: (body: {
    purpose: SmsPurpose;
    mobileNum: string;
    countryDialingCode: string;
    captchaId?: string;
    captcha?: string;
  }) => apiPost<{ expiredMinutes: number }>('/sms/code', body),
  login: (body: LoginRequest) => apiPost<LoginAnswer>('/auth/login', body),
  sendSecondCode: (body: { verificationId: string; method: SecondMethod }) =>
    apiPost<{ expiredMinutes: number }>('/auth/login/verify/send', body),
  verifySecond: (body: { verificationId: string; method: SecondMethod; value: string }) =>
    apiPost<LoginAnswer>('/auth/login/verify', body),
  trial: () => apiPost<TokenAnswer>('/auth/trial'),
  register: (body: Record<string, unknown>) => apiPost<TokenAnswer>('/auth/register', body),
  affiliate: (code: string) =>
    apiGet<{ valid: boolean }>(
      `/affiliates/${encodeURIComponent(code)}?domain=${encodeURIComponent(location.hostname)}`,
    ),
  socialProviders: () => apiGet<{ provider: SocialProvider }[]>('/auth/social/providers'),
  socialStart: (provider: SocialProvider, body: { affiliateCode?: string; referralCode?: string }) =>
    apiPost<{ authorizationUrl: string }>(`/auth/social/${provider}/start`, body),
  socialExchange: (code: string) => apiPost<SocialExchangeAnswer>('/auth/social/exchange', { code }),
  socialBind: (body: {
    ticket: string;
    username: string;
    password: string;
    captchaId?: string;
    captcha?: string;
  }) => apiPost<LoginAnswer>('/auth/social/bind', body),
  socialRegister: (body: Record<string, unknown>) => apiPost<TokenAnswer>('/auth/social/register', body),
  changePassword: (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
    apiPost<void>('/me/password', body),
  forgot: (body: { username: string; email: string }) => apiPost<void>('/auth/password/forgot', body),
  reset: (body: { resetToken: string; newPassword: string }) => apiPost<void>('/auth/password/reset', body),
  resetByPhone: (body: {
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
    newPassword: string;
  }) => apiPost<TokenAnswer>('/auth/password/reset-by-phone', body),
};
