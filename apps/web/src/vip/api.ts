import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RebateAccrual, RebateClaim, VipStatus } from '@croupier/contracts';
import { apiGet, apiPost } from '../api/http.ts';

/** The caller's level and progress: under `me`, so signing out drops it. */
export function useVip() {
  return useQuery({
    queryKey: ['me', 'vip'],
    queryFn: ({ signal }) => apiGet<VipStatus>('/vip', { signal }),
  });
}

export function useRebates() {
  return useQuery({
    queryKey: ['me', 'rebates'],
    queryFn: ({ signal }) => apiGet<RebateAccrual>('/rebates', { signal }),
  });
}

/** Claims today's rebate; the balance, the accrual and the bonuses then read again. */
export function useClaimRebate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<RebateClaim>('/rebates/claim'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}

/** A rate in basis points as the percent players read: 80 → 0.80%. */
export const ratePercent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)}%`;
