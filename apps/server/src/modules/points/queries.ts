import type {
  PointEntry,
  PointExchange,
  PointExchangeAdmin,
  PointExchangeStatus,
  PointsBalance,
} from '@croupier/contracts';
import { currencyOf, toDecimalString } from '@croupier/money';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pageCount } from '../../platform/paging.ts';
import type { BrandRow } from '../brands/index.ts';
import { usernamesByIds } from '../players/index.ts';
import { ratesOf, ratesView } from './rates.ts';
import { pointAccounts, pointEntries, pointExchanges } from './schema.ts';
import { pointsText } from './values.ts';

interface Paging {
  page?: number;
  pageSize?: number;
}

const pageOf = async <T>(
  paging: Paging,
  total: Promise<{ value: number }[]>,
  items: (limit: number, offset: number) => Promise<T[]>,
) => {
  const page = paging.page ?? 1;
  const pageSize = paging.pageSize ?? 20;
  const [[counted], rows] = await Promise.all([total, items(pageSize, (page - 1) * pageSize)]);
  const all = counted?.value ?? 0;
  return { items: rows, page, pageSize, total: all, totalPages: pageCount(all, pageSize) };
};

/** `GET /api/v1/points`: the balance, earned and spent so far, and the brand's rates (the comparison table). */
export async function pointsBalance(db: Executor, brand: BrandRow, playerId: bigint): Promise<PointsBalance> {
  const [account] = await db.select().from(pointAccounts).where(eq(pointAccounts.playerId, playerId));
  return {
    balance: pointsText(account?.balance ?? 0n),
    earned: pointsText(account?.earned ?? 0n),
    spent: pointsText(account?.spent ?? 0n),
    rates: ratesView(await ratesOf(db, brand.id)),
  };
}

type ExchangeRow = typeof pointExchanges.$inferSelect;

/** Transaction numbers read like the rest of the site's records: a prefix and the id, padded. */
export const exchangeNumber = (id: bigint) => `PX${id.toString().padStart(8, '0')}`;

function toExchangeView(row: ExchangeRow, currencyCode: string): PointExchange {
  return {
    id: row.id.toString(),
    transactionNo: exchangeNumber(row.id),
    appliedAt: row.createdAt.toISOString(),
    goodsName: row.goodsName,
    kind: row.kind,
    quantity: row.quantity,
    status: row.status,
    pointsChange: pointsText(-row.points),
    pointsBalance: pointsText(row.balanceAfter),
    money: toDecimalString(row.money, currencyOf(currencyCode)),
    address: row.address,
    phone: row.phone,
    remark: row.remark,
  };
}

/** `GET /api/v1/points/records`: the player's exchanges, newest first. */
export function listExchanges(db: Executor, brand: BrandRow, playerId: bigint, paging: Paging) {
  const where = eq(pointExchanges.playerId, playerId);
  return pageOf(
    paging,
    db.select({ value: count() }).from(pointExchanges).where(where),
    async (limit, offset) =>
      (
        await db
          .select()
          .from(pointExchanges)
          .where(where)
          .orderBy(desc(pointExchanges.id))
          .limit(limit)
          .offset(offset)
      ).map((row) => toExchangeView(row, brand.currencyCode)),
  );
}

/** The console's exchanges of the brand, newest first, of one status or all. */
export function listExchangesForOperator(
  db: Executor,
  brand: BrandRow,
  query: Paging & { status?: PointExchangeStatus },
) {
  const conditions: SQL[] = [eq(pointExchanges.brandId, brand.id)];
  if (query.status) conditions.push(eq(pointExchanges.status, query.status));
  const where = and(...conditions);
  return pageOf(
    query,
    db.select({ value: count() }).from(pointExchanges).where(where),
    async (limit, offset): Promise<PointExchangeAdmin[]> => {
      const rows = await db
        .select()
        .from(pointExchanges)
        .where(where)
        .orderBy(desc(pointExchanges.id))
        .limit(limit)
        .offset(offset);
      const names = await usernamesByIds(
        db,
        rows.map((row) => row.playerId),
      );
      return rows.map((row) => ({
        ...toExchangeView(row, brand.currencyCode),
        playerId: row.playerId.toString(),
        username: names.get(row.playerId) ?? '',
      }));
    },
  );
}

/** `GET /api/v1/points/details`: every change of the player's points with its kind, newest first. */
export function listPointEntries(db: Executor, playerId: bigint, paging: Paging) {
  const where = eq(pointEntries.playerId, playerId);
  return pageOf(
    paging,
    db.select({ value: count() }).from(pointEntries).where(where),
    async (limit, offset): Promise<PointEntry[]> =>
      (
        await db
          .select()
          .from(pointEntries)
          .where(where)
          .orderBy(desc(pointEntries.id))
          .limit(limit)
          .offset(offset)
      ).map((row) => ({
        id: row.id.toString(),
        at: row.createdAt.toISOString(),
        kind: row.kind,
        points: pointsText(row.points),
        balance: pointsText(row.balanceAfter),
        reference: row.reference,
      })),
  );
}
