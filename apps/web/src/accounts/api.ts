import type {
  AffiliateCheck,
  Captcha,
  CodeSent,
  Country,
  LoginAnswer,
  LoginRequest,
  RegisterRules,
  SecondMethod,
  SessionAnswer,
  SmsPurpose,
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
  sendSms: (body: {
    purpose: SmsPurpose;
    mobileNum: string;
    countryDialingCode: string;
    captchaId?: string;
    captcha?: string;
  }) => apiPost<CodeSent>('/sms/code', body),
  login: (body: LoginRequest) => apiPost<LoginAnswer>('/auth/login', body),
  sendSecondCode: (body: { verificationId: string; method: SecondMethod }) =>
    apiPost<CodeSent>('/auth/login/verify/send', body),
  verifySecond: (body: { verificationId: string; method: SecondMethod; value: string }) =>
    apiPost<LoginAnswer>('/auth/login/verify', body),
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
  changePassword: (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
    apiPost<void>('/me/password', body),
  forgot: (body: { username: string; email: string }) => apiPost<void>('/auth/password/forgot', body),
  reset: (body: { resetToken: string; newPassword: string }) => apiPost<void>('/auth/password/reset', body),
  resetByPhone: (body: {
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
    newPassword: string;
  }) => apiPost<SessionAnswer>('/auth/password/reset-by-phone', body),
};
