import type {
  Page,
  PayoutAccount,
  PayoutAccountCreate,
  Wallet,
  WithdrawalItem,
  WithdrawalLimits,
  WithdrawalStatus,
} from '@croupier/contracts';
import { ApiError, apiGet, apiPost, toApiError } from '../api/http.ts';
import { readToken } from '../session/storage.ts';

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
  addAccount: (body: PayoutAccountCreate) => apiPost<{ id: string }>('/payout-accounts', body),
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
  request: (
    body: { amount: string; payoutAccountId: string; paymentPassword: string },
    idempotencyKey: string,
  ) =>
    apiPost<{ id: string; status: WithdrawalStatus }>('/withdrawals', body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  /** The receipt goes as multipart/form-data: the browser sets the boundary. */
  async receipt(id: string, form: FormData): Promise<{ id: string; status: WithdrawalStatus }> {
    const token = readToken();
    let response: Response;
    try {
      response = await fetch(`/api/v1/withdrawals/${encodeURIComponent(id)}/receipt`, {
        method: 'POST',
        headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: form,
      });
    } catch {
      throw new ApiError(0, 'INTERNAL_ERROR', 'The network failed.');
    }
    if (!response.ok) throw await toApiError(response);
    return (await response.json()) as { id: string; status: WithdrawalStatus };
  },
};
