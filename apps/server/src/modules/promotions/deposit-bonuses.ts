import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import type { Job } from '../../platform/jobs.ts';
import { consumeAll, MONEY_STREAM, type StreamBatch } from '../bets/index.ts';
import { findBrandById, type BrandRow } from '../brands/index.ts';
import { creditedDepositsIn, type CreditedDeposit } from '../deposits/index.ts';
import { findPlayerById } from '../players/index.ts';
import { inAudience } from './audience.ts';
import { payReward } from './rewards.ts';
import { promotionEntries, promotions, type PromotionRow } from './schema.ts';

/** The deposit bonuses' cursor on the money stream. */
export const DEPOSIT_BONUS_CONSUMER = 'promotions.deposit-bonuses';

/**
 * Money-stream rows per batch. A batch is one transaction, and every consumer of the server waits for it to end
 * before reading past it (ADR 0018): paying each qualifying deposit costs a few queries, so batches stay small.
 */
const BATCH_SIZE = 250;
const DEPOSIT_KINDS = ['first_deposit', 'reload', 'daily_first_deposit'];

/** Whether the deposit is the kind of deposit the promotion rewards (first ever, first of the day, a later one). */
export function depositQualifies(promotion: PromotionRow, deposit: CreditedDeposit): boolean {
  if (promotion.minDeposit !== null && deposit.amount < promotion.minDeposit) return false;
  if (deposit.creditedAt < promotion.startsAt || deposit.creditedAt >= promotion.endsAt) return false;
  if (promotion.kind === 'first_deposit') return deposit.first;
  if (promotion.kind === 'daily_first_deposit') return deposit.firstOfDay;
  return promotion.kind === 'reload' && !deposit.first;
}

/** The bonus on a deposit: a percent (hundredths) of it up to the cap, or the fixed amount. */
export function depositBonusOf(promotion: PromotionRow, deposit: bigint): bigint {
  if (promotion.rewardType === 'fixed') return promotion.rewardValue;
  const bonus = (deposit * promotion.rewardValue) / 10_000n;
  return promotion.rewardCap !== null && bonus > promotion.rewardCap ? promotion.rewardCap : bonus;
}

/**
 * Pays the deposit's bonus of one promotion, in a savepoint of the caller's transaction: a spent budget pays
 * nothing and leaves the rest of the work standing. Returns whether a bonus was paid.
 */
export async function payDepositBonus(
  tx: Transaction,
  brand: BrandRow,
  promotion: PromotionRow,
  deposit: CreditedDeposit,
): Promise<boolean> {
  const amount = depositBonusOf(promotion, deposit.amount);
  if (amount <= 0n) return false;
  try {
    return await tx.transaction(async (savepoint) => {
      const reward = await payReward(savepoint, {
        promotion,
        brand,
        playerId: deposit.playerId,
        amount,
        deposit: deposit.amount,
        at: sql`${deposit.creditedAt.toISOString()}::timestamptz`,
        sourceRef: `deposit:${deposit.id}`,
      });
      return reward !== null;
    });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'PROMOTION_BUDGET_SPENT') return false;
    throw error;
  }
}

/** The deposit promotions each player had joined, with when they joined. */
async function joinedDepositPromotions(tx: Transaction, deposits: CreditedDeposit[]) {
  return tx
    .select({
      playerId: promotionEntries.playerId,
      joinedAt: promotionEntries.joinedAt,
      promotion: promotions,
    })
    .from(promotionEntries)
    .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
    .where(
      and(
        inArray(promotionEntries.playerId, [...new Set(deposits.map((deposit) => deposit.playerId))]),
        eq(promotions.enabled, true),
        inArray(promotions.kind, DEPOSIT_KINDS),
      ),
    )
    .orderBy(asc(promotions.id));
}

/** Pays the bonuses a batch of the money stream's credited deposits earned, in the batch's transaction. */
async function payBatch(tx: Transaction, batch: StreamBatch): Promise<void> {
  const deposits = await creditedDepositsIn(tx, { table: MONEY_STREAM.table, where: batch.where });
  if (deposits.length === 0) return;
  const entries = await joinedDepositPromotions(tx, deposits);
  const brands = new Map<bigint, BrandRow>();
  for (const deposit of deposits) {
    for (const { playerId, joinedAt, promotion } of entries) {
      if (playerId !== deposit.playerId || joinedAt > deposit.creditedAt) continue;
      if (!depositQualifies(promotion, deposit)) continue;
      // Joined while admitted, but the audience may have changed since (a new VIP level, a team move).
      const player = await findPlayerById(tx, deposit.brandId, playerId);
      if (!player || !(await inAudience(tx, promotion, player))) continue;
      const brand = brands.get(deposit.brandId) ?? (await findBrandById(tx, deposit.brandId))!;
      brands.set(brand.id, brand);
      await payDepositBonus(tx, brand, promotion, deposit);
    }
  }
}

/** Pays the deposit bonuses of every deposit credited since the last run; returns the rows consumed. */
export async function payDepositBonuses(db: Database): Promise<number> {
  return consumeAll(db, {
    consumer: DEPOSIT_BONUS_CONSUMER,
    source: MONEY_STREAM,
    batchSize: BATCH_SIZE,
    apply: payBatch,
  });
}

/**
 * The deposit bonuses on the job runner: often, so a bonus lands within seconds of the deposit. Every worker
 * runs it on every tick and a batch claims its rows by locking the consumer's cursor (as the real-time salary
 * does): under the job's lease, a worker SIGKILLed mid-batch would hold up everyone's bonuses for a minute.
 */
export const depositBonusJob: Job = {
  name: 'promotions.deposit-bonuses',
  everyMs: 5_000,
  claimsOwnWork: true,
  run: async (db) => {
    await payDepositBonuses(db);
  },
};
