import { ACTIVE_MINIMUM_MAX } from '@croupier/contracts/agent-rules';
import { parseMinor, toDecimalString, type Currency } from '@croupier/money';

export const AGENT_SETTING_FIELDS = ['salaryActiveMinimum', 'dividendActiveMinimum'] as const;
export type AgentSettingField = (typeof AGENT_SETTING_FIELDS)[number];
export type AgentSettingsDraft = Record<AgentSettingField, string>;
export type AgentSettingsErrors = Partial<Record<AgentSettingField, 'REQUIRED' | 'INVALID' | 'TOO_LARGE'>>;

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
  return errors;
}
