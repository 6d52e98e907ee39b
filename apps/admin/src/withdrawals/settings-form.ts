import { WITHDRAWAL_SETTING_BOUNDS } from '@croupier/contracts/withdrawal-rules';
import { parseMinor, type Currency } from '@croupier/money';

export interface SettingsDraft {
  min: string;
  max: string;
  dailyCount: string;
  autoReceiptMinutes: string;
}

export type SettingsErrors = Partial<
  Record<keyof SettingsDraft, 'REQUIRED' | 'INVALID' | 'MAX_BELOW_MIN' | 'OUT_OF_RANGE'>
>;

const WHOLE = /^\d{1,6}$/;

/** Checks the form as the server will (amounts in the currency's decimals, max ≥ min, counts within bounds). */
export function checkSettings(draft: SettingsDraft, currency: Currency): SettingsErrors {
  const errors: SettingsErrors = {};
  const amount = (field: 'min' | 'max') => {
    const text = draft[field].trim();
    if (!text) {
      errors[field] = 'REQUIRED';
      return null;
    }
    const minor = parseMinor(text, currency);
    if (minor === null || minor <= 0n) {
      errors[field] = 'INVALID';
      return null;
    }
    return minor;
  };
  const min = amount('min');
  const max = amount('max');
  if (min !== null && max !== null && max < min) errors.max = 'MAX_BELOW_MIN';
  for (const field of ['dailyCount', 'autoReceiptMinutes'] as const) {
    const text = draft[field].trim();
    const bounds = WITHDRAWAL_SETTING_BOUNDS[field];
    if (!text) errors[field] = 'REQUIRED';
    else if (!WHOLE.test(text) || Number(text) < bounds.min || Number(text) > bounds.max)
      errors[field] = 'OUT_OF_RANGE';
  }
  return errors;
}
