import { PLAYER_STATUSES, type PlayerStatus } from '@croupier/contracts';
import { normalTag } from '@croupier/contracts/player-tags';

/** One page of the players list as the URL carries it: `?q=&status=&tag=&page=`. */
export interface PlayerFilters {
  q: string;
  status: PlayerStatus | null;
  tag: string;
  page: number;
}

/** A page number from the URL; anything that is not a positive integer means the first page. */
export function parsePage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

export function parsePlayerFilters(params: URLSearchParams): PlayerFilters {
  const status = params.get('status');
  return {
    q: (params.get('q') ?? '').trim(),
    // An unknown status in a hand-edited link shows everyone instead of an empty list.
    status: PLAYER_STATUSES.find((s) => s === status) ?? null,
    tag: normalTag(params.get('tag') ?? ''),
    page: parsePage(params.get('page')),
  };
}

export const isFiltered = (filters: PlayerFilters) =>
  filters.q !== '' || filters.status !== null || filters.tag !== '';

/** The URL query for `filters`, leaving out defaults so the plain list stays at a plain /players. */
export function playerFiltersToParams(filters: PlayerFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.q) params.q = filters.q;
  if (filters.status) params.status = filters.status;
  if (filters.tag) params.tag = filters.tag;
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

/** The API path for one page of the list; the same defaults-free shape as the console URL. */
export function playersApiPath(filters: PlayerFilters, pageSize: number): string {
  const query = new URLSearchParams({
    ...playerFiltersToParams(filters),
    page: String(filters.page),
    pageSize: String(pageSize),
  });
  return `/players?${query.toString()}`;
}
