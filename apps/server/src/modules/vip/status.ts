import type { VipStatus } from '@croupier/contracts';
import { currencyOf, toDecimalString } from '@croupier/money';
import { readAppNow } from '../../db/clock.ts';
import type { Executor } from '../../db/client.ts';
import type { BrandRow } from '../brands/index.ts';
import type { MemberFacts, PlayerRow } from '../players/index.ts';
import { readWithdrawalRules, type DailyCountOf } from '../withdrawals/index.ts';
import { levelOf, playerLevel, playerLevels, readLadder, toLevelView } from './levels.ts';
import { qualificationsOver, windowEndingOn } from './qualification.ts';

const shortfall = (needed: bigint, have: bigint) => (needed > have ? needed - have : 0n);

/**
 * `GET /api/v1/vip`: the caller's level and what the next level still needs over the window that ends today
 * (the evaluation after today closes judges the same window), with every level's benefits.
 */
export async function vipStatus(db: Executor, brand: BrandRow, playerId: bigint): Promise<VipStatus> {
  const [ladder, level, now, withdrawalRules] = await Promise.all([
    readLadder(db, brand.id),
    playerLevel(db, playerId),
    readAppNow(db),
    readWithdrawalRules(db, brand),
  ]);
  const window = windowEndingOn(brand.timezone, now, ladder.windowDays);
  const totals = (
    await qualificationsOver(db, { brandId: brand.id, timezone: brand.timezone, ...window, playerId })
  ).get(playerId) ?? { deposits: 0n, validBet: 0n };
  const currency = currencyOf(brand.currencyCode);
  const next = ladder.levels[level + 1];
  return {
    level,
    label: levelOf(ladder, level).label,
    deposits: toDecimalString(totals.deposits, currency),
    validBet: toDecimalString(totals.validBet, currency),
    windowDays: ladder.windowDays,
    next: next
      ? {
          level: next.level,
          label: next.label,
          depositNeeded: toDecimalString(shortfall(next.depositThreshold, totals.deposits), currency),
          validBetNeeded: toDecimalString(shortfall(next.validBetThreshold, totals.validBet), currency),
        }
      : null,
    // What each level may really withdraw a day, as the withdrawals module counts it.
    benefits: ladder.levels.map((row) => ({
      ...toLevelView(row, brand.currencyCode),
      withdrawalsPerDay: withdrawalsAt(row, withdrawalRules.dailyCount),
    })),
  };
}

/** `/me`'s `vip`, for the reader app.ts hands to the players' routes. */
export async function vipFactOf(
  db: Executor,
  player: PlayerRow,
  brand: BrandRow,
): Promise<Pick<MemberFacts, 'vip'>> {
  const [ladder, level] = await Promise.all([readLadder(db, brand.id), playerLevel(db, player.id)]);
  return { vip: { level, name: levelOf(ladder, level).label } };
}

export interface RebateTerms {
  level: number;
  label: string;
  /** Basis points per game type. */
  rates: Record<string, number>;
  wageringMultiple: number;
}

/** Each player's level with its rebate rates and wagering multiple, for rebates (level 0 without a row). */
export async function rebateTermsOf(
  db: Executor,
  brandId: bigint,
  playerIds: readonly bigint[],
): Promise<Map<bigint, RebateTerms>> {
  const [ladder, levels] = await Promise.all([readLadder(db, brandId), playerLevels(db, playerIds)]);
  return new Map(
    playerIds.map((playerId) => {
      const level = levels.get(playerId) ?? 0;
      const row = levelOf(ladder, level);
      return [
        playerId,
        { level, label: row.label, rates: row.rebateRates, wageringMultiple: row.wageringMultiple },
      ];
    }),
  );
}

/**
 * Withdrawals a day at a level: a level above 0 may allow more than the brand's withdrawal settings, never fewer
 * (a benefit); level 0 is everyone, whom the brand's settings govern.
 */
const withdrawalsAt = (row: { level: number; withdrawalsPerDay: number }, brandCount: number) =>
  row.level === 0 ? brandCount : Math.max(brandCount, row.withdrawalsPerDay);

/** The player's withdrawals a day, handed to the withdrawals module by the app. */
export const vipDailyWithdrawals: DailyCountOf = async (db, brand, player, brandCount) => {
  const [ladder, level] = await Promise.all([readLadder(db, brand.id), playerLevel(db, player.id)]);
  return withdrawalsAt(levelOf(ladder, level), brandCount);
};
