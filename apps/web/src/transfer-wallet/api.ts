import { useCallback, useState } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { VendorWallet, VendorWalletTransferAnswer } from '@croupier/contracts';
import { ApiError } from '@croupier/web-kit';
import { apiGet, apiPostAnswer } from '../api/http.ts';
import { anyPending, withWallet, type Direction } from './logic.ts';

/**
 * Under `me`, as the wallet's queries: signing out drops them, and the socket's `balance` event (a transfer
 * settled by the retry job pushes one) refetches them (realtime/useRealtime.ts).
 */
export const VENDOR_WALLETS_KEY = ['me', 'vendorWallets'] as const;

/** While a transfer waits for its vendor, the list is read again this often (our database only, no vendor). */
const PENDING_POLL_MS = 4_000;

const path = (vassalage: string) => `/vendor-wallets/${encodeURIComponent(vassalage)}`;

export const vendorWalletsApi = {
  list: (signal?: AbortSignal) => apiGet<VendorWallet[]>('/vendor-wallets', signal ? { signal } : {}),
  /** Asks the vendor itself for the balance it holds (rate limited per client: never polled). */
  refresh: (vassalage: string) => apiGet<VendorWallet>(path(vassalage)),
  /** 200 completed, 202 pending; the same key again answers the same transfer as it stands now. */
  transfer: (vassalage: string, direction: Direction, amount: string, idempotencyKey: string) =>
    apiPostAnswer<VendorWalletTransferAnswer>(
      `${path(vassalage)}/transfer-${direction}`,
      { amount },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    ),
};

export function useVendorWallets() {
  return useQuery({
    queryKey: VENDOR_WALLETS_KEY,
    queryFn: ({ signal }) => vendorWalletsApi.list(signal),
    refetchInterval: (query) => (anyPending(query.state.data ?? []) ? PENDING_POLL_MS : false),
  });
}

/**
 * The player's wallet at this vendor when the vendor is a transfer wallet taking money in, else null; a list
 * that cannot be read counts as none, so a launch never waits on it.
 */
export async function transferWalletOf(
  queryClient: QueryClient,
  vassalage: string,
): Promise<VendorWallet | null> {
  try {
    const list = await queryClient.fetchQuery({
      queryKey: VENDOR_WALLETS_KEY,
      queryFn: ({ signal }) => vendorWalletsApi.list(signal),
      staleTime: 30_000,
    });
    return list.find((w) => w.vassalage === vassalage && w.acceptsTransfersIn) ?? null;
  } catch {
    return null;
  }
}

/** Writes a wallet as the server just answered it into the list, so every row shows it at once. */
export function useStoreWallet() {
  const queryClient = useQueryClient();
  return useCallback(
    (wallet: VendorWallet) =>
      queryClient.setQueryData<VendorWallet[]>(VENDOR_WALLETS_KEY, (list) => withWallet(list, wallet)),
    [queryClient],
  );
}

export type RefreshState = 'idle' | 'busy' | 'failed';

/** One row's "ask the vendor" read: on opening the row and on the player's refresh. */
export function useRefreshWallet(vassalage: string) {
  const queryClient = useQueryClient();
  const store = useStoreWallet();
  const [state, setState] = useState<RefreshState>('idle');
  const refresh = useCallback(async () => {
    setState('busy');
    try {
      store(await vendorWalletsApi.refresh(vassalage));
      setState('idle');
    } catch (error) {
      // Gone from the transfer wallets (switched to seamless, say): the list decides whether it still shows.
      if (error instanceof ApiError && error.code === 'NOT_FOUND')
        void queryClient.invalidateQueries({ queryKey: VENDOR_WALLETS_KEY });
      setState('failed');
    }
  }, [queryClient, store, vassalage]);
  return { state, refresh };
}
