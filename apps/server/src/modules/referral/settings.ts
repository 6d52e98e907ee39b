import type { ReferralRules } from '@croupier/contracts';
import { currencyOf, parseMinor, toDecimalString } from '@croupier/money';
import { eq, sql } from 'drizzle-orm';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { validationFailed } from '../../platform/domain-errors.ts';
import { recordOperatorAudit, type OperatorActor } from '../audit/index.ts';
import { referralSettings } from './schema.ts';

/** A brand's referral rule in minor units, as the qualification uses it. */
export interface BrandReferralRules {
  reward: bigint;
  minFirstDeposit: bigint;
  minValidBet: bigint;
  qualifyDays: number;
  wageringMultiple: number;
}

/** What a brand that never saved its rule offers: 50 for a friend who deposits 100 and bets 500 within 7 days. */
export function defaultRules(currencyCode: string): BrandReferralRules {
  const unit = 10n ** BigInt(currencyOf(currencyCode).decimals);
  return {
    reward: 50n * unit,
    minFirstDeposit: 100n * unit,
    minValidBet: 500n * unit,
    qualifyDays: 7,
    wageringMultiple: 1,
  };
}

export async function readReferralRules(
  db: Executor,
  brand: { id: bigint; currencyCode: string },
): Promise<BrandReferralRules> {
  const [row] = await db.select().from(referralSettings).where(eq(referralSettings.brandId, brand.id));
  if (!row) return defaultRules(brand.currencyCode);
  const { brandId: _brand, updatedAt: _at, updatedBy: _by, ...rules } = row;
  return rules;
}

export function toRulesView(rules: BrandReferralRules, currencyCode: string): ReferralRules {
  const currency = currencyOf(currencyCode);
  return {
    reward: toDecimalString(rules.reward, currency),
    minFirstDeposit: toDecimalString(rules.minFirstDeposit, currency),
    minValidBet: toDecimalString(rules.minValidBet, currency),
    qualifyDays: rules.qualifyDays,
    wageringMultiple: rules.wageringMultiple,
  };
}

/** Field by field: amounts in the brand's currency (the reward above zero), or VALIDATION_FAILED. */
function parseRules(input: ReferralRules, currencyCode: string): BrandReferralRules {
  const currency = currencyOf(currencyCode);
  const fields: Record<string, 'INVALID'> = {};
  const amount = (name: 'reward' | 'minFirstDeposit' | 'minValidBet', positive: boolean) => {
    const minor = parseMinor(input[name], currency);
    if (minor === null || minor < 0n || (positive && minor === 0n)) fields[name] = 'INVALID';
    return minor ?? 0n;
  };
  const rules = {
    reward: amount('reward', true),
    minFirstDeposit: amount('minFirstDeposit', false),
    minValidBet: amount('minValidBet', false),
    qualifyDays: input.qualifyDays,
    wageringMultiple: input.wageringMultiple,
  };
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return rules;
}

/** An owner or admin saves the brand's referral rule (audited); friends found before keep their deadline. */
export async function updateReferralRules(
  db: Database,
  actor: OperatorActor,
  props: { currencyCode: string; rules: ReferralRules },
): Promise<ReferralRules> {
  const { currencyCode } = props;
  const next = parseRules(props.rules, currencyCode);
  return inTransaction(db, async (tx) => {
    const before = await readReferralRules(tx, { id: actor.brand.id, currencyCode });
    const row = { ...next, updatedAt: sql`app_now()`, updatedBy: actor.operator.id };
    await tx
      .insert(referralSettings)
      .values({ brandId: actor.brand.id, ...row })
      .onConflictDoUpdate({ target: referralSettings.brandId, set: row });
    const view = toRulesView(next, currencyCode);
    await recordOperatorAudit(tx, actor, {
      action: 'referral.settings.update',
      target: 'referral-settings',
      before: toRulesView(before, currencyCode),
      after: view,
    });
    return view;
  });
}
