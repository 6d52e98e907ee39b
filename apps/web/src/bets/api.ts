import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BetRecord, Page, Profit } from '@croupier/contracts';
import { apiGet } from '../api/http.ts';

/** The member centre's betting record and profit and loss: under `me`, so signing out drops them. */

/** The betting record names each game in the player's language, and reloads when it changes. */
export function useBets(query: string) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: ['me', 'bets', language, query],
    queryFn: ({ signal }) =>
      apiGet<Page<BetRecord>>(`/bets?${query}&language=${encodeURIComponent(language)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProfit(query: string) {
  return useQuery({
    queryKey: ['me', 'profit', query],
    queryFn: ({ signal }) => apiGet<Profit>(`/profit?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
