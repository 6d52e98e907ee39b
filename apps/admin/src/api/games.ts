import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BannerAdmin,
  BannerInput,
  GameAdmin,
  GameCreate,
  GameCreated,
  GamePatch,
  GgrReport,
  Page,
  RoundLookup,
  RoundSummary,
  VendorAdmin,
  VendorCreate,
  VendorPatch,
  VendorSecret,
} from '@croupier/contracts';
import { api } from './client.ts';

export type { RoundSummary };

const keys = {
  vendors: ['vendors'] as const,
  games: ['games'] as const,
  gameList: (path: string) => ['games', 'list', path] as const,
  banners: ['banners'] as const,
  rounds: (path: string) => ['rounds', 'list', path] as const,
  round: (id: string) => ['rounds', 'detail', id] as const,
  ggr: (path: string) => ['ggr', path] as const,
};

/** Every catalogue change is audited, so the audit log is refetched with whatever changed. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return (...roots: (readonly string[])[]) => {
    for (const queryKey of [...roots, ['audit']]) void queryClient.invalidateQueries({ queryKey });
  };
}

export function useVendors() {
  return useQuery({ queryKey: keys.vendors, queryFn: () => api<VendorAdmin[]>('GET', '/vendors') });
}

export function useCreateVendor() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: VendorCreate) => api<VendorSecret>('POST', '/vendors', body),
    onSuccess: () => invalidate(keys.vendors),
  });
}

export function usePatchVendor() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { vassalage: string; patch: VendorPatch }) =>
      api<VendorAdmin>('PATCH', `/vendors/${encodeURIComponent(input.vassalage)}`, input.patch),
    onSuccess: (saved) =>
      queryClient.setQueryData<VendorAdmin[]>(keys.vendors, (list) =>
        list?.map((v) => (v.vassalage === saved.vassalage ? saved : v)),
      ),
    // A disabled vendor or a maintenance window changes what the games list shows too, a new name the GGR report.
    onSettled: () => invalidate(keys.vendors, keys.games, ['ggr']),
  });
}

export function useRotateSecret() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (vassalage: string) =>
      api<VendorSecret>('POST', `/vendors/${encodeURIComponent(vassalage)}/secret`),
    onSettled: () => invalidate(keys.vendors),
  });
}

/** Hands a vendor (by its code) to the in-house studio when `managed`, else takes it back (ADR 0011). */
export function useSetStudioManaged(managed: boolean) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (vassalage: string) =>
      api<VendorAdmin>(managed ? 'POST' : 'DELETE', `/vendors/${encodeURIComponent(vassalage)}/studio`),
    onSettled: () => invalidate(keys.vendors),
  });
}

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

export function useBanners() {
  return useQuery({ queryKey: keys.banners, queryFn: () => api<BannerAdmin[]>('GET', '/banners') });
}

export function useSaveBanner() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { id: string | null; body: BannerInput }) =>
      input.id === null
        ? api<BannerAdmin>('POST', '/banners', input.body)
        : api<BannerAdmin>('PUT', `/banners/${encodeURIComponent(input.id)}`, input.body),
    onSuccess: () => invalidate(keys.banners),
  });
}

export function useDeleteBanner() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/banners/${encodeURIComponent(id)}`),
    onSettled: () => invalidate(keys.banners),
  });
}

export function useRounds(path: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.rounds(path),
    queryFn: () => api<Page<RoundSummary>>('GET', path),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useRound(id: string) {
  return useQuery({
    queryKey: keys.round(id),
    queryFn: () => api<RoundLookup>('GET', `/rounds/${encodeURIComponent(id)}`),
    // An open round still takes callbacks; what is on screen should be what the vendor sent.
    staleTime: 0,
  });
}

export function useGgr(path: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.ggr(path),
    queryFn: () => api<GgrReport>('GET', path),
    placeholderData: keepPreviousData,
    enabled,
  });
}
