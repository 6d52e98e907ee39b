import {
  ACTIVE_MINIMUM_MAX,
  AGENT_SETTING_DEFAULTS,
  DIVIDEND_PAYMENT_HOURS,
  type AgentSettings,
  type AgentSettingsPatch,
} from '@croupier/contracts';
import { currencyOf } from '@croupier/money';
import { eq, sql } from 'drizzle-orm';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { validationFailed } from '../../platform/domain-errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import { money, parseAmount } from '../wallet/index.ts';
import { agentSettings } from './schema.ts';

/** A brand's agent programme rules, amounts in minor units of its currency. */
export interface AgentProgrammeRules {
  salaryActiveMinimum: bigint;
  dividendActiveMinimum: bigint;
  dividendPaymentHours: number;
  updatedAt: Date | null;
  updatedBy: string | null;
}

const unitOf = (currencyCode: string) => 10n ** BigInt(currencyOf(currencyCode).decimals);

function defaultRules(currencyCode: string): AgentProgrammeRules {
  const unit = unitOf(currencyCode);
  return {
    salaryActiveMinimum: AGENT_SETTING_DEFAULTS.salaryActiveMinimum * unit,
    dividendActiveMinimum: AGENT_SETTING_DEFAULTS.dividendActiveMinimum * unit,
    dividendPaymentHours: DIVIDEND_PAYMENT_HOURS.default,
    updatedAt: null,
    updatedBy: null,
  };
}

export async function readAgentRules(
  db: Executor,
  brand: Pick<BrandRow, 'id' | 'currencyCode'>,
): Promise<AgentProgrammeRules> {
  const [row] = await db.select().from(agentSettings).where(eq(agentSettings.brandId, brand.id));
  return row ?? defaultRules(brand.currencyCode);
}

export function toAgentSettings(rules: AgentProgrammeRules, currencyCode: string): AgentSettings {
  return {
    currency: currencyCode,
    salaryActiveMinimum: money(rules.salaryActiveMinimum, currencyCode),
    dividendActiveMinimum: money(rules.dividendActiveMinimum, currencyCode),
    dividendPaymentHours: rules.dividendPaymentHours,
    updatedAt: rules.updatedAt?.toISOString() ?? null,
    updatedBy: rules.updatedBy,
  };
}

/** A positive minimum in the brand's currency, at most ACTIVE_MINIMUM_MAX whole units. */
function activeMinimum(text: string, currencyCode: string, field: keyof AgentSettingsPatch): bigint {
  const amount = parseAmount(text, currencyCode, field);
  if (amount > ACTIVE_MINIMUM_MAX * unitOf(currencyCode))
    throw validationFailed({ [field]: 'INVALID' }, 'The minimum is too large.');
  return amount;
}

function paymentHours(hours: number): number {
  if (!Number.isInteger(hours) || hours < DIVIDEND_PAYMENT_HOURS.min || hours > DIVIDEND_PAYMENT_HOURS.max)
    throw validationFailed({ dividendPaymentHours: 'INVALID' }, 'The payment window is out of range.');
  return hours;
}

/** An operator changes the brand's agent programme settings; the change and its before/after go to the audit log. */
export async function updateAgentSettings(
  db: Database,
  props: { brand: BrandRow; operator: OperatorRow; input: AgentSettingsPatch; ip: string },
): Promise<AgentSettings> {
  const { brand, operator, input } = props;
  const currency = brand.currencyCode;
  const salary = input.salaryActiveMinimum;
  const dividend = input.dividendActiveMinimum;
  const changes = {
    ...(salary === undefined
      ? {}
      : { salaryActiveMinimum: activeMinimum(salary, currency, 'salaryActiveMinimum') }),
    ...(dividend === undefined
      ? {}
      : { dividendActiveMinimum: activeMinimum(dividend, currency, 'dividendActiveMinimum') }),
    ...(input.dividendPaymentHours === undefined
      ? {}
      : { dividendPaymentHours: paymentHours(input.dividendPaymentHours) }),
  };
  const rules = await inTransaction(db, async (tx) => {
    const before = await readAgentRules(tx, brand);
    const values = {
      salaryActiveMinimum: changes.salaryActiveMinimum ?? before.salaryActiveMinimum,
      dividendActiveMinimum: changes.dividendActiveMinimum ?? before.dividendActiveMinimum,
      dividendPaymentHours: changes.dividendPaymentHours ?? before.dividendPaymentHours,
      updatedAt: sql`app_now()`,
      updatedBy: operator.username,
    };
    const [after] = await tx
      .insert(agentSettings)
      .values({ brandId: brand.id, ...values })
      .onConflictDoUpdate({ target: agentSettings.brandId, set: values })
      .returning();
    const audited = (r: AgentProgrammeRules) => {
      const { updatedAt: _at, updatedBy: _by, ...rest } = toAgentSettings(r, currency);
      return rest;
    };
    await recordAudit(tx, {
      brandId: brand.id,
      operatorId: operator.id,
      operatorName: operator.username,
      action: 'agent-settings.update',
      target: `brand:${brand.code}`,
      before: audited(before),
      after: audited(after!),
      ip: props.ip,
    });
    return after!;
  });
  return toAgentSettings(rules, currency);
}
