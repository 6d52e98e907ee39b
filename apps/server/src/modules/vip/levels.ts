import type { RebateRates, VipLevel, VipProgramme } from '@croupier/contracts';
import { currencyOf, parseMinor, toDecimalString } from '@croupier/money';
import { asc, eq, inArray } from 'drizzle-orm';
import { APP_NOW } from '../../db/app-now.ts';
import type { Executor } from '../../db/client.ts';
import { validationFailed } from '../../platform/domain-errors.ts';
import { playerVipLevels, vipLevels, vipProgrammes } from './schema.ts';

export type LevelRow = typeof vipLevels.$inferSelect;

/** A brand without a ladder has one level: everyone at 0, no rebates, no bonus. */
const DEFAULT_WINDOW_DAYS = 30;
const DEFAULT_WITHDRAWALS_PER_DAY = 5;
const PLAYERS_PER_READ = 10_000;

export interface Ladder {
  windowDays: number;
  /** Level 0 first, one per level with no gaps. */
  levels: LevelRow[];
}

function baseLevel(brandId: bigint): LevelRow {
  return {
    brandId,
    level: 0,
    label: 'VIP 0',
    depositThreshold: 0n,
    validBetThreshold: 0n,
    upgradeBonus: 0n,
    wageringMultiple: 0,
    rebateRates: {},
    withdrawalsPerDay: DEFAULT_WITHDRAWALS_PER_DAY,
  };
}

export async function readLadder(db: Executor, brandId: bigint): Promise<Ladder> {
  const [programme] = await db.select().from(vipProgrammes).where(eq(vipProgrammes.brandId, brandId));
  const levels = await db
    .select()
    .from(vipLevels)
    .where(eq(vipLevels.brandId, brandId))
    .orderBy(asc(vipLevels.level));
  return {
    windowDays: programme?.windowDays ?? DEFAULT_WINDOW_DAYS,
    levels: levels.length > 0 ? levels : [baseLevel(brandId)],
  };
}

/** The level row of a level number, level 0 when the ladder has since been cut below it. */
export const levelOf = (ladder: Ladder, level: number): LevelRow =>
  ladder.levels[Math.min(level, ladder.levels.length - 1)]!;

/** A player's level (0 without a row). */
export async function playerLevel(db: Executor, playerId: bigint): Promise<number> {
  const [row] = await db
    .select({ level: playerVipLevels.level })
    .from(playerVipLevels)
    .where(eq(playerVipLevels.playerId, playerId));
  return row?.level ?? 0;
}

/** Levels of many players, read in pages; players without a row are left out (level 0). */
export async function playerLevels(db: Executor, playerIds: readonly bigint[]): Promise<Map<bigint, number>> {
  const levels = new Map<bigint, number>();
  for (let first = 0; first < playerIds.length; first += PLAYERS_PER_READ) {
    const rows = await db
      .select({ playerId: playerVipLevels.playerId, level: playerVipLevels.level })
      .from(playerVipLevels)
      .where(inArray(playerVipLevels.playerId, playerIds.slice(first, first + PLAYERS_PER_READ)));
    for (const row of rows) levels.set(row.playerId, row.level);
  }
  return levels;
}

export function toLevelView(row: LevelRow, currencyCode: string): VipLevel {
  const currency = currencyOf(currencyCode);
  return {
    level: row.level,
    label: row.label,
    depositThreshold: toDecimalString(row.depositThreshold, currency),
    validBetThreshold: toDecimalString(row.validBetThreshold, currency),
    upgradeBonus: toDecimalString(row.upgradeBonus, currency),
    wageringMultiple: row.wageringMultiple,
    rebateRates: row.rebateRates as RebateRates,
    withdrawalsPerDay: row.withdrawalsPerDay,
  };
}

export const toProgrammeView = (ladder: Ladder, currencyCode: string): VipProgramme => ({
  windowDays: ladder.windowDays,
  levels: ladder.levels.map((row) => toLevelView(row, currencyCode)),
});

/**
 * Checks a ladder an operator sent: levels 0..n in order, level 0 free of thresholds and bonus (everyone is
 * there), each higher level asking at least what the one below asks. Answers the rows to store.
 */
export function ladderRows(brandId: bigint, currencyCode: string, programme: VipProgramme): LevelRow[] {
  const rows = programme.levels.map((level, index) => {
    if (level.level !== index) throw validationFailed({ [`levels.${index}.level`]: 'INVALID' });
    const amount = (field: 'depositThreshold' | 'validBetThreshold' | 'upgradeBonus') => {
      const minor = parseMinor(level[field], currencyOf(currencyCode));
      if (minor === null) throw validationFailed({ [`levels.${index}.${field}`]: 'INVALID' });
      return minor;
    };
    return {
      brandId,
      level: level.level,
      label: level.label.trim(),
      depositThreshold: amount('depositThreshold'),
      validBetThreshold: amount('validBetThreshold'),
      upgradeBonus: amount('upgradeBonus'),
      wageringMultiple: level.wageringMultiple,
      rebateRates: level.rebateRates as Record<string, number>,
      withdrawalsPerDay: level.withdrawalsPerDay,
    };
  });
  rows.forEach((row, index) => {
    if (row.label === '') throw validationFailed({ [`levels.${index}.label`]: 'REQUIRED' });
    if (index === 0) {
      if (row.depositThreshold !== 0n || row.validBetThreshold !== 0n)
        throw validationFailed({ 'levels.0.depositThreshold': 'INVALID' }, 'Level 0 has no thresholds.');
      if (row.upgradeBonus !== 0n)
        throw validationFailed({ 'levels.0.upgradeBonus': 'INVALID' }, 'Level 0 has no upgrade bonus.');
      return;
    }
    const below = rows[index - 1]!;
    if (row.depositThreshold < below.depositThreshold)
      throw validationFailed(
        { [`levels.${index}.depositThreshold`]: 'INVALID' },
        'Each level needs at least the deposits of the level below.',
      );
    if (row.validBetThreshold < below.validBetThreshold)
      throw validationFailed(
        { [`levels.${index}.validBetThreshold`]: 'INVALID' },
        'Each level needs at least the valid bet of the level below.',
      );
  });
  return rows;
}

/** Replaces the brand's ladder (in the caller's transaction); players above a new top keep their number. */
export async function replaceLadder(
  tx: Executor,
  brandId: bigint,
  windowDays: number,
  rows: LevelRow[],
): Promise<void> {
  await tx
    .insert(vipProgrammes)
    .values({ brandId, windowDays })
    .onConflictDoUpdate({ target: vipProgrammes.brandId, set: { windowDays, updatedAt: APP_NOW } });
  await tx.delete(vipLevels).where(eq(vipLevels.brandId, brandId));
  await tx.insert(vipLevels).values(rows);
}
