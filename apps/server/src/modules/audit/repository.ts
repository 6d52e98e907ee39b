import type { AuditEntry, Page } from '@croupier/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { inTransaction, type Database, type Executor, type Transaction } from '../../db/client.ts';
import { holdBrandKey } from '../brands/index.ts';
import { chainHash, type AuditRecord } from './chain.ts';
import { auditChainHeads, auditLog } from './schema.ts';
import { pageCount } from '../../platform/paging.ts';

/**
 * Written inside the transaction of the change it describes, so a change never lands without its record.
 * The brand's chain head stays locked until that transaction ends, so the brand's rows form one chain
 * whatever runs at the same time; given the database rather than a transaction, it opens its own.
 */
/** Who did an operator action: the brand it was done in, the operator, and where from. */
export interface OperatorActor {
  brand: { id: bigint };
  operator: { id: bigint; username: string };
  ip: string;
}

/** `recordAudit` for an operator's change of one thing (`target`, e.g. `promotion:12`). */
export function recordOperatorAudit(
  db: Executor,
  actor: OperatorActor,
  change: { action: string; target: string; before: unknown; after: unknown },
): Promise<void> {
  return recordAudit(db, {
    brandId: actor.brand.id,
    operatorId: actor.operator.id,
    operatorName: actor.operator.username,
    ip: actor.ip,
    ...change,
  });
}

export async function recordAudit(db: Executor, record: AuditRecord): Promise<void> {
  if (db instanceof PgTransaction) return appendToChain(db as Transaction, record);
  await inTransaction(db as Database, (tx) => appendToChain(tx, record));
}

async function appendToChain(tx: Transaction, record: AuditRecord): Promise<void> {
  // Locks in the order a brand settings change takes them: the brand, then the chain (holdBrandKey).
  await holdBrandKey(tx, record.brandId);
  // Creating the head on a brand's first row and locking it on every later one is one statement: the update
  // on conflict waits for any other writer of the brand and answers the head as that writer left it.
  const [head] = await tx
    .insert(auditChainHeads)
    .values({ brandId: record.brandId })
    .onConflictDoUpdate({ target: auditChainHeads.brandId, set: { brandId: sql`excluded.brand_id` } })
    .returning({
      lastHash: auditChainHeads.lastHash,
      nowMs: sql<bigint>`(extract(epoch from date_trunc('milliseconds', app_now())) * 1000)::bigint`,
    });
  // The time is hashed, so it is taken here at the precision a JavaScript Date keeps and stored as such.
  const createdAt = new Date(Number(head!.nowMs));
  const row = { ...record, createdAt, previousHash: head!.lastHash };
  const hash = chainHash(row);
  const [inserted] = await tx
    .insert(auditLog)
    .values({ ...row, hash })
    .returning({ id: auditLog.id });
  await tx
    .update(auditChainHeads)
    .set({ lastId: inserted!.id, lastHash: hash })
    .where(eq(auditChainHeads.brandId, record.brandId));
}

export async function listAudit(
  db: Executor,
  brandId: bigint,
  page: number,
  pageSize: number,
): Promise<Page<AuditEntry>> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(eq(auditLog.brandId, brandId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.brandId, brandId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = count?.n ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id.toString(),
      operator: row.operatorName,
      action: row.action,
      target: row.target,
      before: row.before,
      after: row.after,
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
    })),
    page,
    pageSize,
    total,
    totalPages: pageCount(total, pageSize),
  };
}
