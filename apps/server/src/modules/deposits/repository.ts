import type { DepositStatus, Translations } from '@croupier/contracts';
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { playerIdsNamed, usernamesByIds } from '../players/index.ts';
import {
  depositChannels,
  deposits,
  type DepositChannelRow,
  type DepositRow,
  type NewDepositChannelRow,
} from './schema.ts';

// Channels -----------------------------------------------------------------------------------------------------

export async function listChannels(db: Executor, brandId: bigint, options: { enabledOnly?: boolean } = {}) {
  return db
    .select()
    .from(depositChannels)
    .where(
      and(
        eq(depositChannels.brandId, brandId),
        options.enabledOnly ? eq(depositChannels.enabled, true) : undefined,
      ),
    )
    .orderBy(asc(depositChannels.sortOrder), asc(depositChannels.id));
}

export async function findChannel(db: Executor, brandId: bigint, id: bigint) {
  const [row] = await db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.brandId, brandId), eq(depositChannels.id, id)));
  return row;
}

export async function insertChannel(db: Executor, values: NewDepositChannelRow): Promise<DepositChannelRow> {
  const [row] = await db.insert(depositChannels).values(values).returning();
  return row!;
}

export async function updateChannel(
  db: Executor,
  id: bigint,
  changes: Partial<NewDepositChannelRow>,
): Promise<DepositChannelRow> {
  const [row] = await db
    .update(depositChannels)
    .set({ ...changes, updatedAt: sql`app_now()` })
    .where(eq(depositChannels.id, id))
    .returning();
  return row!;
}

export async function deleteChannel(db: Executor, id: bigint) {
  await db.delete(depositChannels).where(eq(depositChannels.id, id));
}

export async function channelHasDeposits(db: Executor, id: bigint): Promise<boolean> {
  const rows = await db.select({ id: deposits.id }).from(deposits).where(eq(deposits.channelId, id)).limit(1);
  return rows.length > 0;
}

export async function countChannels(db: Executor, brandId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(depositChannels)
    .where(eq(depositChannels.brandId, brandId));
  return row?.n ?? 0;
}

// Deposits -----------------------------------------------------------------------------------------------------

export interface DepositWithChannel extends DepositRow {
  channelName: string;
  channelNames: Translations;
  channelType: 'bank' | 'gateway';
  gateway: string | null;
}

const withChannel = {
  channelName: depositChannels.name,
  channelNames: depositChannels.names,
  channelType: sql<'bank' | 'gateway'>`${depositChannels.type}`,
  gateway: depositChannels.gateway,
};

export async function insertDeposit(
  db: Executor,
  values: PgInsertValue<typeof deposits>,
): Promise<DepositRow> {
  const [row] = await db.insert(deposits).values(values).returning();
  return row!;
}

export async function findDeposit(
  db: Executor,
  brandId: bigint,
  id: bigint,
): Promise<DepositWithChannel | undefined> {
  const [row] = await db
    .select({ deposit: deposits, ...withChannel })
    .from(deposits)
    .innerJoin(depositChannels, eq(depositChannels.id, deposits.channelId))
    .where(and(eq(deposits.brandId, brandId), eq(deposits.id, id)));
  return (
    row && {
      ...row.deposit,
      channelName: row.channelName,
      channelNames: row.channelNames,
      channelType: row.channelType,
      gateway: row.gateway,
    }
  );
}

/** The first pay URL the gateway gave wins: concurrent replays of one request all show the same page. */
export async function setPayUrl(db: Executor, id: bigint, payUrl: string) {
  await db
    .update(deposits)
    .set({ payUrl })
    .where(and(eq(deposits.id, id), sql`${deposits.payUrl} is null`));
}

/**
 * Moves a deposit from one of `from` to `to`, guarded in the statement itself: of two concurrent deciders
 * (two operators, an operator and a callback, ten duplicate callbacks) exactly one finds the row still in a
 * `from` state; the others wait for its commit, then match nothing and get undefined.
 */
export async function moveDeposit(
  db: Executor,
  props: {
    id: bigint;
    from: readonly DepositStatus[];
    to: DepositStatus;
    decidedBy: string | null;
    reason?: string | null;
    gatewayReference?: string;
  },
): Promise<DepositRow | undefined> {
  const [row] = await db
    .update(deposits)
    .set({
      status: props.to,
      decidedBy: props.decidedBy,
      decidedAt: sql`app_now()`,
      ...(props.reason !== undefined ? { reason: props.reason } : {}),
      ...(props.gatewayReference !== undefined ? { gatewayReference: props.gatewayReference } : {}),
    })
    .where(and(eq(deposits.id, props.id), inArray(deposits.status, [...props.from])))
    .returning();
  return row;
}

interface Paging {
  page: number;
  pageSize: number;
}

async function pageOf(db: Executor, where: SQL | undefined, paging: Paging) {
  const [total] = await db.select({ n: count() }).from(deposits).where(where);
  const rows = await db
    .select({ deposit: deposits, ...withChannel })
    .from(deposits)
    .innerJoin(depositChannels, eq(depositChannels.id, deposits.channelId))
    .where(where)
    .orderBy(desc(deposits.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const usernames = await usernamesByIds(
    db,
    rows.map((r) => r.deposit.playerId),
  );
  return {
    total: total?.n ?? 0,
    items: rows.map((r) => ({
      ...r.deposit,
      account: usernames.get(r.deposit.playerId)!,
      channelName: r.channelName,
      channelNames: r.channelNames,
      channelType: r.channelType,
      gateway: r.gateway,
    })),
  };
}

export function listPlayerDeposits(
  db: Executor,
  query: Paging & { playerId: bigint; status?: DepositStatus | undefined },
) {
  return pageOf(
    db,
    and(eq(deposits.playerId, query.playerId), query.status ? eq(deposits.status, query.status) : undefined),
    query,
  );
}

export function listBrandDeposits(
  db: Executor,
  query: Paging & {
    brandId: bigint;
    status?: DepositStatus | undefined;
    account?: string | undefined;
    channelId?: bigint | undefined;
    from?: Date | undefined;
    to?: Date | undefined;
  },
) {
  return pageOf(
    db,
    and(
      eq(deposits.brandId, query.brandId),
      query.status ? eq(deposits.status, query.status) : undefined,
      query.account ? inArray(deposits.playerId, playerIdsNamed(query.brandId, query.account)) : undefined,
      query.channelId ? eq(deposits.channelId, query.channelId) : undefined,
      query.from ? gte(deposits.createdAt, query.from) : undefined,
      query.to ? lt(deposits.createdAt, query.to) : undefined,
    ),
    query,
  );
}

/**
 * Expires up to `limit` pending deposits whose time is up. SKIP LOCKED leaves alone a deposit that an operator
 * or a callback is deciding right now; whichever decision commits first stands.
 */
export async function expireDueDeposits(db: Executor, limit: number): Promise<number> {
  const result = await db.execute(sql`
    update deposits set status = 'expired', decided_at = app_now()
    where id in (
      select id from deposits where status = 'pending' and expires_at <= app_now()
      order by expires_at limit ${limit} for update skip locked)
    and status = 'pending'
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
