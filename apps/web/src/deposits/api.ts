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
// Channel names come in the page's language, so the language is part of both keys.
export const DEPOSIT_KEYS = {
  channels: (language: string) => ['me', 'deposit', 'channels', language] as const,
  history: (status: DepositStatus | null, page: number, language: string) =>
    ['me', 'deposit', 'history', status, page, language] as const,
};

export const HISTORY_PAGE_SIZE = 10;

export const depositApi = {
  channels: (language: string, signal?: AbortSignal) =>
    apiGet<DepositChannel[]>(`/deposit/channels?language=${language}`, signal ? { signal } : {}),
  create: (body: DepositCreate, idempotencyKey: string) =>
    apiPost<DepositCreated>('/deposits', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  history: (
    query: { status: DepositStatus | null; page: number; language: string },
    signal?: AbortSignal,
  ) => {
    const params = new URLSearchParams({
      page: String(query.page),
      pageSize: String(HISTORY_PAGE_SIZE),
      language: query.language,
    });
    if (query.status) params.set('status', query.status);
    return apiGet<Page<DepositItem>>(`/deposits?${params.toString()}`, signal ? { signal } : {});
  },
};
