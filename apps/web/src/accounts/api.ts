import type {
  AffiliateCheck,
  Captcha,
  CodeSent,
  Country,
  LoginAnswer,
  LoginRequest,
  PasswordChange,
  PasswordForgot,
  PasswordReset,
  PasswordResetByPhone,
  RegisterRules,
  SecondCodeSend,
  SecondVerify,
  SessionAnswer,
  SmsCodeRequest,
  SocialBind,
  SocialExchangeAnswer,
  SocialProvidersAnswer,
  SocialStart,
  SocialStartAnswer,
} from '@croupier/contracts';
import type { SocialProvider } from '@croupier/contracts/constants';
import { apiGet, apiPost } from '../api/http.ts';

/** The calls of API.md "Accounts" the player SPA makes, typed once. */

/** How a login was made: typed password, SMS code, or a social provider. */
export type SignInType = 'username' | 'sms' | 'social';

export const accountsApi = {
  captcha: () => apiGet<Captcha>('/captcha'),
  rules: () => apiGet<RegisterRules>('/register/rules'),
  countries: () => apiGet<Country[]>('/countries'),
  sendSms: (body: SmsCodeRequest) => apiPost<CodeSent>('/sms/code', body),
  login: (body: LoginRequest) => apiPost<LoginAnswer>('/auth/login', body),
  sendSecondCode: (body: SecondCodeSend) => apiPost<CodeSent>('/auth/login/verify/send', body),
  verifySecond: (body: SecondVerify) => apiPost<LoginAnswer>('/auth/login/verify', body),
  trial: () => apiPost<SessionAnswer>('/auth/trial'),
  register: (body: Record<string, unknown>) => apiPost<SessionAnswer>('/auth/register', body),
  affiliate: (code: string) =>
    apiGet<AffiliateCheck>(
      `/affiliates/${encodeURIComponent(code)}?domain=${encodeURIComponent(location.hostname)}`,
    ),
  socialProviders: () => apiGet<SocialProvidersAnswer>('/auth/social/providers'),
  socialStart: (provider: SocialProvider, body: SocialStart) =>
    apiPost<SocialStartAnswer>(`/auth/social/${provider}/start`, body),
  socialExchange: (code: string) => apiPost<SocialExchangeAnswer>('/auth/social/exchange', { code }),
  socialBind: (body: SocialBind) => apiPost<LoginAnswer>('/auth/social/bind', body),
  socialRegister: (body: Record<string, unknown>) => apiPost<SessionAnswer>('/auth/social/register', body),
  changePassword: (body: PasswordChange) => apiPost<void>('/me/password', body),
  forgot: (body: PasswordForgot) => apiPost<void>('/auth/password/forgot', body),
  reset: (body: PasswordReset) => apiPost<void>('/auth/password/reset', body),
  resetByPhone: (body: PasswordResetByPhone) => apiPost<SessionAnswer>('/auth/password/reset-by-phone', body),
};
