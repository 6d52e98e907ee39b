import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  AgentIncome,
  Announcement,
  AgentOverview,
  AgentProfile,
  DownlineCreate,
  DownlinePage,
  TeamBetPage,
  TeamProfit,
  TeamTransactionPage,
} from '@croupier/contracts';
import { apiGet, apiPost } from '../api/http.ts';

/**
 * The agent centre's calls (API.md "Agents"): under `me`, so signing out drops them with the account they
 * belong to, and a transfer (which invalidates `me`) refreshes the balances in the downline list. Each hook takes
 * the request's query string, so the cache key is the request itself; the page on screen stays while the next
 * loads, so tables do not jump.
 */
const AGENT_KEY = ['me', 'agent'] as const;

function useAgentQuery<T>(path: string, query: string, named = false) {
  // Game names and record remarks come in the page's language, and reload when it changes.
  const { i18n } = useTranslation();
  const full = named ? `${query}${query ? '&' : ''}language=${encodeURIComponent(i18n.language)}` : query;
  return useQuery({
    queryKey: [...AGENT_KEY, path, full],
    queryFn: ({ signal }) => apiGet<T>(`/agent/${path}${full ? `?${full}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const useAgentProfile = () => useAgentQuery<AgentProfile>('profile', '');
export const useAgentOverview = (query: string) => useAgentQuery<AgentOverview>('overview', query);
export const useDownlines = (query: string) => useAgentQuery<DownlinePage>('downlines', query);
export const useTeamBets = (query: string) => useAgentQuery<TeamBetPage>('team-bets', query, true);
export const useTeamProfit = (query: string) => useAgentQuery<TeamProfit>('team-profit', query);
/** `agentAnnouncement`: notices the operator addressed to agents, in the page's language. */
export const useAgentNotices = () => useAgentQuery<Announcement[]>('announcements', '', true);
export const useTeamTransactions = (query: string) =>
  useAgentQuery<TeamTransactionPage>('transactions', query, true);
export const useAgentIncome = (query: string) => useAgentQuery<AgentIncome>('income', query);

export const agentApi = {
  createDownline: (body: DownlineCreate) => apiPost<{ id: string }>('/agent/downlines', body),
};

export { AGENT_KEY };
