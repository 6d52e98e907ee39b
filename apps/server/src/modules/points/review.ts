import type { PointExchangeReview } from '@croupier/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import { recordOperatorAudit, type OperatorActor } from '../audit/index.ts';
import { movePoints } from './balance.ts';
import { pointExchanges, pointGoods } from './schema.ts';

/**
 * An operator decides an In Process exchange: `pass` (the goods are sent) or `reject` with a reason, which
 * returns the points and the stock. The status changes from in_process by one guarded update, so two
 * operators deciding at once decide once, and a rejection returns the points exactly once. Audited.
 */
export async function reviewExchange(
  db: Database,
  actor: OperatorActor,
  exchangeId: bigint,
  input: PointExchangeReview,
): Promise<{ id: string; status: 'passed' | 'rejected' }> {
  const remark = input.remark.trim();
  if (input.decision === 'reject' && !remark) throw validationFailed({ remark: 'REQUIRED' });
  const status = input.decision === 'pass' ? 'passed' : 'rejected';
  return inTransaction(db, async (tx) => {
    const [exchange] = await tx
      .update(pointExchanges)
      .set({ status, remark, reviewedBy: actor.operator.id, reviewedAt: sql`app_now()` })
      .where(
        and(
          eq(pointExchanges.id, exchangeId),
          eq(pointExchanges.brandId, actor.brand.id),
          eq(pointExchanges.status, 'in_process'),
        ),
      )
      .returning();
    if (!exchange) {
      const [found] = await tx
        .select({ id: pointExchanges.id })
        .from(pointExchanges)
        .where(and(eq(pointExchanges.id, exchangeId), eq(pointExchanges.brandId, actor.brand.id)));
      if (!found) throw notFound('The exchange');
      throw new DomainError('INVALID_STATE', 'This exchange has been decided already.');
    }
    if (status === 'rejected') {
      await tx
        .update(pointGoods)
        .set({
          remaining: sql`${pointGoods.remaining} + ${exchange.quantity}`,
          redeemed: sql`${pointGoods.redeemed} - ${exchange.quantity}`,
        })
        .where(eq(pointGoods.id, exchange.goodsId));
      await movePoints(tx, {
        brandId: exchange.brandId,
        playerId: exchange.playerId,
        kind: 'refund',
        move: 'refund',
        points: exchange.points,
        key: `points:refund:${exchange.id}`,
        reference: `exchange:${exchange.id}`,
      });
    }
    await recordOperatorAudit(tx, actor, {
      action: `points.exchange.${input.decision}`,
      target: `point-exchange:${exchange.id}`,
      before: { status: 'in_process' },
      after: { status, remark },
    });
    return { id: exchange.id.toString(), status };
  });
}
