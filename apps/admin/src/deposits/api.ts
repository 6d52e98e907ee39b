import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminDeposit,
  DepositChannelAdmin,
  DepositChannelCreate,
  DepositChannelPatch,
  DepositStatusAnswer,
  Page,
} from '@croupier/contracts';
import { api } from '../api/client.ts';

const depositKeys = {
  all: ['deposits'] as const,
  list: (path: string) => ['deposits', 'list', path] as const,
  channels: ['deposit-channels'] as const,
};

/** `path` is the queue URL with its query (deposits/filters.ts), so the cache key is the request itself. */
export function useDeposits(path: string) {
  return useQuery({
    queryKey: depositKeys.list(path),
    queryFn: () => api<Page<AdminDeposit>>('GET', path),
    placeholderData: keepPreviousData,
    // New deposits arrive all the time; a queue left open refreshes itself.
    refetchInterval: 30_000,
  });
}

/**
 * Approve or reject with the attempt's Idempotency-Key: a retry after a lost answer replays the first
 * decision. Either way the queue is refetched, since another operator may have decided first.
 */
export function useDecideDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; verb: 'approve' | 'reject'; reason?: string; key: string }) =>
      api<DepositStatusAnswer>(
        'POST',
        `/deposits/${encodeURIComponent(input.id)}/${input.verb}`,
        input.verb === 'reject' ? { reason: input.reason } : undefined,
        { 'Idempotency-Key': input.key },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositKeys.all }),
  });
}

export function useDepositChannels() {
  return useQuery({
    queryKey: depositKeys.channels,
    queryFn: () => api<DepositChannelAdmin[]>('GET', '/deposit-channels'),
  });
}

export function useSaveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string | null; body: DepositChannelCreate | DepositChannelPatch }) =>
      input.id === null
        ? api<DepositChannelAdmin>('POST', '/deposit-channels', input.body)
        : api<DepositChannelAdmin>('PATCH', `/deposit-channels/${encodeURIComponent(input.id)}`, input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositKeys.channels }),
  });
}

export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/deposit-channels/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositKeys.channels }),
  });
}
