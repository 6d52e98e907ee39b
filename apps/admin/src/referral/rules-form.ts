import type { ReferralRules } from '@croupier/contracts';
import { parseMinor, type Currency } from '@croupier/money';

export const RULE_FIELDS = [
  'reward',
  'minFirstDeposit',
  'minValidBet',
  'qualifyDays',
  'wageringMultiple',
] as const;
export type RuleField = (typeof RULE_FIELDS)[number];
export type RulesDraft = Record<RuleField, string>;

export const AMOUNT_FIELDS: readonly RuleField[] = ['reward', 'minFirstDeposit', 'minValidBet'];
export const RULE_BOUNDS = {
  qualifyDays: { min: 1, max: 90 },
  wageringMultiple: { min: 0, max: 100 },
} as const;

export const toDraft = (rules: ReferralRules): RulesDraft => ({
  reward: rules.reward,
  minFirstDeposit: rules.minFirstDeposit,
  minValidBet: rules.minValidBet,
  qualifyDays: String(rules.qualifyDays),
  wageringMultiple: String(rules.wageringMultiple),
});

/** The draft's problems field by field, as the server would find them (it checks again). */
export function checkRules(draft: RulesDraft, currency: Currency): Partial<Record<RuleField, string>> {
  const problems: Partial<Record<RuleField, string>> = {};
  for (const field of AMOUNT_FIELDS) {
    const minor = parseMinor(draft[field].trim(), currency);
    if (minor === null || minor < 0n || (field === 'reward' && minor === 0n)) problems[field] = 'AMOUNT';
  }
  for (const field of ['qualifyDays', 'wageringMultiple'] as const) {
    const value = draft[field].trim();
    const { min, max } = RULE_BOUNDS[field];
    if (!/^\d{1,3}$/.test(value) || Number(value) < min || Number(value) > max)
      problems[field] = 'OUT_OF_RANGE';
  }
  return problems;
}

export const fromDraft = (draft: RulesDraft): ReferralRules => ({
  reward: draft.reward.trim(),
  minFirstDeposit: draft.minFirstDeposit.trim(),
  minValidBet: draft.minValidBet.trim(),
  qualifyDays: Number(draft.qualifyDays),
  wageringMultiple: Number(draft.wageringMultiple),
});
