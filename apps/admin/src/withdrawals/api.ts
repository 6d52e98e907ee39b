import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminWithdrawalDetail,
  AdminWithdrawalSummary,
  Page,
  WithdrawalSettings,
  WithdrawalSettingsPatch,
  WithdrawalStatusAnswer,
} from '@croupier/contracts';
import { randomKey } from '@croupier/web-kit';
import { api } from '../api/client.ts';

export type ReviewAction = 'approve' | 'reject' | 'paid' | 'force-receipt';

const keys = {
  all: ['withdrawals'] as const,
  list: (path: string) => ['withdrawals', 'list', path] as const,
  detail: (id: string) => ['withdrawals', 'detail', id] as const,
  settings: ['withdrawal-settings'] as const,
};

/** `path` is the list URL with its query (filters.ts), so the cache key is the request itself. */
export function useWithdrawals(path: string) {
  return useQuery({
    queryKey: keys.list(path),
    queryFn: () => api<Page<AdminWithdrawalSummary>>('GET', path),
    placeholderData: keepPreviousData,
    // A queue is worked from: what is on screen should be what is waiting now.
    staleTime: 0,
    refetchInterval: 30_000,
  });
}

export function useWithdrawal(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: () => api<AdminWithdrawalDetail>('GET', `/withdrawals/${encodeURIComponent(id)}`),
    staleTime: 0,
  });
}

/**
 * One decision on a withdrawal. Each dialog opening is one attempt with its own Idempotency-Key, so a retry
 * after a lost answer cannot act twice; everything withdrawal-related (and the audit log) is refetched.
 */
export function useReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      action: ReviewAction;
      body: { reason?: string; reference?: string };
      key: string;
    }) =>
      api<WithdrawalStatusAnswer>(
        'POST',
        `/withdrawals/${encodeURIComponent(id)}/${input.action}`,
        input.body,
        { 'Idempotency-Key': input.key },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

export { randomKey as newAttemptKey };

export function useWithdrawalSettings() {
  return useQuery({
    queryKey: keys.settings,
    queryFn: () => api<WithdrawalSettings>('GET', '/withdrawal-settings'),
  });
}

export function useSaveWithdrawalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: WithdrawalSettingsPatch) =>
      api<WithdrawalSettings>('PATCH', '/withdrawal-settings', patch),
    onSuccess: (settings) => {
      queryClient.setQueryData(keys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
