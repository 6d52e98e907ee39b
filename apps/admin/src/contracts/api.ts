import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentContracts, ContractConsolePage, ContractTerminated } from '@croupier/contracts';
import { api } from '../api/client.ts';
import { contractFiltersToParams, type ContractFilters } from './rules.ts';

const keys = { all: ['contracts'] as const };

/** An agent's contracts as downline and as upline, with their versions and latest statements. */
export function useAgentContracts(agentId: string, enabled = true) {
  return useQuery({
    queryKey: [...keys.all, 'agent', agentId],
    queryFn: () => api<AgentContracts>('GET', `/agents/${encodeURIComponent(agentId)}/contracts`),
    enabled,
  });
}

/** A page of the brand's contracts; the previous page stays on screen while the next loads. */
export function useContracts(filters: ContractFilters, pageSize: number) {
  const params = new URLSearchParams({
    ...contractFiltersToParams(filters),
    page: String(filters.page),
    pageSize: String(pageSize),
  });
  return useQuery({
    queryKey: [...keys.all, 'list', params.toString()],
    queryFn: () => api<ContractConsolePage>('GET', `/contracts?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}

/** Ends a contract (and those below it); every contract view and the audit log are read again. */
export function useTerminateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; reason: string }) =>
      api<ContractTerminated>('POST', `/contracts/${encodeURIComponent(input.id)}/terminate`, {
        reason: input.reason,
      }),
    onSuccess: () => {
      for (const queryKey of [keys.all, ['audit']]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
