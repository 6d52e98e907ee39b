import type {
  EmailBind,
  EmailBindCode,
  MobileBind,
  MobileBindCode,
  PaymentPasswordSet,
  SecurityOverview,
  TotpCode,
  TotpEnrolment,
} from '@croupier/contracts';
import { apiDelete, apiGet, apiPost } from '../api/http.ts';

/** The security-centre calls (API.md "Accounts", member centre), typed once. */

export const SECURITY_KEY = ['me', 'security'] as const;

/** The bind codes live five minutes (API.md); the endpoints answer 204 without saying so. */
export const BIND_CODE_MINUTES = 5;

export const securityApi = {
  overview: (signal?: AbortSignal) => apiGet<SecurityOverview>('/me/security', signal ? { signal } : {}),
  setPaymentPassword: (body: PaymentPasswordSet) => apiPost<void>('/me/payment-password', body),
  sendMobileCode: (body: MobileBindCode) => apiPost<void>('/me/mobile/code', body),
  bindMobile: (body: MobileBind) => apiPost<void>('/me/mobile', body),
  sendEmailCode: (body: EmailBindCode) => apiPost<void>('/me/email/code', body),
  bindEmail: (body: EmailBind) => apiPost<void>('/me/email', body),
  startTotp: () => apiPost<TotpEnrolment>('/me/totp'),
  confirmTotp: (body: TotpCode) => apiPost<void>('/me/totp/confirm', body),
  disableTotp: (body: TotpCode) => apiDelete<void>('/me/totp', body),
  endSession: (id: string) => apiDelete<void>(`/me/sessions/${encodeURIComponent(id)}`),
};
