import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LotteryAdminGame,
  LotteryAdminIssuesPage,
  LotteryExposure,
  LotteryGgrRow,
  LotterySettings,
  LotteryVoidResult,
} from '@croupier/contracts';
import { api } from '../api/client.ts';

/** Issues open, close and draw every minute: the lists follow them at this pace. */
const LIVE_POLL_MS = 10_000;

export function useLotteryGames() {
  return useQuery({
    queryKey: ['lottery', 'games'],
    queryFn: () => api<LotteryAdminGame[]>('GET', '/lottery/games'),
    refetchInterval: LIVE_POLL_MS,
  });
}

export function useLotteryIssues(gameCode: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['lottery', 'issues', gameCode, page],
    queryFn: () =>
      api<LotteryAdminIssuesPage>(
        'GET',
        `/lottery/games/${encodeURIComponent(gameCode)}/issues?page=${page}&pageSize=${pageSize}`,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_POLL_MS,
  });
}

/** Voids an issue; the game's lists and the audit log read again after it. */
export function useVoidIssue(gameCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ issueNo, reason }: { issueNo: string; reason: string }) =>
      api<LotteryVoidResult>(
        'POST',
        `/lottery/games/${encodeURIComponent(gameCode)}/issues/${encodeURIComponent(issueNo)}/void`,
        { reason },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['lottery'] });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

export function useLotterySettings() {
  return useQuery({
    queryKey: ['lottery', 'settings'],
    queryFn: () => api<LotterySettings>('GET', '/lottery/settings'),
  });
}

/** Saves the brand's settings; the page shows what the server kept, and the audit log reads again. */
export function useSaveLotterySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: LotterySettings) => api<LotterySettings>('PUT', '/lottery/settings', settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(['lottery', 'settings'], saved);
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

/** Sales move the exposure by the second: while the issue is on sale it is read again at this pace. */
const EXPOSURE_POLL_MS = 3_000;

export function useLotteryExposure(gameCode: string, issueNo: string) {
  return useQuery({
    queryKey: ['lottery', 'exposure', gameCode, issueNo],
    queryFn: () =>
      api<LotteryExposure>(
        'GET',
        `/lottery/games/${encodeURIComponent(gameCode)}/issues/${encodeURIComponent(issueNo)}/exposure`,
      ),
    refetchInterval: (query) => (query.state.data?.status === 'open' ? EXPOSURE_POLL_MS : false),
  });
}

export function useLotteryGgr(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['lottery', 'ggr', range.from, range.to],
    queryFn: () => api<LotteryGgrRow[]>('GET', `/lottery/ggr?${new URLSearchParams(range).toString()}`),
    placeholderData: keepPreviousData,
  });
}
