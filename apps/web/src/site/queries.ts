import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Category, Site } from '@croupier/contracts';
import { apiGet } from '../api/http.ts';

export const siteQuery = {
  queryKey: ['site'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<Site>('/site', { signal }),
  staleTime: 60_000,
};

export function useSiteQuery() {
  return useQuery(siteQuery);
}

/** Inside the shell the site has loaded (SiteGate waits for it), so this never suspends there. */
export function useSite(): Site {
  return useSuspenseQuery(siteQuery).data;
}

export function useCategories() {
  // The lists are language-dependent server-side (spec §4: reload on language change).
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['categories', i18n.language],
    queryFn: ({ signal }) => apiGet<Category[]>(`/categories?language=${i18n.language}`, { signal }),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}
