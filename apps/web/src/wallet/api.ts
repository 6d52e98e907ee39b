import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AccountRecordItem,
  Page,
  TransferCreate,
  TransferCreated,
  TransferTargets,
  Wallet,
} from '@croupier/contracts';
import { apiGet, apiPost } from '../api/http.ts';

/**
 * Under `me`: signing out drops these with the account they belong to, and the socket's `balance` event,
 * which refetches `me`, refreshes them too (realtime/useRealtime.ts).
 */
export const WALLET_KEY = ['me', 'wallet'] as const;

export const walletApi = {
  wallet: (signal: AbortSignal) => apiGet<Wallet>('/wallet', { signal }),
  record: (query: string, signal: AbortSignal) =>
    apiGet<Page<AccountRecordItem>>(`/wallet/transactions?${query}`, { signal }),
  targets: (signal: AbortSignal) => apiGet<TransferTargets>('/transfers/targets', { signal }),
  transfer: (body: TransferCreate, idempotencyKey: string) =>
    apiPost<TransferCreated>('/transfers', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
};

export function useWallet() {
  return useQuery({
    queryKey: [...WALLET_KEY, 'balance'],
    queryFn: ({ signal }) => walletApi.wallet(signal),
  });
}

/** `query` is the request's query string, so the cache key is the request itself. */
export function useAccountRecord(query: string) {
  // The record names games in the page's language, and reloads when it changes.
  const { i18n } = useTranslation();
  const named = `${query}${query ? '&' : ''}language=${encodeURIComponent(i18n.language)}`;
  return useQuery({
    queryKey: [...WALLET_KEY, 'record', named],
    queryFn: ({ signal }) => walletApi.record(named, signal),
    // The current page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useTransferTargets() {
  return useQuery({
    queryKey: [...WALLET_KEY, 'targets'],
    queryFn: ({ signal }) => walletApi.targets(signal),
    staleTime: 60_000,
  });
}
