import { parsePage } from '../players/filters.ts';

/** Outbox filter: `?to=&page=`, with the same rules as the players list. */
export interface OutboxFilters {
  to: string;
  page: number;
}

export function parseOutboxFilters(params: URLSearchParams): OutboxFilters {
  return { to: (params.get('to') ?? '').trim(), page: parsePage(params.get('page')) };
}

export function outboxFiltersToParams(filters: OutboxFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.to) params.to = filters.to;
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

/** API.md answers the outbox as a plain newest-first list; the console asks for the recent ones and pages them itself. */
export const OUTBOX_LIMIT = 500;

export function outboxApiPath(filters: OutboxFilters): string {
  const query = new URLSearchParams({ limit: String(OUTBOX_LIMIT) });
  if (filters.to) query.set('to', filters.to);
  return `/outbox?${query.toString()}`;
}
