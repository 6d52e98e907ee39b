import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Promotion, PromotionStatus } from '@croupier/contracts';
import { apiGet, apiPost } from '../api/http.ts';
import { useSession } from '../session/SessionProvider.tsx';

/**
 * The brand's promotions in the player's language with each one's status for the caller: a member's list is
 * its own (the key carries the account), a visitor's the same for everyone.
 */
export function usePromotions() {
  const { i18n } = useTranslation();
  const { me } = useSession();
  return useQuery({
    queryKey: ['promotions', i18n.language, me?.id ?? null],
    queryFn: ({ signal }) => apiGet<Promotion[]>(`/promotions?language=${i18n.language}`, { signal }),
    staleTime: 30_000,
  });
}

/** Signs up for a promotion; the list then shows its new status. */
export function useJoinPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<{ status: PromotionStatus }>(`/promotions/${id}/join`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['promotions'] }),
  });
}
