import { useSyncExternalStore } from 'react';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  Banner,
  Favourite,
  GameItem,
  GamePage,
  Lane,
  LaunchAnswer,
  LaunchRequest,
  Winner,
} from '@croupier/contracts';
import { apiDelete, apiGet, apiPost } from '../api/http.ts';
import { untilOffered } from '../site/queries.ts';
import { tokenStore } from '../session/tokenStore.ts';
import { gameListQuery, itemsOf } from './logic.ts';

/**
 * The lobby's data. Every list key carries the language and the session token: spec §4 wants the
 * lists reloaded when the language changes or the player logs in (favourite flags, recent games).
 */
function useListKey() {
  const { i18n } = useTranslation();
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
  return { language: i18n.language, token };
}

const LIST_STALE_MS = 30_000;

export function useGameList(query: Omit<Parameters<typeof gameListQuery>[0], 'language' | 'page'>) {
  const { language, token } = useListKey();
  return useInfiniteQuery({
    queryKey: ['games', 'list', language, token, query],
    queryFn: ({ signal, pageParam }) =>
      apiGet<GamePage>(`/games?${gameListQuery({ ...query, language, page: pageParam })}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: LIST_STALE_MS,
  });
}

/** One page of a vendor's games (home rows, provider lists). */
export function useGamePage(
  query: Omit<Parameters<typeof gameListQuery>[0], 'language'>,
  options: { enabled?: boolean } = {},
) {
  const { language, token } = useListKey();
  return useQuery({
    queryKey: ['games', 'page', language, token, query],
    queryFn: ({ signal }) => apiGet<GamePage>(`/games?${gameListQuery({ ...query, language })}`, { signal }),
    staleTime: LIST_STALE_MS,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** The home rows' lanes; also requested at start (site/firstData.ts) under the same key. */
export const lanesQuery = (language: string) => ({
  queryKey: ['games', 'lanes', language],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<Lane[]>(`/lanes?language=${language}`, { signal }),
  staleTime: 60_000,
});

export function useLanes() {
  const { language } = useListKey();
  return useQuery({
    ...lanesQuery(language),
    placeholderData: keepPreviousData,
    refetchInterval: untilOffered,
  });
}

/** The hot row; also requested at start (site/firstData.ts) under the same key. */
export const hotGamesQuery = (language: string, token: string | null) => ({
  queryKey: ['games', 'hot', language, token],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    itemsOf(await apiGet<GameItem[] | GamePage>(`/games/hot?language=${language}`, { signal })),
  staleTime: LIST_STALE_MS,
});

export function useHotGames() {
  const { language, token } = useListKey();
  return useQuery({ ...hotGamesQuery(language, token), refetchInterval: untilOffered });
}

/** Recent games and favourites belong to the account: under `me`, so signing out drops them. */
export function useRecentGames() {
  const { language, token } = useListKey();
  return useQuery({
    queryKey: ['me', 'games', 'recent', language, token],
    queryFn: async ({ signal }) =>
      itemsOf(
        await apiGet<GameItem[] | GamePage>(`/games/recent?language=${language}`, {
          signal,
        }),
      ),
    enabled: token !== null,
  });
}

export function useFavouriteGames() {
  const { language, token } = useListKey();
  return useQuery({
    queryKey: ['me', 'favorites', 'list', language, token],
    queryFn: async ({ signal }) =>
      itemsOf(await apiGet<GamePage>(`/favorites?language=${language}&page=1&pageSize=999`, { signal })),
    enabled: token !== null,
  });
}

const favouriteIdsKey = (token: string | null) => ['me', 'favorites', 'ids', token] as const;
const toSet = (ids: string[]) => new Set(ids);

export function useFavouriteIds() {
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
  return useQuery({
    queryKey: favouriteIdsKey(token),
    queryFn: ({ signal }) => apiGet<string[]>('/favorites/ids', { signal }),
    enabled: token !== null,
    select: toSet,
    staleTime: 60_000,
  });
}

/**
 * Adds or removes a favourite at once on screen (optimistic) and puts the heart back if the server
 * refuses; the favourites page refetches afterwards.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
  const key = favouriteIdsKey(token);
  return useMutation({
    mutationFn: ({ game, add }: { game: GameItem; add: boolean }) => {
      const body: Favourite = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      return add ? apiPost<void>('/favorites', body) : apiDelete<void>('/favorites', body);
    },
    onMutate: async ({ game, add }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<string[]>(key);
      queryClient.setQueryData<string[]>(key, (ids = []) =>
        add ? [...new Set([...ids, game.gameId])] : ids.filter((id) => id !== game.gameId),
      );
      return { before };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(key, context?.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me', 'favorites'] }),
  });
}

/** A banner group; the side menu's and the home page's are also requested at start (site/firstData.ts). */
export const bannersQuery = (group: string, language: string) => ({
  queryKey: ['banners', group, language],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<Banner[]>(`/banners?group=${group}&language=${language}`, { signal }),
  staleTime: 60_000,
});

export function useBanners(group: string) {
  const { language } = useListKey();
  return useQuery(bannersQuery(group, language));
}

export function useWinners() {
  const { language } = useListKey();
  return useQuery({
    queryKey: ['winners', language],
    queryFn: ({ signal }) =>
      apiGet<Winner[]>(`/winners?gameCategory=ALL&limitNum=20&language=${language}`, { signal }),
    staleTime: 60_000,
  });
}

export function launchGame(gameId: string, body: LaunchRequest): Promise<LaunchAnswer> {
  return apiPost<LaunchAnswer>(`/games/${encodeURIComponent(gameId)}/launch`, body);
}

export const launchKey = (gameId: string, mode: string, token: string | null) =>
  ['me', 'launch', gameId, mode, token] as const;
