import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, PlayerDetail, PlayerSummary, TemporaryPassword } from '@croupier/contracts';
import { api } from '../api/client.ts';

const playerKeys = {
  all: ['players'] as const,
  list: (path: string) => ['players', 'list', path] as const,
  detail: (id: string) => ['players', 'detail', id] as const,
};

/** `path` is the list URL with its query (players/filters.ts), so the cache key is the request itself. */
export function usePlayers(path: string) {
  return useQuery({
    queryKey: playerKeys.list(path),
    queryFn: () => api<Page<PlayerSummary>>('GET', path),
    // Keep the current page on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function usePlayer(id: string) {
  return useQuery({
    queryKey: playerKeys.detail(id),
    queryFn: () => api<PlayerDetail>('GET', `/players/${encodeURIComponent(id)}`),
  });
}

/**
 * Every player action changes what the detail and the list show (status, lock, sessions): answers
 * that carry the detail replace it at once, and everything under `players` is refetched to be sure.
 */
function usePlayerMutation<TInput, TResult>(
  id: string,
  call: (base: string, input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => call(`/players/${encodeURIComponent(id)}`, input),
    onSuccess: (result) => {
      if (result && typeof result === 'object' && 'sessions' in result) {
        queryClient.setQueryData(playerKeys.detail(id), result);
      }
      void queryClient.invalidateQueries({ queryKey: playerKeys.all });
    },
  });
}

export function useSetFrozen(id: string) {
  return usePlayerMutation(id, (base, input: { frozen: boolean; reason: string }) =>
    api<PlayerDetail>('POST', `${base}/${input.frozen ? 'freeze' : 'unfreeze'}`, { reason: input.reason }),
  );
}

export function useResetPlayerPassword(id: string) {
  return usePlayerMutation(id, (base) => api<TemporaryPassword>('POST', `${base}/password-reset`));
}

export function useUnlockPlayer(id: string) {
  return usePlayerMutation(id, (base) => api<void>('POST', `${base}/unlock`));
}

export function useEndSession(id: string) {
  return usePlayerMutation(id, (base, sessionId: string) =>
    api<void>('DELETE', `${base}/sessions/${encodeURIComponent(sessionId)}`),
  );
}

export function useSetPlayerTags(id: string) {
  return usePlayerMutation(id, (base, tags: string[]) =>
    api<{ tags: string[] }>('PUT', `${base}/tags`, { tags }),
  );
}
