import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DividendBill, DividendBillList, ShortfallResolve } from '@croupier/contracts';
import { api } from '../api/client.ts';
import { billFiltersToQuery, type BillFilters } from './bill-rules.ts';

const keys = { all: ['dividend-bills'] as const };

/** The brand's dividend bills under these filters (the server answers the latest, newest period first). */
export function useDividendBills(filters: BillFilters) {
  const query = new URLSearchParams(billFiltersToQuery(filters)).toString();
  return useQuery({
    queryKey: [...keys.all, query],
    queryFn: () => api<DividendBillList>('GET', `/dividend-bills${query ? `?${query}` : ''}`),
    // One page: the table's pager has nothing further to ask for.
    select: (list) => ({ ...list, totalPages: 1 }),
    placeholderData: keepPreviousData,
  });
}

/** Settles a bill's shortfall; the bills, the ledger and the audit log are read again after it either way. */
export function useSettleShortfall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShortfallResolve & { id: string }) =>
      api<DividendBill>('POST', `/dividend-bills/${encodeURIComponent(input.id)}/shortfall`, {
        resolution: input.resolution,
        reason: input.reason,
      }),
    onSettled: () => {
      for (const queryKey of [keys.all, ['audit'], ['ledger']])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
