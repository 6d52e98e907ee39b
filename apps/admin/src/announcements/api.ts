import { useMutation, useQuery } from '@tanstack/react-query';
import type { AnnouncementAdmin, AnnouncementInput, AnnouncementPatch } from '@croupier/contracts';
import { api } from '../api/client.ts';
import { useInvalidateWithAudit } from '../api/queries.ts';

const key = ['announcements'] as const;

/** Every change is audited, so the audit log is refetched with the list. */
function useInvalidate() {
  const invalidate = useInvalidateWithAudit();
  return () => invalidate(key);
}

export function useAnnouncements() {
  return useQuery({ queryKey: key, queryFn: () => api<AnnouncementAdmin[]>('GET', '/announcements') });
}

/** Creates (`id` null) or changes a notice; a change sends only what it changes (enable, disable) or everything. */
export function useSaveAnnouncement() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { id: null; body: AnnouncementInput } | { id: string; body: AnnouncementPatch }) =>
      input.id === null
        ? api<AnnouncementAdmin>('POST', '/announcements', input.body)
        : api<AnnouncementAdmin>('PATCH', `/announcements/${encodeURIComponent(input.id)}`, input.body),
    onSettled: invalidate,
  });
}

export function useDeleteAnnouncement() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/announcements/${encodeURIComponent(id)}`),
    onSettled: invalidate,
  });
}
