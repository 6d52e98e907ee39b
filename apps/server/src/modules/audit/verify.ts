import type { AuditChainVerdict } from '@croupier/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chainHash } from './chain.ts';
import { auditChainHeads, auditLog } from './schema.ts';

type ChainBreak = NonNullable<AuditChainVerdict['firstBroken']>['reason'];

const BATCH = 500;

/**
 * Recomputes the brand's chain from what is stored, oldest first, in one snapshot so rows appended while
 * it runs neither break it nor go unseen.
 */
export async function verifyAuditChain(db: Database, brandId: bigint): Promise<AuditChainVerdict> {
  return db.transaction(
    async (tx) => {
      const [head] = await tx.select().from(auditChainHeads).where(eq(auditChainHeads.brandId, brandId));
      let afterId = head?.chainStartsAfterId ?? 0n;
      let previous: { id: bigint; hash: string } | null = null;
      let checked = 0;
      for (;;) {
        const rows = await tx
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.brandId, brandId), gt(auditLog.id, afterId)))
          .orderBy(asc(auditLog.id))
          .limit(BATCH);
        for (const row of rows) {
          const broken = (reason: ChainBreak): AuditChainVerdict => ({
            ok: false,
            checked,
            firstBrokenId: row.id.toString(),
            firstBroken: {
              id: row.id.toString(),
              createdAt: row.createdAt.toISOString(),
              action: row.action,
              reason,
            },
          });
          if (!row.hash) return broken('unchained');
          if ((row.previousHash ?? null) !== (previous?.hash ?? null)) return broken('unlinked');
          if (chainHash(row) !== row.hash) return broken('altered');
          if (head?.lastId == null || row.id > head.lastId) return broken('beyond-head');
          checked++;
          previous = { id: row.id, hash: row.hash };
        }
        if (rows.length < BATCH) break;
        afterId = rows[rows.length - 1]!.id;
      }
      const endsAtHead = previous?.id === (head?.lastId ?? undefined) && previous?.hash === head?.lastHash;
      if (head?.lastId != null && !endsAtHead)
        return {
          ok: false,
          checked,
          firstBrokenId: head.lastId.toString(),
          firstBroken: { id: head.lastId.toString(), createdAt: null, action: null, reason: 'missing' },
        };
      return { ok: true, checked };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
