import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@croupier/contracts';
import { apiGet } from '../api/http.ts';

/**
 * The brand's notices now showing, in the player's language. The key starts with 'announcements': the
 * socket's `announcement` event refetches it (useRealtime.ts), and a language change loads the other texts.
 * The home page's marquee shows them: requested at start with the first data (site/firstData.ts).
 */
export const announcementsQuery = (language: string) => ({
  queryKey: ['announcements', language],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<Announcement[]>(`/announcements?language=${language}`, { signal }),
  staleTime: 60_000,
});

export function useAnnouncements() {
  const { i18n } = useTranslation();
  return useQuery(announcementsQuery(i18n.language));
}
