import type { VendorTransferStatus } from '@croupier/contracts';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { vendorNamesOf } from '../catalogue/index.ts';
import { playerIdsNamed, usernamesByIds } from '../players/index.ts';
import { vendorWalletTransfers } from './schema.ts';

export interface TransferListRow {
  transfer: typeof vendorWalletTransfers.$inferSelect;
  username: string;
  vendorName: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A page of the brand's vendor-wallet transfers, newest first. `q` is a transfer id (what a vendor's support
 * quotes), a username (any case) or a player id, so one box finds a player's or a vendor's complaint.
 */
export async function listBrandTransfers(
  db: Executor,
  props: {
    brandId: bigint;
    q?: string;
    vassalage?: string;
    status?: VendorTransferStatus;
    page: number;
    pageSize: number;
  },
): Promise<{ total: number; rows: TransferListRow[] }> {
  const t = vendorWalletTransfers;
  const q = props.q?.trim();
  const where = and(
    eq(t.brandId, props.brandId),
    ...(props.vassalage ? [eq(t.vassalage, props.vassalage)] : []),
    ...(props.status ? [eq(t.status, props.status)] : []),
    ...(q
      ? [
          or(
            inArray(t.playerId, playerIdsNamed(props.brandId, q)),
            ...(UUID.test(q) ? [eq(t.transferId, q.toLowerCase())] : []),
            ...(/^[1-9][0-9]{0,17}$/.test(q) ? [eq(t.playerId, BigInt(q))] : []),
          )!,
        ]
      : []),
  );
  const transfers = await db
    .select()
    .from(t)
    .where(where)
    .orderBy(desc(t.id))
    .limit(props.pageSize)
    .offset((props.page - 1) * props.pageSize);
  const usernames = await usernamesByIds(
    db,
    transfers.map((transfer) => transfer.playerId),
  );
  const vendorNames = await vendorNamesOf(
    db,
    transfers.map((transfer) => transfer.vassalage),
  );
  const rows = transfers.map((transfer) => ({
    transfer,
    username: usernames.get(transfer.playerId)!,
    vendorName: vendorNames.get(transfer.vassalage) ?? null,
  }));
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(t)
    .where(where);
  return { total: Number(counted?.total ?? 0), rows };
}
