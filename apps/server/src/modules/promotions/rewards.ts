import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { grantBonus } from '../bonuses/index.ts';
import type { BrandRow } from '../brands/index.ts';
import { periodLabel } from './periods.ts';
import { promotionRewards, promotions, type PromotionRewardRow, type PromotionRow } from './schema.ts';

/** A reward about to be offered or paid: to whom, how much, and what earned it. */
export interface RewardGrant {
  promotion: PromotionRow;
  brand: Pick<BrandRow, 'id' | 'currencyCode' | 'timezone'>;
  playerId: bigint;
  amount: bigint;
  /** The deposit a deposit bonus came with: part of the requirement when the wagering base is bonus + deposit. */
  deposit?: bigint;
  /** The moment whose brand-local period the reward belongs to (the deposit's, the application's, now). */
  at: SQL;
  /** `deposit:<id>`, `application:<id>`, … */
  sourceRef: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Serialises the rewards of one player in one promotion until the transaction ends, so the per-player count
 * and the "this deposit was rewarded" check stay exact; the unique period key is the last word either way.
 */
async function lockPlayerRewards(tx: Executor, promotionId: bigint, playerId: bigint) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`promotion-reward:${promotionId}:${playerId}`}, 0))`,
  );
}

/**
 * The period key of the player's next reward, or null when the per-player limit is reached: the brand-local
 * period when the promotion has one, else the reward's ordinal.
 */
async function nextPeriodKey(tx: Executor, grant: RewardGrant): Promise<string | null> {
  const { promotion } = grant;
  const [row] = rowsOf<{ rewarded: number; label: string | null }>(
    await tx.execute(sql`
      select (select count(*)::int from promotion_rewards
          where promotion_id = ${promotion.id} and player_id = ${grant.playerId}) as rewarded,
        ${promotion.perPeriod ? periodLabel(sql`${promotion.perPeriod}::text`, grant.at, grant.brand.timezone) : sql`null`} as label`),
  );
  if (row!.rewarded >= promotion.perPlayer) return null;
  return row!.label ?? `n:${row!.rewarded + 1}`;
}

/** The reward already given for this source (a deposit the consumer paid before the player named it on join). */
async function rewardOfSource(tx: Executor, grant: RewardGrant) {
  const [row] = await tx
    .select()
    .from(promotionRewards)
    .where(
      and(
        eq(promotionRewards.promotionId, grant.promotion.id),
        eq(promotionRewards.playerId, grant.playerId),
        eq(promotionRewards.sourceRef, grant.sourceRef),
      ),
    );
  return row;
}

async function insertReward(
  tx: Executor,
  grant: RewardGrant,
  periodKey: string,
  status: 'claimable' | 'issued',
  expiresAt: SQL | null,
): Promise<PromotionRewardRow | undefined> {
  const [row] = await tx
    .insert(promotionRewards)
    .values({
      promotionId: grant.promotion.id,
      playerId: grant.playerId,
      periodKey,
      amount: grant.amount,
      status,
      sourceRef: grant.sourceRef,
      expiresAt: expiresAt ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Moves the reward's money, in the caller's transaction: reserves it from the budget in one guarded update (two
 * payments can never both fit where only one does) and grants the bonus with the promotion's wagering. A spent
 * budget is PROMOTION_BUDGET_SPENT and the transaction must roll back: nothing is paid.
 */
async function payOut(tx: Transaction, grant: RewardGrant, reward: PromotionRewardRow) {
  const { promotion } = grant;
  const reserved = await tx
    .update(promotions)
    .set({ spent: sql`${promotions.spent} + ${reward.amount}` })
    .where(
      and(
        eq(promotions.id, promotion.id),
        sql`(${promotions.budget} is null or ${promotions.spent} + ${reward.amount} <= ${promotions.budget})`,
      ),
    )
    .returning({ id: promotions.id });
  if (reserved.length === 0)
    throw new DomainError('PROMOTION_BUDGET_SPENT', 'This promotion has paid out its whole budget.');
  const base =
    promotion.wageringBase === 'bonus_deposit' ? reward.amount + (grant.deposit ?? 0n) : reward.amount;
  const { bonus } = await grantBonus(tx, {
    brandId: grant.brand.id,
    playerId: grant.playerId,
    currency: grant.brand.currencyCode,
    amount: reward.amount,
    requirement: BigInt(promotion.wageringMultiple ?? 0) * base,
    ...(promotion.contributions ? { contributions: promotion.contributions } : {}),
    ...(promotion.maxStake === null ? {} : { maxStake: promotion.maxStake }),
    source: { kind: 'promotion', ref: promotion.id.toString() },
    idempotencyKey: `promotion:${promotion.id}:${grant.playerId}:${reward.periodKey}`,
  });
  const [paid] = await tx
    .update(promotionRewards)
    .set({ bonusId: bonus.id, paidAt: sql`app_now()` })
    .where(eq(promotionRewards.id, reward.id))
    .returning();
  return paid!;
}

/**
 * Pays a reward at once (`issued`): a deposit bonus, an approved application. Null when the player already had
 * this source's reward, this period's, or all the per-player limit allows; PROMOTION_BUDGET_SPENT when the
 * budget cannot take it (the caller's transaction rolls back).
 */
export async function payReward(tx: Transaction, grant: RewardGrant): Promise<PromotionRewardRow | null> {
  await lockPlayerRewards(tx, grant.promotion.id, grant.playerId);
  if (await rewardOfSource(tx, grant)) return null;
  const periodKey = await nextPeriodKey(tx, grant);
  if (!periodKey) return null;
  const reward = await insertReward(tx, grant, periodKey, 'issued', null);
  return reward ? payOut(tx, grant, reward) : null;
}

/**
 * Offers a reward the player claims later (`claim reward`) until `expiresAt`; nothing moves yet. Null when
 * this source's or this period's reward exists already, or the per-player limit is reached.
 */
export async function offerReward(
  tx: Transaction,
  grant: RewardGrant,
  expiresAt: SQL,
): Promise<PromotionRewardRow | null> {
  await lockPlayerRewards(tx, grant.promotion.id, grant.playerId);
  if (await rewardOfSource(tx, grant)) return null;
  const periodKey = await nextPeriodKey(tx, grant);
  if (!periodKey) return null;
  return (await insertReward(tx, grant, periodKey, 'claimable', expiresAt)) ?? null;
}

/**
 * Pays the player's oldest unexpired claimable reward of the promotion. The guarded status change lets one of
 * any number of concurrent claims through; the others find nothing to claim. A spent budget leaves it
 * claimable (the caller's transaction rolls back).
 */
export async function claimOldestReward(
  tx: Transaction,
  brand: RewardGrant['brand'],
  promotion: PromotionRow,
  playerId: bigint,
): Promise<PromotionRewardRow> {
  const [claimed] = await tx
    .update(promotionRewards)
    .set({ status: 'claimed' })
    .where(
      and(
        eq(promotionRewards.status, 'claimable'),
        sql`${promotionRewards.id} = (select id from promotion_rewards where promotion_id = ${promotion.id}
          and player_id = ${playerId} and status = 'claimable' and (expires_at is null or expires_at > app_now())
          order by id limit 1)`,
      ),
    )
    .returning();
  if (!claimed) throw new DomainError('NOTHING_TO_CLAIM', 'There is no reward to claim here right now.');
  return payOut(
    tx,
    { promotion, brand, playerId, amount: claimed.amount, at: sql`app_now()`, sourceRef: claimed.sourceRef },
    claimed,
  );
}
