import { VENDOR_TRANSFER_STATUSES, type VendorTransferStatus } from '@croupier/contracts';
import { vendorStatusFilters, type VendorStatusFilters } from '../ui/vendorStatusFilters.ts';

const transferFilters = vendorStatusFilters({
  statuses: VENDOR_TRANSFER_STATUSES,
  maxQuery: 100,
  apiPath: '/vendor-transfers',
});
export type TransferFilters = VendorStatusFilters<VendorTransferStatus>;
export const NO_TRANSFER_FILTERS = transferFilters.none;
export const parseTransferFilters = transferFilters.parse;
export const transferFiltersToParams = transferFilters.toParams;
export const transfersApiPath = transferFilters.apiPath;

/**
 * A pending transfer the retry job has already asked about without a final answer: the vendor is down or
 * does not know the outcome, and support may have to step in.
 */
export const isStuck = (transfer: { status: VendorTransferStatus; attempts: number }) =>
  transfer.status === 'pending' && transfer.attempts > 0;
