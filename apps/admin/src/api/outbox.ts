import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@croupier/contracts';
import { api } from './client.ts';

/** A message the built-in `outbox` SMS / e-mail provider kept instead of sending (API.md "Operator"). */
export interface OutboxMessage {
  id: string;
  to: string;
  channel: 'sms' | 'email';
  body: string;
  createdAt: string;
}

/** `path` is the list URL with its query (outbox/filters.ts), so the cache key is the request itself. */
export function useOutbox(path: string) {
  return useQuery({
    queryKey: ['outbox', path],
    queryFn: () => api<Page<OutboxMessage>>('GET', path),
    // Keep the current page on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
