import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GameRtpReport, GameRtpRow } from '@croupier/contracts';
import { gameRtpApiPath, type GameRtpFilters } from '../bets/gameRtpRules.ts';
import { api } from './client.ts';

/** `path` is the report URL with its query (bets/gameRtpRules.ts), so the cache key is the request itself. */
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
