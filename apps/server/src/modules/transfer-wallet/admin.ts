import type { VendorTransferAdmin, VendorTransferQuery } from '@croupier/contracts';
import type { Database } from '../../db/client.ts';
import type { BrandRow } from '../brands/index.ts';
import { money } from '../wallet/index.ts';
import { listBrandTransfers, type TransferListRow } from './admin-repository.ts';
import { pageCount } from '../../platform/paging.ts';

const toAdmin = ({ transfer: row, username, vendorName }: TransferListRow): VendorTransferAdmin => ({
  id: row.id.toString(),
  transferId: row.transferId,
  vassalage: row.vassalage,
  vendorName: vendorName ?? row.vassalage,
  playerId: row.playerId.toString(),
  username,
  direction: row.direction,
  amount: money(row.amount, row.currency),
  currency: row.currency,
  status: row.status,
  vendorStatus: row.vendorStatus,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

/**
 * The operator's list of vendor-wallet transfers, so support can see which are still waiting for a vendor's
 * answer, how often the job has asked and why the last try failed (ADR 0008: the job never gives up on its own).
 */
export async function listVendorTransfers(db: Database, brand: BrandRow, query: VendorTransferQuery) {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? 20, 200);
  const { total, rows } = await listBrandTransfers(db, {
    brandId: brand.id,
    q: query.q,
    vassalage: query.vassalage,
    status: query.status,
    page,
    pageSize,
  });
  return {
    items: rows.map(toAdmin),
    page,
    pageSize,
    total,
    totalPages: pageCount(total, pageSize),
  };
}
