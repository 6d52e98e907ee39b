import type {
  DepositChannel,
  DepositCreate,
  DepositCreated,
  DepositItem,
  DepositStatus,
  Page,
} from '@croupier/contracts';
import { apiGet, apiPost } from '../api/http.ts';

/** The deposit calls (API.md "Wallet"), typed once. */

// Under 'me': a `balance` socket event refetches everything of the player, the deposit history included.
export const DEPOSIT_KEYS = {
  channels: ['me', 'deposit', 'channels'] as const,
  history: (status: DepositStatus | null, page: number) =>
    ['me', 'deposit', 'history', status, page] as const,
};

export const HISTORY_PAGE_SIZE = 10;

export const depositApi = {
  channels: (signal?: AbortSignal) => apiGet<DepositChannel[]>('/deposit/channels', signal ? { signal } : {}),
  create: (body: DepositCreate, idempotencyKey: string) =>
    apiPost<DepositCreated>('/deposits', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  history: (query: { status: DepositStatus | null; page: number }, signal?: AbortSignal) => {
    const params = new URLSearchParams({ page: String(query.page), pageSize: String(HISTORY_PAGE_SIZE) });
    if (query.status) params.set('status', query.status);
    return apiGet<Page<DepositItem>>(`/deposits?${params.toString()}`, signal ? { signal } : {});
  },
};
