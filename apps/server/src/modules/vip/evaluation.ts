import { and, eq, ne, sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../../db/client.ts';
import { grantBonus } from '../bonuses/index.ts';
import type { BrandClock } from '../brands/index.ts';
import type { Period, RunKind } from '../settlements/index.ts';
import { playerLevels, readLadder, type LevelRow } from './levels.ts';
import { highestMet, qualificationsOver, windowEndingOn } from './qualification.ts';
import { playerVipLevels, vipUpgrades } from './schema.ts';

export const VIP_EVALUATION_KIND = 'vip-evaluation';

/**
 * Moves one player up one level for a period, once: the level row's `evaluated_period` and its level as read
 * guard the update, so a re-run of the period (or a second worker) moves nobody twice; the upgrade row is unique
 * per (player, level) and the bonus key `vip:<player>:<level>`, so a level's bonus is paid once ever. All in one
 * transaction: a crash leaves the player either not moved or moved and paid.
 */
async function moveUp(
  db: Database,
  props: { brand: BrandClock; period: Period; playerId: bigint; from: number; to: LevelRow },
): Promise<bigint | undefined> {
  const { brand, period, playerId, to } = props;
  return inTransaction(db, async (tx) => {
    const [moved] = await tx
      .insert(playerVipLevels)
      .values({ playerId, brandId: brand.id, level: to.level, evaluatedPeriod: period.key })
      .onConflictDoUpdate({
        target: playerVipLevels.playerId,
        set: { level: to.level, evaluatedPeriod: period.key, updatedAt: sql`app_now()` },
        setWhere: and(eq(playerVipLevels.level, props.from), ne(playerVipLevels.evaluatedPeriod, period.key)),
      })
      .returning({ level: playerVipLevels.level });
    if (!moved) return undefined;
    const [upgrade] = await tx
      .insert(vipUpgrades)
      .values({ brandId: brand.id, playerId, level: to.level, period: period.key, bonus: to.upgradeBonus })
      .onConflictDoNothing()
      .returning({ id: vipUpgrades.id });
    if (!upgrade || to.upgradeBonus === 0n) return 0n;
    const { bonus } = await grantBonus(tx, {
      brandId: brand.id,
      playerId,
      currency: brand.currencyCode,
      amount: to.upgradeBonus,
      requirement: to.upgradeBonus * BigInt(to.wageringMultiple),
      source: { kind: 'vip', ref: `level:${to.level}` },
      idempotencyKey: `vip:${playerId}:${to.level}`,
      reason: `VIP ${to.label}`,
    });
    await tx.update(vipUpgrades).set({ bonusId: bonus.id }).where(eq(vipUpgrades.id, upgrade.id));
    return to.upgradeBonus;
  });
}

/**
 * The daily VIP evaluation (DOMAIN.md "VIP, points"): each player active in the qualification window that ends
 * with the period goes up one level when they met a higher level's thresholds, never more, never down (ADR 0031).
 */
export const vipEvaluationRun: RunKind = {
  name: VIP_EVALUATION_KIND,
  cadence: 'daily',
  async settle({ db, brand, period }) {
    const ladder = await readLadder(db, brand.id);
    const window = windowEndingOn(brand.timezone, period.start, ladder.windowDays);
    const totals =
      ladder.levels.length > 1
        ? await qualificationsOver(db, { brandId: brand.id, timezone: brand.timezone, ...window })
        : new Map();
    const levels = await playerLevels(db, [...totals.keys()]);
    let upgraded = 0;
    let paid = 0n;
    for (const [playerId, qualification] of totals) {
      const from = levels.get(playerId) ?? 0;
      if (highestMet(ladder, qualification).level <= from) continue;
      const to = ladder.levels[from + 1];
      if (!to) continue;
      const bonus = await moveUp(db, { brand, period, playerId, from, to });
      if (bonus === undefined) continue;
      upgraded++;
      paid += bonus;
    }
    return {
      inputs: {
        windowDays: ladder.windowDays,
        windowFrom: window.from.toISOString(),
        windowTo: window.to.toISOString(),
        levels: ladder.levels.length,
        players: totals.size,
      },
      // Minor units, as every run's money figures.
      outputs: { upgraded, paid: paid.toString() },
    };
  },
};
