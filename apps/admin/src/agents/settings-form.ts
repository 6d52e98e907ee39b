import { ACTIVE_MINIMUM_MAX, DIVIDEND_PAYMENT_HOURS } from '@croupier/contracts/agent-rules';
import { parseMinor, toDecimalString, type Currency } from '@croupier/money';

export const AGENT_SETTING_FIELDS = ['salaryActiveMinimum', 'dividendActiveMinimum'] as const;
export type AgentSettingField = (typeof AGENT_SETTING_FIELDS)[number];
export type AgentSettingsDraft = Record<AgentSettingField | 'dividendPaymentHours', string>;
export type AgentSettingsErrors = Partial<
  Record<AgentSettingField | 'dividendPaymentHours', 'REQUIRED' | 'INVALID' | 'TOO_LARGE'>
>;

/** The largest minimum the server takes, as the form shows it. */
export const activeMinimumMax = (currency: Currency) =>
  toDecimalString(ACTIVE_MINIMUM_MAX * 10n ** BigInt(currency.decimals), currency);

/** Checks the form as the server will: positive amounts in the currency's decimals, at most ACTIVE_MINIMUM_MAX. */
export function checkAgentSettings(draft: AgentSettingsDraft, currency: Currency): AgentSettingsErrors {
  const errors: AgentSettingsErrors = {};
  const max = ACTIVE_MINIMUM_MAX * 10n ** BigInt(currency.decimals);
  for (const field of AGENT_SETTING_FIELDS) {
    const text = draft[field].trim();
    const minor = text ? parseMinor(text, currency) : null;
    if (!text) errors[field] = 'REQUIRED';
    else if (minor === null || minor <= 0n) errors[field] = 'INVALID';
    else if (minor > max) errors[field] = 'TOO_LARGE';
  }
  const hours = draft.dividendPaymentHours.trim();
  if (!hours) errors.dividendPaymentHours = 'REQUIRED';
  else if (
    !/^[0-9]{1,4}$/.test(hours) ||
    Number(hours) < DIVIDEND_PAYMENT_HOURS.min ||
    Number(hours) > DIVIDEND_PAYMENT_HOURS.max
  )
    errors.dividendPaymentHours = 'INVALID';
  return errors;
}
