import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  GameRtpReport,
  GameRtpRow,
  GgrReport,
  Page,
  RoundLookup,
  RoundSummary,
} from '@croupier/contracts';
import { api } from '../api/client.ts';
import { gameRtpApiPath, type GameRtpFilters } from './gameRtpRules.ts';

const keys = {
  rounds: (path: string) => ['rounds', 'list', path] as const,
  round: (id: string) => ['rounds', 'detail', id] as const,
  ggr: (path: string) => ['ggr', path] as const,
};

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

/** `path` is the report URL with its query (gameRtpRules.ts), so the cache key is the request itself. */
export function useGameRtp(path: string, enabled: boolean) {
  return useQuery({
    queryKey: ['game-rtp', path],
    queryFn: () => api<GameRtpReport>('GET', path),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The server's largest page, and how many the CSV reads at most (20,000 games: every game a vendor may list). */
const CSV_PAGE_SIZE = 100;
const CSV_MAX_PAGES = 200;

/**
 * Every row of the report for the CSV, page after page (the table shows one page; a download means all of it).
 * Sequential on purpose: the report is a heavy query, and a burst of parallel ones would load the database.
 */
export async function fetchAllGameRtp(
  filters: GameRtpFilters,
): Promise<{ rows: GameRtpRow[]; totals: GameRtpReport['totals'] }> {
  const rows: GameRtpRow[] = [];
  let totals: GameRtpReport['totals'] = [];
  for (let page = 1; page <= CSV_MAX_PAGES; page++) {
    const report = await api<GameRtpReport>('GET', gameRtpApiPath({ ...filters, page }, CSV_PAGE_SIZE));
    rows.push(...report.items);
    totals = report.totals;
    if (page >= report.totalPages) break;
  }
  return { rows, totals };
}
