import type { WithdrawalBank, WithdrawalSettings, WithdrawalSettingsPatch } from '@croupier/contracts';
import { currencyOf } from '@croupier/money';
import { eq, sql } from 'drizzle-orm';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { validationFailed } from '../../platform/domain-errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import { money, parseAmount } from '../wallet/index.ts';
import { checkBanks, DEFAULT_BANKS } from './banks.ts';
import { withdrawalSettings } from './schema.ts';

export interface WithdrawalRules {
  min: bigint;
  max: bigint;
  dailyCount: number;
  autoReceiptMinutes: number;
  banks: readonly WithdrawalBank[];
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** Sensible rules until an operator sets the brand's own: 100 to 50,000 a time, 5 a day, receipt within an hour. */
export const DEFAULT_AUTO_RECEIPT_MINUTES = 60;
export function defaultRules(currencyCode: string): WithdrawalRules {
  const unit = 10n ** BigInt(currencyOf(currencyCode).decimals);
  return {
    min: 100n * unit,
    max: 50_000n * unit,
    dailyCount: 5,
    autoReceiptMinutes: DEFAULT_AUTO_RECEIPT_MINUTES,
    banks: DEFAULT_BANKS,
    updatedAt: null,
    updatedBy: null,
  };
}

export async function readRules(db: Executor, brand: BrandRow): Promise<WithdrawalRules> {
  const [row] = await db.select().from(withdrawalSettings).where(eq(withdrawalSettings.brandId, brand.id));
  return row ? rulesOf(row) : defaultRules(brand.currencyCode);
}

const rulesOf = (row: typeof withdrawalSettings.$inferSelect): WithdrawalRules => ({
  min: row.minAmount,
  max: row.maxAmount,
  dailyCount: row.dailyCount,
  autoReceiptMinutes: row.autoReceiptMinutes,
  banks: row.banks ?? DEFAULT_BANKS,
  updatedAt: row.updatedAt,
  updatedBy: row.updatedBy,
});

export function toSettings(rules: WithdrawalRules, currencyCode: string): WithdrawalSettings {
  return {
    currency: currencyCode,
    min: money(rules.min, currencyCode),
    max: money(rules.max, currencyCode),
    dailyCount: rules.dailyCount,
    autoReceiptMinutes: rules.autoReceiptMinutes,
    banks: [...rules.banks],
    updatedAt: rules.updatedAt?.toISOString() ?? null,
    updatedBy: rules.updatedBy,
  };
}

/** An operator changes the brand's withdrawal rules; the change and its before/after go to the audit log. */
export async function updateWithdrawalSettings(
  db: Database,
  props: { brand: BrandRow; operator: OperatorRow; input: WithdrawalSettingsPatch; ip: string },
): Promise<WithdrawalSettings> {
  const { brand, operator, input } = props;
  const min = input.min === undefined ? undefined : parseAmount(input.min, brand.currencyCode, 'min');
  const max = input.max === undefined ? undefined : parseAmount(input.max, brand.currencyCode, 'max');
  const banks = input.banks === undefined ? undefined : checkBanks(input.banks);
  const rules = await inTransaction(db, async (tx) => {
    const before = await readRules(tx, brand);
    const values = {
      minAmount: min ?? before.min,
      maxAmount: max ?? before.max,
      dailyCount: input.dailyCount ?? before.dailyCount,
      autoReceiptMinutes: input.autoReceiptMinutes ?? before.autoReceiptMinutes,
      banks: banks ?? [...before.banks],
      updatedAt: sql`app_now()`,
      updatedBy: operator.username,
    };
    if (values.maxAmount < values.minAmount)
      throw validationFailed(
        { [max === undefined ? 'min' : 'max']: 'INVALID' },
        'The maximum is below the minimum.',
      );
    const [row] = await tx
      .insert(withdrawalSettings)
      .values({ brandId: brand.id, ...values })
      .onConflictDoUpdate({ target: withdrawalSettings.brandId, set: values })
      .returning();
    const after = rulesOf(row!);
    const audited = (r: WithdrawalRules) => {
      const { updatedAt: _at, updatedBy: _by, ...rest } = toSettings(r, brand.currencyCode);
      return rest;
    };
    await recordAudit(tx, {
      brandId: brand.id,
      operatorId: operator.id,
      operatorName: operator.username,
      action: 'withdrawal-settings.update',
      target: `brand:${brand.code}`,
      before: audited(before),
      after: audited(after),
      ip: props.ip,
    });
    return after;
  });
  return toSettings(rules, brand.currencyCode);
}
