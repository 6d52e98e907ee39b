import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, VendorTransferAdmin } from '@croupier/contracts';
import { api } from '../api/client.ts';

/** While a listed transfer is pending, the list is read again this often: the retry job may settle it. */
const PENDING_POLL_MS = 15_000;

/** `path` is the list URL with its query (rules.ts), so the cache key is the request itself. */
export function useVendorTransfers(path: string) {
  return useQuery({
    queryKey: ['vendorTransfers', path],
    queryFn: () => api<Page<VendorTransferAdmin>>('GET', path),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'pending') ? PENDING_POLL_MS : false,
  });
}
