import type { PromotionReport } from '@croupier/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../platform/domain-errors.ts';
import type { BrandRow } from '../brands/index.ts';
import { money } from '../wallet/index.ts';
import * as repo from './repository.ts';
import { promotionApplications, promotionRewards } from './schema.ts';

/** `GET /admin-api/v1/promotions/{id}/report`: budget, spent, rewards paid and to claim, players, applications. */
export async function promotionReport(db: Executor, brand: BrandRow, id: bigint): Promise<PromotionReport> {
  const row = await repo.findPromotion(db, brand.id, id);
  if (!row) throw notFound('The promotion');
  const amount = (value: bigint) => money(value, brand.currencyCode);
  const rewards = await db
    .select({
      status: promotionRewards.status,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${promotionRewards.amount}), 0)::text`,
    })
    .from(promotionRewards)
    .where(eq(promotionRewards.promotionId, id))
    .groupBy(promotionRewards.status);
  const [players] = await db
    .select({ n: sql<number>`count(distinct ${promotionRewards.playerId})::int` })
    .from(promotionRewards)
    .where(eq(promotionRewards.promotionId, id));
  const applications = await db
    .select({ status: promotionApplications.status, n: sql<number>`count(*)::int` })
    .from(promotionApplications)
    .where(eq(promotionApplications.promotionId, id))
    .groupBy(promotionApplications.status);
  const paid = rewards.filter((r) => r.status !== 'claimable');
  return {
    budget: row.budget === null ? null : amount(row.budget),
    spent: amount(row.spent),
    paid: {
      count: paid.reduce((sum, r) => sum + r.count, 0),
      amount: amount(paid.reduce((sum, r) => sum + BigInt(r.amount), 0n)),
    },
    players: players?.n ?? 0,
    rewards: Object.fromEntries(
      rewards.map((r) => [r.status, { count: r.count, amount: amount(BigInt(r.amount)) }]),
    ),
    applications: Object.fromEntries(applications.map((a) => [a.status, a.n])),
  };
}
