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

export function outboxApiPath(filters: OutboxFilters, pageSize: number): string {
  const query = new URLSearchParams({
    ...outboxFiltersToParams(filters),
    page: String(filters.page),
    pageSize: String(pageSize),
  });
  return `/outbox?${query.toString()}`;
}
