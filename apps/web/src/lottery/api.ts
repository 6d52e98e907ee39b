import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  LotteryBet,
  LotteryBetResult,
  LotteryCurrentIssue,
  LotteryGame,
  LotteryPlay,
  LotteryPrizeMode,
  LotteryResult,
  LotteryResultsPage,
  LotteryTicketsPage,
} from '@croupier/contracts';
import { apiGet, apiPost } from '../api/http.ts';

/** The lottery calls of API.md "Lottery": games, plays, the issue on sale, results, tickets and the purchase. */

/** Games, named in the shown language, for each prize mode asked for (a page shows one or two modes). */
export function useLotteryGames(prizeModes: readonly LotteryPrizeMode[]) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: ['lottery', 'games', language, prizeModes],
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        prizeModes.map((mode) =>
          apiGet<LotteryGame[]>(`/lottery/games?prizeMode=${mode}&language=${language}`, { signal }),
        ),
      );
      return lists.flat();
    },
  });
}

export function usePlays(gameCode: string) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: ['lottery', 'plays', gameCode, language],
    queryFn: ({ signal }) =>
      apiGet<LotteryPlay[]>(`/lottery/games/${encodeURIComponent(gameCode)}/plays?language=${language}`, {
        signal,
      }),
  });
}

/** How often the issue on sale is asked for around its draw (the result shows within seconds) and otherwise. */
const DRAWING_POLL_MS = 2_000;
const SELLING_POLL_MS = 15_000;

/**
 * The issue on sale and the last draw; `drawing` while the page waits for a result (sales closed, or an issue
 * drawn and its result not here yet) asks every two seconds, there being no socket for draws.
 */
export function useCurrentIssue(gameCode: string, drawing: boolean) {
  return useQuery({
    queryKey: ['lottery', 'current', gameCode],
    queryFn: ({ signal }) =>
      apiGet<LotteryCurrentIssue>(`/lottery/games/${encodeURIComponent(gameCode)}/issues/current`, {
        signal,
      }),
    refetchInterval: drawing ? DRAWING_POLL_MS : SELLING_POLL_MS,
  });
}

export function useResults(gameCode: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['lottery', 'results', gameCode, page, pageSize],
    queryFn: ({ signal }) =>
      apiGet<LotteryResultsPage>(
        `/lottery/results?gameCode=${encodeURIComponent(gameCode)}&page=${page}&pageSize=${pageSize}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** One drawn issue with its seed (the results page links to it); a 404 until it is drawn. */
export function useResult(gameCode: string, issueNo: string) {
  return useQuery({
    queryKey: ['lottery', 'result', gameCode, issueNo],
    queryFn: ({ signal }) =>
      apiGet<LotteryResult>(
        `/lottery/games/${encodeURIComponent(gameCode)}/results/${encodeURIComponent(issueNo)}`,
        { signal },
      ),
    retry: false,
  });
}

/** The member's tickets: under `me`, so signing out drops them. */
export function useTickets(gameCode: string | undefined, page: number, pageSize: number) {
  const game = gameCode ? `gameCode=${encodeURIComponent(gameCode)}&` : '';
  return useQuery({
    queryKey: ['me', 'lottery-tickets', gameCode, page, pageSize],
    queryFn: ({ signal }) =>
      apiGet<LotteryTicketsPage>(`/lottery/tickets?${game}page=${page}&pageSize=${pageSize}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Buys a slip with the caller's Idempotency-Key: one per attempt, so pressing buy again on the same slip after
 * an answer that never came is charged once, and a slip bought and built again is a new purchase.
 */
export function useBuy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LotteryBet & { key: string }) =>
      apiPost<LotteryBetResult>(
        '/lottery/bets',
        { gameCode: request.gameCode, issueNo: request.issueNo, items: request.items },
        { headers: { 'Idempotency-Key': request.key } },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      void queryClient.invalidateQueries({ queryKey: ['lottery', 'current'] });
    },
  });
}
