import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminLeaderboard,
  AdminMission,
  LeaderboardInput,
  LeaderboardPatch,
  LeaderboardResult,
  MissionInput,
  MissionPatch,
  SignInSettings,
} from '@croupier/contracts';
import { api } from '../api/client.ts';
import { useInvalidateWithAudit } from '../api/queries.ts';

/** The console's missions, leaderboards and sign-in calls (docs/api-additions.md). */
const KEYS = {
  missions: ['missions'] as const,
  leaderboards: ['leaderboards'] as const,
  results: (id: string) => ['leaderboards', id, 'results'] as const,
  signIn: ['sign-in', 'settings'] as const,
};

export const useMissions = () =>
  useQuery({ queryKey: KEYS.missions, queryFn: () => api<AdminMission[]>('GET', '/missions') });
export const useLeaderboards = () =>
  useQuery({ queryKey: KEYS.leaderboards, queryFn: () => api<AdminLeaderboard[]>('GET', '/leaderboards') });
export const useLeaderboardResults = (id: string) =>
  useQuery({
    queryKey: KEYS.results(id),
    queryFn: () => api<LeaderboardResult[]>('GET', `/leaderboards/${encodeURIComponent(id)}/results`),
  });
export const useSignInSettings = () =>
  useQuery({ queryKey: KEYS.signIn, queryFn: () => api<SignInSettings>('GET', '/sign-in/settings') });

export function useSaveSignInSettings() {
  const invalidate = useInvalidateWithAudit();
  return useMutation({
    mutationFn: (body: SignInSettings) => api<SignInSettings>('PUT', '/sign-in/settings', body),
    onSuccess: () => invalidate(KEYS.signIn),
  });
}

export function useCreateMission() {
  const invalidate = useInvalidateWithAudit();
  return useMutation({
    mutationFn: (body: MissionInput) => api<AdminMission>('POST', '/missions', body),
    onSuccess: () => invalidate(KEYS.missions),
  });
}

export function usePatchMission() {
  const invalidate = useInvalidateWithAudit();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: MissionPatch }) =>
      api<AdminMission>('PATCH', `/missions/${encodeURIComponent(id)}`, patch),
    onSuccess: () => invalidate(KEYS.missions),
  });
}

export function useCreateLeaderboard() {
  const invalidate = useInvalidateWithAudit();
  return useMutation({
    mutationFn: (body: LeaderboardInput) => api<AdminLeaderboard>('POST', '/leaderboards', body),
    onSuccess: () => invalidate(KEYS.leaderboards),
  });
}

export function usePatchLeaderboard() {
  const invalidate = useInvalidateWithAudit();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: LeaderboardPatch }) =>
      api<AdminLeaderboard>('PATCH', `/leaderboards/${encodeURIComponent(id)}`, patch),
    onSuccess: () => invalidate(KEYS.leaderboards),
  });
}
