import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Category, CustomerService, Language, Site } from '@croupier/contracts';
import { translatedIn } from '@croupier/contracts/constants';
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

/** A customer-service link's title in the page's language, English when the operator gave no translation. */
export function useCsTitle(): (link: CustomerService) => string {
  const { i18n } = useTranslation();
  return (link) => translatedIn(link.title, link.titles, i18n.language as Language);
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
  return useQuery({
    ...categoriesQuery(i18n.language),
    placeholderData: (previous) => previous,
    refetchInterval: untilOffered,
  });
}

/**
 * While the lobby offers nothing (no vendor connected yet: the in-house studio registers a while after the
 * platform starts), ask again every 15 s, so the navigation and home rows appear without a reload.
 */
export const untilOffered = (query: { state: { data?: readonly unknown[] | undefined } }) =>
  query.state.data && query.state.data.length > 0 ? false : 15_000;
