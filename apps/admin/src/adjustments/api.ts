import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdjustmentRequest, Page } from '@croupier/contracts';
import type { AdjustmentRequestStatus } from '@croupier/contracts/adjustment-rules';
import { api } from '../api/client.ts';

export type AdjustmentDecision = 'approve' | 'reject';

const keys = {
  all: ['adjustment-requests'] as const,
  list: (status: AdjustmentRequestStatus | null, page: number) =>
    ['adjustment-requests', 'list', status, page] as const,
  pending: ['adjustment-requests', 'pending-count'] as const,
};

export const REQUESTS_PAGE_SIZE = 50;

export function useAdjustmentRequests(status: AdjustmentRequestStatus | null, page: number) {
  const query = `page=${page}&pageSize=${REQUESTS_PAGE_SIZE}${status ? `&status=${status}` : ''}`;
  return useQuery({
    queryKey: keys.list(status, page),
    queryFn: () => api<Page<AdjustmentRequest>>('GET', `/adjustment-requests?${query}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: 30_000,
  });
}

/** How many requests wait for a decision: the menu's badge. One row is asked for; the total is what counts. */
export function usePendingAdjustmentCount() {
  return useQuery({
    queryKey: keys.pending,
    queryFn: () => api<Page<AdjustmentRequest>>('GET', '/adjustment-requests?status=pending&pageSize=1'),
    select: (page) => page.total,
    refetchInterval: 30_000,
  });
}

/**
 * A decision on another operator's request. Each dialog opening is one attempt with its own Idempotency-Key; the
 * requests, the player's wallet, the ledger check and the audit log are refetched after it either way.
 */
export function useDecideAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; decision: AdjustmentDecision; reason?: string; key: string }) =>
      api<AdjustmentRequest>(
        'POST',
        `/adjustment-requests/${encodeURIComponent(input.id)}/${input.decision}`,
        input.decision === 'reject' ? { reason: input.reason } : {},
        { 'Idempotency-Key': input.key },
      ),
    onSettled: () => {
      for (const queryKey of [keys.all, ['players', 'wallet'], ['ledger'], ['audit']])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** Keeps the menu's badge in step once an adjustment form has created a request. */
export function useForgetAdjustmentRequests() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: keys.all });
}
