import type { Language, PromotionKind, RewardCentre, RewardClaim, RewardStatus } from '@croupier/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { notFound } from '../../platform/domain-errors.ts';
import type { BrandRow } from '../brands/index.ts';
import type { PlayerRow } from '../players/index.ts';
import { money } from '../wallet/index.ts';
import * as repo from './repository.ts';
import { claimOldestReward } from './rewards.ts';
import { promotionRewards, promotions } from './schema.ts';

/** An unexpired reward waiting for the player's claim. */
const claimable = sql`${promotionRewards.status} = 'claimable'
  and (${promotionRewards.expiresAt} is null or ${promotionRewards.expiresAt} > app_now())`;

const REWARD_CENTRE_SIZE = 100;

/** `POST /api/v1/promotions/{id}/claim`: pays the caller's reward waiting in this promotion, once. */
export async function claimPromotionReward(
  db: Database,
  brand: BrandRow,
  player: PlayerRow,
  id: bigint,
): Promise<RewardClaim> {
  return inTransaction(db, async (tx) => {
    const row = await repo.findPromotion(tx, brand.id, id);
    if (!row) throw notFound('The promotion');
    const reward = await claimOldestReward(tx, brand, row, player.id);
    return { status: 'claimed', amount: money(reward.amount, brand.currencyCode) };
  });
}

/** How many rewards the player can claim now: `/me`'s `availablePromos`, the member menu's badge. */
export async function claimableRewardCount(db: Executor, player: PlayerRow): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promotionRewards)
    .where(and(eq(promotionRewards.playerId, player.id), claimable));
  return row?.n ?? 0;
}

/**
 * `GET /api/v1/rewards`: the reward centre — rewards to claim first, then the latest paid ones — and how
 * many of each status the player has.
 */
export async function rewardCentre(
  db: Executor,
  brand: BrandRow,
  player: PlayerRow,
  language: Language,
): Promise<RewardCentre> {
  const shownStatus = sql<RewardStatus>`case when ${claimable} then 'claim_reward'
    when ${promotionRewards.status} = 'claimable' then 'expired' else ${promotionRewards.status} end`;
  const rows = await db
    .select({
      reward: promotionRewards,
      status: shownStatus,
      titles: promotions.titles,
      kind: promotions.kind,
    })
    .from(promotionRewards)
    .innerJoin(promotions, eq(promotions.id, promotionRewards.promotionId))
    .where(and(eq(promotionRewards.playerId, player.id), sql`not (${shownStatus} = 'expired')`))
    .orderBy(sql`${shownStatus} = 'claim_reward' desc`, desc(promotionRewards.id))
    .limit(REWARD_CENTRE_SIZE);
  const counts = Object.fromEntries(
    (
      await db
        .select({ status: shownStatus, n: sql<number>`count(*)::int` })
        .from(promotionRewards)
        .where(eq(promotionRewards.playerId, player.id))
        .groupBy(shownStatus)
    ).map((row) => [row.status, row.n]),
  );
  return {
    items: rows.map(({ reward, status, titles, kind }) => ({
      id: reward.id.toString(),
      source: titles[language] ?? titles.EN ?? '',
      promotionId: reward.promotionId.toString(),
      kind: kind as PromotionKind,
      amount: money(reward.amount, brand.currencyCode),
      status,
      expiresAt: status === 'claim_reward' ? (reward.expiresAt?.toISOString() ?? null) : null,
      createdAt: reward.createdAt.toISOString(),
    })),
    counts: {
      claim_reward: counts.claim_reward ?? 0,
      issued: counts.issued ?? 0,
      claimed: counts.claimed ?? 0,
    },
  };
}
