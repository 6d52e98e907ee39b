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

/** The navigation's categories; also requested at start (firstData.ts) under the same key. */
export const categoriesQuery = (language: string) => ({
  queryKey: ['categories', language],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<Category[]>(`/categories?language=${language}`, { signal }),
  staleTime: 60_000,
});

export function useCategories() {
  // The lists are language-dependent server-side (spec §4: reload on language change).
  const { i18n } = useTranslation();
  return useQuery({ ...categoriesQuery(i18n.language), placeholderData: (previous) => previous });
}
