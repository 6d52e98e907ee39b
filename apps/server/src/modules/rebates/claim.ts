import { WHITELABEL_FLAGS, isFlagOn, type RebateAccrual } from '@croupier/contracts';
import { currencyOf, toDecimalString } from '@croupier/money';
import { readAppNow } from '../../db/clock.ts';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { grantBonus } from '../bonuses/index.ts';
import type { BrandRow } from '../brands/index.ts';
import { periodContaining, type Period } from '../settlements/index.ts';
import { amountsByType, rebatesOfDay, type PlayerRebate } from './accrual.ts';
import { findDay, recordClaim } from './repository.ts';

/** The brand-local day now, and what it has earned the player so far. */
async function today(db: Executor, brand: BrandRow, playerId: bigint): Promise<[Period, PlayerRebate]> {
  const day = periodContaining('daily', brand.timezone, await readAppNow(db));
  const [rebate] = await rebatesOfDay(db, { brand, day, playerId });
  return [day, rebate!];
}

/** `GET /api/v1/rebates`: today's accrual by game type, what a claim took of it and what a claim would pay. */
export async function rebateAccrual(db: Database, brand: BrandRow, playerId: bigint): Promise<RebateAccrual> {
  const [day, rebate] = await today(db, brand, playerId);
  const claimedDay = await findDay(db, playerId, day.key);
  const claimed = claimedDay?.claimedAt ? claimedDay.claimed : 0n;
  const currency = currencyOf(brand.currencyCode);
  const money = (amount: bigint) => toDecimalString(amount, currency);
  return {
    period: day.key,
    level: rebate.terms.level,
    label: rebate.terms.label,
    items: rebate.lines.map((line) => ({
      gameType: line.gameType,
      validBet: money(line.validBet),
      rate: line.rate,
      amount: money(line.amount),
    })),
    total: money(rebate.total),
    claimed: money(claimed),
    claimable: money(claimedDay?.claimedAt ? 0n : rebate.total),
    manual: isFlagOn(brand.whitelabel, WHITELABEL_FLAGS.manualRebate),
  };
}

/**
 * Manual rebate (flag `MANUALREBATE`): pays what today has accrued now, as a bonus with the level's wagering
 * multiple, at most once per day; the daily run pays the rest of the day after it closes. The claim's row and
 * its bonus are written in one transaction, so concurrent claims pay once.
 */
export async function claimRebate(
  db: Database,
  brand: BrandRow,
  playerId: bigint,
): Promise<{ amount: bigint }> {
  if (!isFlagOn(brand.whitelabel, WHITELABEL_FLAGS.manualRebate))
    throw new DomainError('OPERATION_DISABLED', 'Manual rebate is not offered on this site.');
  const [day, rebate] = await today(db, brand, playerId);
  if ((await findDay(db, playerId, day.key))?.claimedAt)
    throw new DomainError('REBATE_ALREADY_CLAIMED', 'Today’s rebate was claimed already.');
  if (rebate.total === 0n) throw new DomainError('NOTHING_TO_CLAIM', 'No rebate has accrued today yet.');
  return inTransaction(db, async (tx) => {
    const recorded = await recordClaim(tx, {
      brandId: brand.id,
      playerId,
      day: day.key,
      level: rebate.terms.level,
      amount: rebate.total,
      byType: amountsByType(rebate.lines),
    });
    if (!recorded) throw new DomainError('REBATE_ALREADY_CLAIMED', 'Today’s rebate was claimed already.');
    await grantBonus(tx, {
      brandId: brand.id,
      playerId,
      currency: brand.currencyCode,
      amount: rebate.total,
      requirement: rebate.total * BigInt(rebate.terms.wageringMultiple),
      source: { kind: 'rebate', ref: `claim:${day.key}` },
      idempotencyKey: `rebate:${playerId}:${day.key}:claim`,
      reason: `Rebate claimed ${day.key}`,
    });
    return { amount: rebate.total };
  });
}
