import type { AdminBonusItem, BonusItem, ManualBonus } from '@croupier/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { inTransaction, type Database } from '../../db/client.ts';
import { DomainError, notFound } from '../../platform/domain-errors.ts';
import { findPlayerById } from '../players/index.ts';
import { parseAmount } from '../wallet/index.ts';
import { grantBonus } from './grant.ts';
import { auditAction, type OperatorAction } from './operator-action.ts';
import { toBonusItem } from './queries.ts';
import { bonuses } from './schema.ts';

/**
 * An operator grants a bonus by hand (source `manual`): requirement = multiple × amount. Audited in the grant's
 * transaction. The route runs it once per Idempotency-Key; the key of the money is the request's own.
 */
export async function grantManualBonus(
  db: Database,
  props: OperatorAction & { playerId: bigint; input: ManualBonus; requestKey: string | undefined },
): Promise<BonusItem> {
  const { brand, operator, input } = props;
  const player = await findPlayerById(db, brand.id, props.playerId);
  if (!player) throw notFound('The player');
  const amount = parseAmount(input.amount, brand.currencyCode);
  const maxStake =
    input.maxStake === undefined ? undefined : parseAmount(input.maxStake, brand.currencyCode, 'maxStake');
  // Without a key the request is its own: a retry of it grants again, as the operator asked twice.
  const key = `manual:${operator.id}:${props.requestKey ?? randomUUID()}`;
  return inTransaction(db, async (tx) => {
    const { bonus, replayed } = await grantBonus(tx, {
      brandId: brand.id,
      playerId: player.id,
      currency: brand.currencyCode,
      amount,
      requirement: amount * BigInt(input.multiple),
      ...(maxStake === undefined ? {} : { maxStake }),
      source: { kind: 'manual', ref: `operator:${operator.id}` },
      idempotencyKey: key,
      grantedBy: operator.id,
      reason: input.reason,
    });
    const item = toBonusItem(bonus);
    if (replayed) return item;
    await auditAction(tx, props, {
      action: 'bonus.grant',
      target: `player:${player.username}`,
      before: null,
      after: { ...item, multiple: input.multiple, maxStake: input.maxStake ?? null, reason: input.reason },
    });
    return item;
  });
}

/** An operator ends an open requirement with a reason (the bonus money stays); audited. */
export async function cancelRequirement(
  db: Database,
  props: OperatorAction & { bonusId: bigint; reason: string },
): Promise<AdminBonusItem['status']> {
  const { brand, operator } = props;
  return inTransaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(bonuses)
      .where(and(eq(bonuses.id, props.bonusId), eq(bonuses.brandId, brand.id)))
      .for('update');
    if (!before) throw notFound('The bonus');
    if (before.status !== 'open')
      throw new DomainError('INVALID_STATE', 'Only an open requirement can be cancelled.');
    const [after] = await tx
      .update(bonuses)
      .set({
        status: 'cancelled',
        closedAt: sql`app_now()`,
        closedBy: operator.id,
        closeReason: props.reason,
      })
      .where(eq(bonuses.id, before.id))
      .returning();
    await auditAction(tx, props, {
      action: 'bonus.cancel',
      target: `bonus:${before.id}`,
      before: toBonusItem(before),
      after: { ...toBonusItem(after!), reason: props.reason },
    });
    return after!.status;
  });
}
