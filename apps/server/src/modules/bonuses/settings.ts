import type { BonusSettings } from '@croupier/contracts';
import { currencyOf } from '@croupier/money';
import { eq, inArray, sql } from 'drizzle-orm';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import type { BrandRow } from '../brands/index.ts';
import { money, parseAmount } from '../wallet/index.ts';
import { auditAction, type OperatorAction } from './operator-action.ts';
import { bonusSettings } from './schema.ts';

/** DOMAIN.md's default clearing threshold: 1.00 of the brand's currency. */
export const defaultClearingThreshold = (currency: string) => 10n ** BigInt(currencyOf(currency).decimals);

/** Each brand's clearing threshold (its own setting or the default), for the brands of a batch. */
export async function clearingThresholds(
  db: Executor,
  brands: readonly { brandId: bigint; currency: string }[],
): Promise<Map<bigint, bigint>> {
  const thresholds = new Map(brands.map((b) => [b.brandId, defaultClearingThreshold(b.currency)]));
  if (thresholds.size === 0) return thresholds;
  const rows = await db
    .select()
    .from(bonusSettings)
    .where(inArray(bonusSettings.brandId, [...thresholds.keys()]));
  for (const row of rows) thresholds.set(row.brandId, row.clearingThreshold);
  return thresholds;
}

export async function readBonusSettings(db: Executor, brand: BrandRow): Promise<BonusSettings> {
  const [row] = await db.select().from(bonusSettings).where(eq(bonusSettings.brandId, brand.id));
  const threshold = row?.clearingThreshold ?? defaultClearingThreshold(brand.currencyCode);
  return { currency: brand.currencyCode, clearingThreshold: money(threshold, brand.currencyCode) };
}

/** An operator sets the brand's clearing threshold; audited with the value before and after. */
export async function updateBonusSettings(
  db: Database,
  props: OperatorAction & { clearingThreshold: string },
): Promise<BonusSettings> {
  const { brand } = props;
  const threshold = parseAmount(props.clearingThreshold, brand.currencyCode, 'clearingThreshold');
  return inTransaction(db, async (tx) => {
    const before = await readBonusSettings(tx, brand);
    await tx
      .insert(bonusSettings)
      .values({ brandId: brand.id, clearingThreshold: threshold })
      .onConflictDoUpdate({
        target: bonusSettings.brandId,
        set: { clearingThreshold: threshold, updatedAt: sql`app_now()` },
      });
    const after = await readBonusSettings(tx, brand);
    await auditAction(tx, props, {
      action: 'bonus-settings.update',
      target: `brand:${brand.code}`,
      before,
      after,
    });
    return after;
  });
}
