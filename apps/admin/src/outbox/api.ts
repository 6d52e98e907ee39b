import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxMessage, Page } from '@croupier/contracts';
import { api } from '../api/client.ts';

/** Cuts one page out of the newest-first list the server answers. */
export function pageOf(messages: OutboxMessage[], page: number, pageSize: number): Page<OutboxMessage> {
  const totalPages = Math.max(1, Math.ceil(messages.length / pageSize));
  const current = Math.min(Math.max(1, page), totalPages);
  return {
    items: messages.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    pageSize,
    total: messages.length,
    totalPages,
  };
}

/** `path` is the list URL with its query (outbox/filters.ts), so the cache key is the request itself. */
export function useOutbox(path: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['outbox', path],
    queryFn: () => api<OutboxMessage[]>('GET', path),
    select: (messages) => pageOf(messages, page, pageSize),
    // Keep the current list on screen while a new filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
