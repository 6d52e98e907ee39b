import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../../db/client.ts';
import { netLossesOf } from '../bets/index.ts';
import { findBrandById } from '../brands/index.ts';
import type { Period, RunKind } from '../settlements/index.ts';
import { offerReward } from './rewards.ts';
import { promotionEntries, promotions, type PromotionRow } from './schema.ts';

/** How long a cashback waits for its claim after its period closes. */
const CLAIM_DAYS = 7;

const PERIOD_OF = { daily: 'day', weekly: 'week', monthly: 'month' } as const;

/** The cashback of a net loss: the promotion's percent (hundredths) of it, up to its cap. */
export function cashbackOf(promotion: PromotionRow, loss: bigint): bigint {
  const back =
    promotion.rewardType === 'fixed' ? promotion.rewardValue : (loss * promotion.rewardValue) / 10_000n;
  return promotion.rewardCap !== null && back > promotion.rewardCap ? promotion.rewardCap : back;
}

/** Offers one promotion's cashback for the closed period to each player who joined it and lost in it. */
async function offerCashback(db: Database, promotion: PromotionRow, period: Period) {
  const brand = (await findBrandById(db, promotion.brandId))!;
  const joined = await db
    .select({ playerId: promotionEntries.playerId })
    .from(promotionEntries)
    .where(and(eq(promotionEntries.promotionId, promotion.id), lt(promotionEntries.joinedAt, period.end)));
  const from = promotion.startsAt > period.start ? promotion.startsAt : period.start;
  const to = promotion.endsAt < period.end ? promotion.endsAt : period.end;
  const losses = await netLossesOf(
    db,
    brand,
    { from, to },
    joined.map((row) => row.playerId),
  );
  let offered = 0n;
  for (const [playerId, loss] of losses) {
    const amount = cashbackOf(promotion, loss);
    if (amount <= 0n) continue;
    const reward = await inTransaction(db, (tx) =>
      offerReward(
        tx,
        {
          promotion,
          brand,
          playerId,
          amount,
          at: sql`${period.start.toISOString()}::timestamptz`,
          sourceRef: `cashback:${period.key}`,
        },
        sql`${period.end.toISOString()}::timestamptz + make_interval(days => ${CLAIM_DAYS})`,
      ),
    );
    if (reward) offered += amount;
  }
  return { players: joined.length, losers: losses.size, offered };
}

/**
 * The cashback promotions of one period length, as a settlement run (ADR 0017): when a brand's period closes,
 * each running cashback promotion of that length offers its players a percent of their net loss in it, to claim
 * within a week. Nothing moves until the claim; a re-run offers nothing twice (one reward per period).
 */
export function cashbackRun(cadence: keyof typeof PERIOD_OF): RunKind {
  return {
    name: `promotion-cashback-${cadence}`,
    cadence,
    async settle({ db, brand, period }) {
      const running = await db
        .select()
        .from(promotions)
        .where(
          and(
            eq(promotions.brandId, brand.id),
            eq(promotions.kind, 'cashback'),
            eq(promotions.enabled, true),
            eq(promotions.perPeriod, PERIOD_OF[cadence]),
            lt(promotions.startsAt, period.end),
            gt(promotions.endsAt, period.start),
          ),
        );
      const outputs: Record<string, { players: number; losers: number; offered: string }> = {};
      for (const promotion of running) {
        const { players, losers, offered } = await offerCashback(db, promotion, period);
        outputs[promotion.id.toString()] = { players, losers, offered: offered.toString() };
      }
      return { inputs: { promotions: running.length }, outputs };
    },
  };
}

export const cashbackRuns = [cashbackRun('daily'), cashbackRun('weekly'), cashbackRun('monthly')];
