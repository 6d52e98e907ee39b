import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettlementList, SettlementRunAnswer, SettlementRunRequest } from '@croupier/contracts';
import { api } from '../api/client.ts';

const keys = { all: ['settlements'] as const, list: (kind: string) => ['settlements', kind] as const };

/** A run in progress is read again this often, so its end shows without a reload. */
const RUNNING_POLL_MS = 5_000;
/** Workers add runs as periods close: an open page shows them without a reload. */
const IDLE_POLL_MS = 15_000;

export function useSettlements(kind: string) {
  return useQuery({
    queryKey: keys.list(kind),
    queryFn: () =>
      api<SettlementList>('GET', `/settlements${kind ? `?kind=${encodeURIComponent(kind)}` : ''}`),
    // One page: the server answers the latest runs, newest period first.
    select: (list) => ({ ...list, totalPages: 1 }),
    refetchInterval: (query) =>
      query.state.data?.items.some((run) => run.state === 'running') ? RUNNING_POLL_MS : IDLE_POLL_MS,
  });
}

/** Runs a period again; the runs and the audit log are read again after it either way. */
export function useRerunSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SettlementRunRequest) =>
      api<SettlementRunAnswer>('POST', '/settlements/run', request),
    onSettled: () => {
      for (const queryKey of [keys.all, ['audit'], ['ledger']])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
