import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  BonusItem,
  Page,
  Promotion,
  PromotionStatus,
  RewardCentre,
  Wagering,
} from '@croupier/contracts';
import { apiGet, apiPost, apiUpload } from '../api/http.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { refreshAccount } from '../session/refreshAccount.ts';

/**
 * Every promotions, rewards, bonus and wagering call of the player site (API.md "Promotions and rewards"), in
 * one place so a path is changed once.
 */

export const REWARD_KEYS = {
  rewards: (language: string) => ['me', 'rewards', language] as const,
  bonuses: (from: string, to: string, page: number) => ['me', 'bonuses', from, to, page] as const,
  wagering: ['me', 'wagering'] as const,
};
export const BONUS_PAGE_SIZE = 10;

export const rewardsApi = {
  join: (id: string) => apiPost<{ status: PromotionStatus }>(`/promotions/${encodeURIComponent(id)}/join`),
  claim: (id: string) =>
    apiPost<{ status: 'claimed'; amount: string }>(`/promotions/${encodeURIComponent(id)}/claim`),
  /** multipart: `remark` and up to 3 images under `files`. */
  apply: (id: string, form: FormData) =>
    apiUpload<{ id: string; status: 'applying' }>(`/promotions/${encodeURIComponent(id)}/applications`, form),
  rewards: (language: string, signal?: AbortSignal) =>
    apiGet<RewardCentre>(`/rewards?language=${language}`, signal ? { signal } : {}),
  bonuses: (query: { from: string; to: string; page: number }, signal?: AbortSignal) =>
    apiGet<Page<BonusItem>>(
      `/bonuses?${new URLSearchParams({
        ...(query.from ? { from: query.from } : {}),
        ...(query.to ? { to: query.to } : {}),
        page: String(query.page),
        pageSize: String(BONUS_PAGE_SIZE),
      }).toString()}`,
      signal ? { signal } : {},
    ),
  wagering: (signal?: AbortSignal) => apiGet<Wagering>('/wagering', signal ? { signal } : {}),
};

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

/**
 * After any promotion action the list shows its new status, and the account (the reward centre's badge is
 * `/me`'s availablePromos, the balance may have grown) is read again.
 */
function useAfterPromotionAction() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['promotions'] });
    refreshAccount(queryClient);
  };
}

export function useJoinPromotion() {
  const after = useAfterPromotionAction();
  return useMutation({ mutationFn: rewardsApi.join, onSettled: after });
}

export function useClaimPromotion() {
  const after = useAfterPromotionAction();
  return useMutation({ mutationFn: rewardsApi.claim, onSettled: after });
}

export function useApplyPromotion() {
  const after = useAfterPromotionAction();
  return useMutation({
    mutationFn: (input: { id: string; form: FormData }) => rewardsApi.apply(input.id, input.form),
    onSettled: after,
  });
}

export function useRewards() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: REWARD_KEYS.rewards(i18n.language),
    queryFn: ({ signal }) => rewardsApi.rewards(i18n.language, signal),
  });
}

export function useWagering() {
  return useQuery({ queryKey: REWARD_KEYS.wagering, queryFn: ({ signal }) => rewardsApi.wagering(signal) });
}

export function useBonuses(query: { from: string; to: string; page: number }) {
  return useQuery({
    queryKey: REWARD_KEYS.bonuses(query.from, query.to, query.page),
    queryFn: ({ signal }) => rewardsApi.bonuses(query, signal),
    placeholderData: (previous) => previous,
  });
}
