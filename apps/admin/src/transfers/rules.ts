import { VENDOR_TRANSFER_STATUSES, type VendorTransferStatus } from '@croupier/contracts';
import { parsePage } from '../players/filters.ts';
import { VASSALAGE } from '../vendors/rules.ts';

/** The transfer list's filters as the URL carries them: `?q=&vassalage=&status=&page=`. */
export interface TransferFilters {
  q: string;
  vassalage: string;
  status: VendorTransferStatus | null;
  page: number;
}
export const NO_TRANSFER_FILTERS: TransferFilters = { q: '', vassalage: '', status: null, page: 1 };

export function parseTransferFilters(params: URLSearchParams): TransferFilters {
  const vassalage = params.get('vassalage') ?? '';
  const status = params.get('status');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    vassalage: VASSALAGE.test(vassalage) ? vassalage : '',
    status: VENDOR_TRANSFER_STATUSES.find((s) => s === status) ?? null,
    page: parsePage(params.get('page')),
  };
}

/** The URL query for `filters`, defaults left out so the plain list stays at a plain /vendor-transfers. */
export function transferFiltersToParams(filters: TransferFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.q) params.q = filters.q;
  if (filters.vassalage) params.vassalage = filters.vassalage;
  if (filters.status) params.status = filters.status;
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

export function transfersApiPath(filters: TransferFilters, pageSize: number): string {
  const query = new URLSearchParams({
    ...transferFiltersToParams(filters),
    page: String(filters.page),
    pageSize: String(pageSize),
  });
  return `/vendor-transfers?${query.toString()}`;
}

/**
 * A pending transfer the retry job has already asked about without a final answer: the vendor is down or
 * does not know the outcome, and support may have to step in.
 */
export const isStuck = (transfer: { status: VendorTransferStatus; attempts: number }) =>
  transfer.status === 'pending' && transfer.attempts > 0;
