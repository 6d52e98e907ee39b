import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LotteryAdminGame, LotteryAdminIssuesPage, LotteryVoidResult } from '@croupier/contracts';
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
