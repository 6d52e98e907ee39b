import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@croupier/contracts';
import { apiGet } from '../api/http.ts';

/**
 * The brand's notices now showing, in the player's language. The key starts with 'announcements': the
 * socket's `announcement` event refetches it (useRealtime.ts), and a language change loads the other texts.
 */
export function useAnnouncements() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: ['announcements', language],
    queryFn: ({ signal }) => apiGet<Announcement[]>(`/announcements?language=${language}`, { signal }),
    staleTime: 60_000,
  });
}
