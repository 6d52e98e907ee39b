import type { AuditEntry, Page } from '@croupier/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog } from './schema.ts';
import { pageCount } from '../../platform/paging.ts';

export interface AuditRecord {
  brandId: bigint;
  operatorId: bigint | null;
  operatorName: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  ip: string;
}

/** Written inside the transaction of the change it describes, so a change never lands without its record. */
export async function recordAudit(tx: Executor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values(record);
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
