import type { OperatorRole } from '@croupier/contracts/constants';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@croupier/contracts/withdrawal-rules';
import { parsePage } from '../players/filters.ts';

/** One page of the withdrawal queue as the URL carries it: `?status=&q=&from=&to=&page=`. */
export interface WithdrawalFilters {
  status: WithdrawalStatus | null;
  q: string;
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : '');

export function parseWithdrawalFilters(params: URLSearchParams): WithdrawalFilters {
  const status = params.get('status');
  return {
    // An unknown status in a hand-edited link shows everything instead of an empty queue.
    status: WITHDRAWAL_STATUSES.find((s) => s === status) ?? null,
    q: (params.get('q') ?? '').trim(),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: parsePage(params.get('page')),
  };
}

/** The URL query for `filters`, leaving out defaults so the plain queue stays at a plain /withdrawals. */
export function withdrawalFiltersToParams(filters: WithdrawalFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.status) params.status = filters.status;
  if (filters.q) params.q = filters.q;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

export function withdrawalsApiPath(filters: WithdrawalFilters, pageSize: number): string {
  const query = new URLSearchParams({
    ...withdrawalFiltersToParams(filters),
    page: String(filters.page),
    pageSize: String(pageSize),
  });
  return `/withdrawals?${query.toString()}`;
}

/** Who sees withdrawals (support answers players' questions) and who decides on them; the server enforces both. */
export const canSeeWithdrawals = (role: OperatorRole | undefined) => role !== undefined && role !== 'viewer';
export const canActOnWithdrawals = (role: OperatorRole | undefined) =>
  role === 'owner' || role === 'admin' || role === 'finance';

/** Which decisions a withdrawal in `status` can still take (the server's MOVES). */
export function actionsFor(status: WithdrawalStatus): ('approve' | 'reject' | 'paid' | 'force-receipt')[] {
  switch (status) {
    case 'pending':
      return ['approve', 'reject'];
    case 'approved':
      return ['paid', 'reject'];
    case 'paid':
    case 'disputed':
      return ['force-receipt'];
    default:
      return [];
  }
}
