import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameAdmin, GameCreate, GameCreated, GamePatch, Page } from '@croupier/contracts';
import { api } from '../api/client.ts';
import { useInvalidateWithAudit as useInvalidate } from '../api/queries.ts';

const keys = {
  vendors: ['vendors'] as const,
  games: ['games'] as const,
  gameList: (path: string) => ['games', 'list', path] as const,
};

/** `path` is the list URL with its query (games/filters.ts), so the cache key is the request itself. */
export function useGames(path: string) {
  return useQuery({
    queryKey: keys.gameList(path),
    queryFn: () => api<Page<GameAdmin>>('GET', path),
    placeholderData: keepPreviousData,
  });
}

export function useCreateGame() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: GameCreate) => api<GameCreated>('POST', '/games', body),
    onSuccess: () => invalidate(keys.games, keys.vendors),
  });
}

export function usePatchGame() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { gameId: string; patch: GamePatch }) =>
      api<GameAdmin>('PATCH', `/games/${encodeURIComponent(input.gameId)}`, input.patch),
    // The answer is the saved row: it replaces the old one at once, so a switch never flips back meanwhile.
    onSuccess: (saved) =>
      queryClient.setQueriesData<Page<GameAdmin>>({ queryKey: ['games', 'list'] }, (page) =>
        page ? { ...page, items: page.items.map((g) => (g.gameId === saved.gameId ? saved : g)) } : page,
      ),
    onSettled: () => invalidate(keys.games),
  });
}
