import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  LeaderboardView,
  MissionClaim,
  MissionSummary,
  SignInCalendar,
  SignInResult,
} from '@croupier/contracts';
import { apiGet, apiPost } from '../api/http.ts';
import { refreshAccount } from '../session/refreshAccount.ts';

/** The member centre's missions, leaderboards and sign-in calls (docs/api-additions.md, ADR 0040). */
export const MISSION_KEYS = {
  missions: (language: string) => ['me', 'missions', language] as const,
  leaderboards: (language: string) => ['me', 'leaderboards', language] as const,
  signIn: (month: string) => ['me', 'sign-in', month] as const,
};

export function useMissions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: MISSION_KEYS.missions(i18n.language),
    queryFn: ({ signal }) => apiGet<MissionSummary>(`/missions?language=${i18n.language}`, { signal }),
  });
}

export function useLeaderboards() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: MISSION_KEYS.leaderboards(i18n.language),
    queryFn: ({ signal }) => apiGet<LeaderboardView[]>(`/leaderboards?language=${i18n.language}`, { signal }),
  });
}

/** A month's calendar; '' asks for the brand's current month. */
export function useSignInCalendar(month: string) {
  return useQuery({
    queryKey: MISSION_KEYS.signIn(month),
    queryFn: ({ signal }) =>
      apiGet<SignInCalendar>(month ? `/sign-in?month=${month}` : '/sign-in', { signal }),
  });
}

/** A claim or a check-in pays a bonus: the balance, the badges and these pages are read again. */
function useAfterReward() {
  const queryClient = useQueryClient();
  return () => refreshAccount(queryClient);
}

export function useClaimMission() {
  const after = useAfterReward();
  return useMutation({
    mutationFn: (id: string) => apiPost<MissionClaim>(`/missions/${encodeURIComponent(id)}/claim`),
    onSettled: after,
  });
}

export function useSignIn() {
  const after = useAfterReward();
  return useMutation({ mutationFn: () => apiPost<SignInResult>('/sign-in'), onSettled: after });
}
