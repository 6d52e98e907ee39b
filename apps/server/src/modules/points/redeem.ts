import {
  DELIVERY_PHONE_PATTERN,
  type ErrorCode,
  type FieldErrorCode,
  isFlagOn,
  WHITELABEL_FLAGS,
  type PointRedeem,
  type PointRedeemAnswer,
} from '@croupier/contracts';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { DomainError, notFound } from '../../platform/domain-errors.ts';
import type { OnceWork, WorkResult } from '../../platform/once-work.ts';
import { grantBonus } from '../bonuses/index.ts';
import type { BrandRow } from '../brands/index.ts';
import type { PlayerRow } from '../players/index.ts';
import { checkPaymentPassword } from '../wallet/index.ts';
import { movePoints } from './balance.ts';
import { pointExchanges, pointGoods } from './schema.ts';

/** OPERATION_DISABLED unless the brand's points flag is on (the whole mall is behind it). */
export function requirePointsOn(brand: BrandRow): void {
  if (!isFlagOn(brand.whitelabel, WHITELABEL_FLAGS.points))
    throw new DomainError('OPERATION_DISABLED', 'The points mall is not offered on this site.');
}

/** Physical goods are sent: an address and a phone are required, and kept trimmed. */
function deliveryOf(input: PointRedeem): { address: string; phone: string } {
  const address = (input.address ?? '').trim();
  const phone = (input.phone ?? '').trim();
  const fields: Record<string, FieldErrorCode | ErrorCode> = {};
  if (!address) fields.address = 'REQUIRED';
  if (!phone) fields.phone = 'REQUIRED';
  else if (!DELIVERY_PHONE_PATTERN.test(phone)) fields.phone = 'PHONE_INVALID';
  if (Object.keys(fields).length > 0)
    throw new DomainError('VALIDATION_FAILED', 'Give an address and a phone for delivery.', fields);
  return { address, phone };
}

type RedeemWork = OnceWork<WorkResult<PointRedeemAnswer>>;

/**
 * A player redeems goods for points (API.md `POST /api/v1/points/redeem`). Checks that need no locks come first
 * (the flag, the goods, the delivery details, the slow payment-password hash); the work then takes the stock
 * and the points with guarded updates in one transaction, so concurrent redeems never sell more than the stock
 * nor spend more points than held. Cash goods are paid at once as a bonus from the promotions expense and the
 * exchange is `passed`; physical goods wait `in_process` for an operator.
 */
export async function redeemGoods(
  db: Database,
  props: { brand: BrandRow; player: PlayerRow; input: PointRedeem },
): Promise<RedeemWork> {
  const { brand, player, input } = props;
  requirePointsOn(brand);
  if (player.status !== 'active') throw new DomainError('ACCOUNT_FROZEN', 'This account is frozen.');
  const goodsId = BigInt(input.goodsId);
  const [goods] = await db
    .select()
    .from(pointGoods)
    .where(and(eq(pointGoods.id, goodsId), eq(pointGoods.brandId, brand.id), eq(pointGoods.active, true)));
  if (!goods) throw notFound('The goods');
  const delivery = goods.kind === 'physical' ? deliveryOf(input) : { address: '', phone: '' };
  await checkPaymentPassword(db, player, input.paymentPassword);
  return {
    fingerprint: { goodsId, quantity: input.quantity, ...delivery },
    run: (tx) => takeGoods(tx, { brand, player, goodsId, quantity: input.quantity, delivery }),
  };
}

async function takeGoods(
  tx: Transaction,
  props: {
    brand: BrandRow;
    player: PlayerRow;
    goodsId: bigint;
    quantity: number;
    delivery: { address: string; phone: string };
  },
): Promise<WorkResult<PointRedeemAnswer>> {
  const { brand, player, quantity } = props;
  const [goods] = await tx
    .update(pointGoods)
    .set({
      remaining: sql`${pointGoods.remaining} - ${quantity}`,
      redeemed: sql`${pointGoods.redeemed} + ${quantity}`,
    })
    .where(
      and(eq(pointGoods.id, props.goodsId), eq(pointGoods.active, true), gte(pointGoods.remaining, quantity)),
    )
    .returning();
  if (!goods) throw new DomainError('OUT_OF_STOCK', 'Not enough of this item is left.');
  const points = goods.pointsNeeded * BigInt(quantity);
  const money = goods.moneyValue * BigInt(quantity);
  const [exchange] = await tx
    .insert(pointExchanges)
    .values({
      brandId: brand.id,
      playerId: player.id,
      goodsId: goods.id,
      goodsName: goods.name,
      kind: goods.kind,
      quantity,
      points,
      balanceAfter: 0n,
      money,
      ...props.delivery,
      status: 'in_process',
    })
    .returning({ id: pointExchanges.id });
  const { id } = exchange!;
  const spent = await movePoints(tx, {
    brandId: brand.id,
    playerId: player.id,
    kind: 'redeem',
    move: 'spend',
    points,
    key: `points:redeem:${id}`,
    reference: `exchange:${id}`,
  });
  const status = goods.kind === 'cash' ? 'passed' : 'in_process';
  if (goods.kind === 'cash') await payCashGoods(tx, { brand, player, exchangeId: id, money, goods });
  await tx
    .update(pointExchanges)
    .set({
      balanceAfter: spent.balance,
      status,
      ...(status === 'passed' ? { reviewedAt: sql`app_now()` } : {}),
    })
    .where(eq(pointExchanges.id, id));
  return { outcome: 'created', body: { id: id.toString(), status } };
}

/** Cash goods credit their value as a bonus (from the promotions expense) with the goods' wagering multiple, keyed by the exchange. */
async function payCashGoods(
  tx: Executor,
  props: {
    brand: BrandRow;
    player: PlayerRow;
    exchangeId: bigint;
    money: bigint;
    goods: { name: string; wageringMultiple: number };
  },
) {
  await grantBonus(tx, {
    brandId: props.brand.id,
    playerId: props.player.id,
    currency: props.brand.currencyCode,
    amount: props.money,
    requirement: props.money * BigInt(props.goods.wageringMultiple),
    // The bonuses' sources are promotion, rebate, vip and manual: the mall is a promotion, named by its ref.
    source: { kind: 'points', ref: `points-exchange:${props.exchangeId}` },
    idempotencyKey: `points:exchange:${props.exchangeId}`,
    reason: `Points mall: ${props.goods.name}`,
  });
}
