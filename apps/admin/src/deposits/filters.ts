import type { DepositStatus } from '@croupier/contracts';
import type { OperatorRole } from '@croupier/contracts/constants';
import { parsePage } from '../players/filters.ts';

/**
 * One page of the deposit queue as the URL carries it. The queue opens on what needs a decision (pending);
 * `status=all` shows every deposit.
 */
export interface DepositFilters {
  status: DepositStatus | 'all';
  player: string;
  channelId: string;
  from: string;
  to: string;
  page: number;
}

export const DEFAULT_FILTERS: DepositFilters = {
  status: 'pending',
  player: '',
  channelId: '',
  from: '',
  to: '',
  page: 1,
};

// The schema package is not bundled into the console; the type keeps this list in step with it.
export const DEPOSIT_STATUSES: readonly DepositStatus[] = ['pending', 'approved', 'rejected', 'expired'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseDepositFilters(params: URLSearchParams): DepositFilters {
  const status = params.get('status');
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    status: status === 'all' ? 'all' : (DEPOSIT_STATUSES.find((s) => s === status) ?? 'pending'),
    player: (params.get('player') ?? '').trim(),
    channelId: /^[1-9]\d{0,17}$/.test(params.get('channelId') ?? '') ? params.get('channelId')! : '',
    from: day('from'),
    to: day('to'),
    page: parsePage(params.get('page')),
  };
}

/** Whether anything but the page differs from the plain queue (pending, everyone, all channels, any date). */
export function hasFilters(filters: DepositFilters): boolean {
  return Object.keys(depositFiltersToParams({ ...filters, page: 1 })).length > 0;
}

/** The URL query for `filters`, leaving out defaults so the plain queue stays at a plain /deposits. */
export function depositFiltersToParams(filters: DepositFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.status !== 'pending') params.status = filters.status;
  if (filters.player) params.player = filters.player;
  if (filters.channelId) params.channelId = filters.channelId;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

/** The API path for one page of the queue; `all` means no status filter. */
export function depositsApiPath(filters: DepositFilters, pageSize: number): string {
  const query = new URLSearchParams();
  if (filters.status !== 'all') query.set('status', filters.status);
  for (const key of ['player', 'channelId', 'from', 'to'] as const)
    if (filters[key]) query.set(key, filters[key]);
  query.set('page', String(filters.page));
  query.set('pageSize', String(pageSize));
  return `/deposits?${query.toString()}`;
}

/** Roles that approve and reject deposits and set up channels; the server enforces the same. */
const DEPOSIT_ROLES: readonly OperatorRole[] = ['owner', 'admin', 'finance'];

export function canDecideDeposits(role: OperatorRole | undefined): boolean {
  return role !== undefined && DEPOSIT_ROLES.includes(role);
}
