import type {
  Page,
  PayoutAccount,
  PayoutAccountCreate,
  PayoutAccountCreated,
  Wallet,
  WithdrawalItem,
  WithdrawalCreate,
  WithdrawalLimits,
  WithdrawalStatus,
  WithdrawalStatusAnswer,
} from '@croupier/contracts';
import { apiGet, apiPost, apiUpload } from '../api/http.ts';

/** The withdrawal calls (API.md "Wallet"), typed once. */

export const WITHDRAW_KEYS = {
  wallet: ['wallet'] as const,
  limits: ['withdrawals', 'limits'] as const,
  accounts: ['payout-accounts'] as const,
  history: (status: WithdrawalStatus | '', page: number) => ['withdrawals', 'list', status, page] as const,
};

export const HISTORY_PAGE_SIZE = 10;

export const withdrawApi = {
  wallet: (signal?: AbortSignal) => apiGet<Wallet>('/wallet', signal ? { signal } : {}),
  limits: (signal?: AbortSignal) => apiGet<WithdrawalLimits>('/withdrawals/limits', signal ? { signal } : {}),
  accounts: (signal?: AbortSignal) => apiGet<PayoutAccount[]>('/payout-accounts', signal ? { signal } : {}),
  addAccount: (body: PayoutAccountCreate) => apiPost<PayoutAccountCreated>('/payout-accounts', body),
  history: (status: WithdrawalStatus | '', page: number, signal?: AbortSignal) =>
    apiGet<Page<WithdrawalItem>>(
      `/withdrawals?${new URLSearchParams({
        ...(status ? { status } : {}),
        page: String(page),
        pageSize: String(HISTORY_PAGE_SIZE),
      }).toString()}`,
      signal ? { signal } : {},
    ),
  /** Money moves: one Idempotency-Key per attempt, so a retry after a lost answer is answered, not repeated. */
  request: (body: WithdrawalCreate, idempotencyKey: string) =>
    apiPost<WithdrawalStatusAnswer>('/withdrawals', body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  /** The receipt goes as multipart/form-data: the browser sets the boundary. */
  receipt(id: string, form: FormData): Promise<WithdrawalStatusAnswer> {
    return apiUpload(`/withdrawals/${encodeURIComponent(id)}/receipt`, form);
  },
};
