import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgentSettlementList,
  ConsolidatedContracts,
  ContractAnswer,
  ContractKindName,
  ContractList,
  ContractOffer,
  DividendBill,
  DividendBillList,
} from '@croupier/contracts';
import { ApiError } from '@croupier/web-kit';
import { apiGet, apiPost } from '../api/http.ts';
import { AGENT_KEY } from './api.ts';

/**
 * Agent contracts (API.md "Contracts and settlements"), under `me` so signing out drops them. Every answer to
 * a contract changes the lists, the consolidated info the popup reads and the statements: all reload.
 */
const CONTRACTS_KEY = ['me', 'contracts'] as const;

export const useConsolidated = (enabled: boolean) =>
  useQuery({
    queryKey: [...CONTRACTS_KEY, 'consolidated'],
    queryFn: ({ signal }) => apiGet<ConsolidatedContracts>('/contracts/consolidated', { signal }),
    enabled,
  });

export const useContracts = (role: 'mine' | 'downlines', kind?: ContractKindName) =>
  useQuery({
    queryKey: [...CONTRACTS_KEY, role, kind ?? 'all'],
    queryFn: ({ signal }) =>
      apiGet<ContractList>(`/contracts?role=${role}${kind ? `&kind=${kind}` : ''}`, { signal }),
  });

export const useSettlements = (query: string) =>
  useQuery({
    queryKey: [...AGENT_KEY, 'settlements', query],
    queryFn: ({ signal }) => apiGet<AgentSettlementList>(`/agent/settlements?${query}`, { signal }),
  });

const BILLS_KEY = [...AGENT_KEY, 'dividend-bills'] as const;

/** Dividend bills the agent owes its downlines (`payable`) or is owed by its upline (`receivable`). */
export const useDividendBills = (role: 'payable' | 'receivable') =>
  useQuery({
    queryKey: [...BILLS_KEY, role],
    queryFn: ({ signal }) => apiGet<DividendBillList>(`/agent/dividend-bills?role=${role}`, { signal }),
  });

/** Paying or refusing a bill moves money: the bills, the wallet and the statements reload. */
export function useBillActions() {
  const client = useQueryClient();
  const after = async (call: Promise<DividendBill>) => {
    const bill = await call;
    await client.invalidateQueries({ queryKey: ['me'] });
    return bill;
  };
  return {
    pay: (id: string, paymentPassword: string) =>
      after(apiPost<DividendBill>(`/agent/dividend-bills/${id}/pay`, { paymentPassword })),
    refuse: (id: string) => after(apiPost<DividendBill>(`/agent/dividend-bills/${id}/refuse`)),
  };
}

/** A contract signing would end (cascade), as the server names it. */
export interface EndedByCascade {
  id: string;
  downline: string;
}

/** The contracts that signing would end, when the server asks for confirmation first; else null. */
export function cascadeOf(error: unknown): EndedByCascade[] | null {
  if (!(error instanceof ApiError) || error.code !== 'CONTRACT_CASCADE_UNCONFIRMED') return null;
  const listed = error.extra.contracts;
  return Array.isArray(listed) ? (listed as EndedByCascade[]) : [];
}

export function useContractActions() {
  const client = useQueryClient();
  const after = async <T>(call: Promise<T>): Promise<T> => {
    const answer = await call;
    await Promise.all([
      client.invalidateQueries({ queryKey: CONTRACTS_KEY }),
      client.invalidateQueries({ queryKey: [...AGENT_KEY, 'settlements'] }),
    ]);
    return answer;
  };
  return {
    offer: (body: ContractOffer) => after(apiPost<ContractAnswer>('/agent/contracts', body)),
    accept: (id: string, confirmCascade = false) =>
      after(apiPost<ContractAnswer>(`/contracts/${id}/accept`, confirmCascade ? { confirmCascade } : {})),
    reject: (id: string) => after(apiPost<ContractAnswer>(`/contracts/${id}/reject`)),
    terminate: (id: string) => after(apiPost<ContractAnswer>(`/contracts/${id}/terminate`)),
  };
}
