import { useMutation, useQuery } from '@tanstack/react-query';
import type { BannerAdmin, BannerInput } from '@croupier/contracts';
import { api } from '../api/client.ts';
import { useInvalidateWithAudit as useInvalidate } from '../api/queries.ts';

const keys = { banners: ['banners'] as const };

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
