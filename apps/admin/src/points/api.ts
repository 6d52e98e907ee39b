import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Page,
  PointExchangeAdmin,
  PointExchangeReview,
  PointExchangeStatus,
  PointGoodsAdmin,
  PointGoodsInput,
  PointRates,
} from '@croupier/contracts';
import { api } from '../api/client.ts';

/** The console's points mall calls; every change reads the mall and the audit log again. */
function useChange<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['points'] });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

export const usePointRates = () =>
  useQuery({ queryKey: ['points', 'rates'], queryFn: () => api<PointRates>('GET', '/points/rates') });

export const useSavePointRates = () =>
  useChange((rates: PointRates) => api<PointRates>('PUT', '/points/rates', rates));

export const usePointGoods = () =>
  useQuery({ queryKey: ['points', 'goods'], queryFn: () => api<PointGoodsAdmin[]>('GET', '/points/goods') });

export const useSaveGoods = () =>
  useChange(({ id, input }: { id: string | null; input: PointGoodsInput }) =>
    id === null
      ? api<PointGoodsAdmin>('POST', '/points/goods', input)
      : api<PointGoodsAdmin>('PUT', `/points/goods/${encodeURIComponent(id)}`, input),
  );

export function usePointExchanges(status: PointExchangeStatus | '', page: number, pageSize: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status) query.set('status', status);
  return useQuery({
    queryKey: ['points', 'exchanges', status, page],
    queryFn: () => api<Page<PointExchangeAdmin>>('GET', `/points/exchanges?${query.toString()}`),
    placeholderData: keepPreviousData,
  });
}

export const useReviewExchange = () =>
  useChange(({ id, review }: { id: string; review: PointExchangeReview }) =>
    api<{ id: string; status: string }>('POST', `/points/exchanges/${encodeURIComponent(id)}/review`, review),
  );
