import type { WithdrawalStatus } from '@croupier/contracts';
import { and, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import type { ProofImage } from '../../platform/image-form-http.ts';
import { playerIdsNamedFrom, usernamesByIds } from '../players/index.ts';
import { DEFAULT_AUTO_RECEIPT_MINUTES } from './settings.ts';
import { withdrawalProofs, withdrawals, withdrawalSettings, type WithdrawalRow } from './schema.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Serialises one kind of change per player until the transaction ends (a cap or a daily count stays exact). */
export async function lockPlayer(tx: Executor, playerId: bigint, purpose: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${purpose}:${playerId}`}, 0))`);
}

export async function insertWithdrawal(tx: Executor, values: typeof withdrawals.$inferInsert) {
  const [row] = await tx.insert(withdrawals).values(values).returning();
  return row!;
}

export async function setTransfer(tx: Executor, id: bigint, transferId: bigint): Promise<void> {
  await tx.update(withdrawals).set({ transferId }).where(eq(withdrawals.id, id));
}

/** Withdrawals a player asked for since `since`; rejected ones do not use up the day's allowance. */
export async function countRequestedSince(tx: Executor, playerId: bigint, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.playerId, playerId),
        gte(withdrawals.createdAt, since),
        ne(withdrawals.status, 'rejected'),
      ),
    );
  return row?.n ?? 0;
}

export async function findWithdrawal(db: Executor, brandId: bigint, id: bigint) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.brandId, brandId)));
  return row;
}

/**
 * Moves a withdrawal from one of `from` to a new status with its details, only if it is still in one of them:
 * of two concurrent clicks the row lock lets one through and the other finds the status changed.
 */
export async function transition(
  tx: Executor,
  props: {
    brandId: bigint;
    id: bigint;
    from: readonly WithdrawalStatus[];
    playerId?: bigint;
    set: PgUpdateSetSource<typeof withdrawals>;
  },
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .update(withdrawals)
    .set({ ...props.set, updatedAt: sql`app_now()` })
    .where(
      and(
        eq(withdrawals.id, props.id),
        eq(withdrawals.brandId, props.brandId),
        inArray(withdrawals.status, [...props.from]),
        props.playerId === undefined ? undefined : eq(withdrawals.playerId, props.playerId),
      ),
    )
    .returning();
  return row;
}

export interface ListFilter {
  brandId: bigint;
  playerId?: bigint;
  status?: WithdrawalStatus;
  /** Start of a username, case-insensitive. */
  account?: string;
  from?: Date;
  to?: Date;
  page: number;
  pageSize: number;
}

export async function listWithdrawals(db: Executor, filter: ListFilter) {
  const conditions: (SQL | undefined)[] = [
    eq(withdrawals.brandId, filter.brandId),
    filter.playerId === undefined ? undefined : eq(withdrawals.playerId, filter.playerId),
    filter.status ? eq(withdrawals.status, filter.status) : undefined,
    filter.account
      ? inArray(withdrawals.playerId, playerIdsNamedFrom(filter.brandId, filter.account))
      : undefined,
    filter.from ? gte(withdrawals.createdAt, filter.from) : undefined,
    filter.to ? lt(withdrawals.createdAt, filter.to) : undefined,
  ];
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  const page = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const usernames = await usernamesByIds(
    db,
    page.map((withdrawal) => withdrawal.playerId),
  );
  const rows = page.map((withdrawal) => ({ withdrawal, account: usernames.get(withdrawal.playerId)! }));
  const counts = await proofCounts(
    db,
    rows.map((r) => r.withdrawal.id),
  );
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) => ({ ...r, images: counts.get(r.withdrawal.id) ?? 0 })),
  };
}

async function proofCounts(db: Executor, ids: bigint[]): Promise<Map<bigint, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: withdrawalProofs.withdrawalId, n: count() })
    .from(withdrawalProofs)
    .where(inArray(withdrawalProofs.withdrawalId, ids))
    .groupBy(withdrawalProofs.withdrawalId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export type { ProofImage };

export async function insertProofs(tx: Executor, withdrawalId: bigint, images: ProofImage[]): Promise<void> {
  if (images.length === 0) return;
  await tx.insert(withdrawalProofs).values(
    images.map((image, index) => ({
      withdrawalId,
      position: index + 1,
      contentType: image.contentType,
      size: image.data.byteLength,
      data: image.data,
    })),
  );
}

export async function listProofs(db: Executor, withdrawalId: bigint) {
  return db
    .select({
      n: withdrawalProofs.position,
      contentType: withdrawalProofs.contentType,
      size: withdrawalProofs.size,
    })
    .from(withdrawalProofs)
    .where(eq(withdrawalProofs.withdrawalId, withdrawalId))
    .orderBy(withdrawalProofs.position);
}

export async function readProof(db: Executor, withdrawalId: bigint, position: number) {
  const [row] = await db
    .select({ contentType: withdrawalProofs.contentType, data: withdrawalProofs.data })
    .from(withdrawalProofs)
    .where(and(eq(withdrawalProofs.withdrawalId, withdrawalId), eq(withdrawalProofs.position, position)));
  // pg answers a Buffer and PGlite a Uint8Array: one Buffer view either way, without copying.
  return (
    row && {
      contentType: row.contentType,
      data: Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength),
    }
  );
}

/**
 * Paid withdrawals whose brand's receipt window has run out count as received (spec §4), a batch at a time;
 * SKIP LOCKED leaves rows a player or operator is changing right now to the next run.
 */
export async function receiveOverdue(db: Executor, limit: number, brandId: bigint): Promise<number> {
  return rowsOf<{ id: bigint }>(
    await db.execute(sql`
      update ${withdrawals} set status = 'received', received_how = 'auto', received_at = app_now(), updated_at = app_now()
      where id in (
        select w.id from ${withdrawals} w
        left join ${withdrawalSettings} s on s.brand_id = w.brand_id
        where w.status = 'paid' and w.brand_id = ${brandId}
          and w.paid_at <= app_now() - make_interval(mins => coalesce(s.auto_receipt_minutes, ${DEFAULT_AUTO_RECEIPT_MINUTES}))
        order by w.paid_at
        limit ${limit}
        for update of w skip locked)
      and status = 'paid'
      returning id`),
  ).length;
}
