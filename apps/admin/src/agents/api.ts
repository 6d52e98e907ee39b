import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AgentControls,
  AgentCreate,
  AgentDetail,
  AgentList,
  AgentOverview,
  AgentPromote,
  AgentSettings,
  AgentSettingsPatch,
  AgentTree,
  DownlinePage,
  RegisterRules,
  TeamProfit,
  UplineMove,
} from '@croupier/contracts';
import { createApiClient, playerErrorCode } from '@croupier/web-kit';
import { api } from '../api/client.ts';

const agentKeys = {
  all: ['agents'] as const,
  get: (path: string) => ['agents', path] as const,
};

/** Every agent read is keyed by its request path, so the cache key is the request itself. */
function useAgentRead<T>(path: string | null, keep = false) {
  return useQuery({
    queryKey: agentKeys.get(path ?? ''),
    queryFn: () => api<T>('GET', path!),
    enabled: path !== null,
    // Keep a list on screen while the next page or period loads, so the table does not jump.
    placeholderData: keep ? keepPreviousData : undefined,
  });
}

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

const agentPath = (id: string) => `/agents/${encodeURIComponent(id)}`;

export function useAgents(query: { q: string; from: string; to: string; page: number; pageSize: number }) {
  const path = withQuery('/agents', {
    ...query,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  return useAgentRead<AgentList>(path, true);
}

/** The accounts whose username contains `q`, each with its path down from the top. */
export function useAgentTree(query: { q: string }, enabled = true) {
  return useAgentRead<AgentTree>(enabled ? withQuery('/agents/tree', query) : null);
}

/** One level of the tree (`parentId` missing: the top), a page at a time: `fetchNextPage` reads the next. */
export function useTreeLevel(parentId?: string) {
  return useInfiniteQuery({
    queryKey: [...agentKeys.all, 'tree-level', parentId ?? null],
    queryFn: ({ pageParam }) =>
      api<AgentTree>('GET', withQuery('/agents/tree', { parentId, cursor: pageParam })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useAgent(id: string) {
  return useAgentRead<AgentDetail>(agentPath(id));
}

export function useAgentOverview(id: string, period: { from: string; to: string }) {
  const { from, to } = period;
  return useAgentRead<AgentOverview>(withQuery(`${agentPath(id)}/overview`, { from, to }), true);
}

export function useDownlines(
  id: string,
  query: { parentId?: string; q?: string; from: string; to: string; page: number; pageSize: number },
) {
  const path = withQuery(`${agentPath(id)}/downlines`, {
    ...query,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  return useAgentRead<DownlinePage>(path, true);
}

export function useTeamProfit(
  id: string,
  query: { from: string; to: string; groupBy: 'member' | 'gameType'; parentId?: string },
) {
  return useAgentRead<TeamProfit>(withQuery(`${agentPath(id)}/team-profit`, query), true);
}

/**
 * Agent actions change the tree, the lists and the player pages alike (type, upline, frozen flags), so
 * everything under `agents` and `players` is refetched; an answer carrying the agent replaces it at once.
 */
function useAgentMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      if (result && typeof result === 'object' && 'affiliateCode' in result && 'path' in result) {
        queryClient.setQueryData(agentKeys.get(agentPath((result as AgentDetail).id)), result);
      }
      void queryClient.invalidateQueries({ queryKey: agentKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['players'] });
    },
  });
}

export function useCreateAgent() {
  return useAgentMutation((body: AgentCreate) => api<{ id: string }>('POST', '/agents', body));
}

export function usePromoteToAgent(playerId: string) {
  return useAgentMutation((body: AgentPromote) =>
    api<AgentDetail>('POST', `/players/${encodeURIComponent(playerId)}/agent`, body),
  );
}

export function useMoveUpline(playerId: string) {
  return useAgentMutation((body: UplineMove) =>
    api<{ id: string; uplineId: string | null }>(
      'POST',
      `/players/${encodeURIComponent(playerId)}/upline`,
      body,
    ),
  );
}

export function useAgentControls(id: string) {
  return useAgentMutation((body: AgentControls) =>
    api<AgentDetail>('PATCH', `${agentPath(id)}/controls`, body),
  );
}

const settingsKey = ['agent-settings'] as const;

export function useAgentSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => api<AgentSettings>('GET', '/agent-settings'),
  });
}

export function useSaveAgentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AgentSettingsPatch) => api<AgentSettings>('PATCH', '/agent-settings', patch),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKey, settings);
      // The team overviews count active members by the salary minimum.
      void queryClient.invalidateQueries({ queryKey: agentKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

/** The player site's public API, for the one thing the console checks as registration does: the brand's rules. */
const site = createApiClient({ baseUrl: '/api/v1', codeFor: playerErrorCode });

/**
 * The brand's registration rules: the server checks a console-made agent's username and password against them,
 * so the form does too. Until they arrive (or if the site cannot answer) the form uses the default rules.
 */
export function useAccountRules() {
  return useQuery({
    queryKey: ['registerRules'],
    queryFn: () => site.request<RegisterRules>('GET', '/register/rules'),
    staleTime: Infinity,
  });
}
