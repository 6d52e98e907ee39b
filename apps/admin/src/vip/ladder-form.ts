import type { OperatorRole } from '@croupier/contracts/constants';
import type { RebateRates, VipLevel, VipProgramme } from '@croupier/contracts';
import {
  MAX_REBATE_RATE_BP,
  MAX_VIP_LEVEL,
  MAX_VIP_WINDOW_DAYS,
  MAX_WAGERING_MULTIPLE,
} from '@croupier/contracts';
import { parseMinor, type Currency } from '@croupier/money';

/** Pure rules of the VIP console pages, apart from React so they are unit tested. */

/** Who reads the ladder (the server's readers) and who changes it: levels and rebate rates cost money. */
export const canSeeVip = (role: OperatorRole | undefined) => role !== undefined && role !== 'studio';
export const canEditVip = (role: OperatorRole | undefined) => role === 'owner' || role === 'admin';

export const AMOUNT_FIELDS = ['depositThreshold', 'validBetThreshold', 'upgradeBonus'] as const;
export const COUNT_FIELDS = ['wageringMultiple', 'withdrawalsPerDay'] as const;

/** A level as typed: every number as text. */
export type LevelDraft = Omit<VipLevel, 'wageringMultiple' | 'withdrawalsPerDay' | 'rebateRates'> & {
  wageringMultiple: string;
  withdrawalsPerDay: string;
  /** Percent per game type as typed (`0.80`). */
  rebateRates: Record<string, string>;
};

export interface LadderDraft {
  windowDays: string;
  levels: LevelDraft[];
}

/** Basis points as the percent operators type: 80 → `0.80`. */
export const percentOf = (basisPoints: number) => (basisPoints / 100).toFixed(2);

export function toDraft(programme: VipProgramme): LadderDraft {
  return {
    windowDays: String(programme.windowDays),
    levels: programme.levels.map((level) => ({
      ...level,
      wageringMultiple: String(level.wageringMultiple),
      withdrawalsPerDay: String(level.withdrawalsPerDay),
      rebateRates: Object.fromEntries(
        Object.entries(level.rebateRates).map(([type, rate]) => [type, percentOf(rate ?? 0)]),
      ),
    })),
  };
}

/** The next level: the top one's thresholds and benefits, to raise from there. */
export function nextLevel(draft: LadderDraft): LevelDraft {
  const top = draft.levels[draft.levels.length - 1]!;
  const level = draft.levels.length;
  return { ...top, level, label: `VIP ${level}`, rebateRates: { ...top.rebateRates } };
}

const wholeIn = (text: string, min: number, max: number) =>
  /^[0-9]{1,4}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** A percent with at most two decimals, within the rate cap; answers basis points or null. */
export function basisPoints(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^[0-9]{1,2}(\.[0-9]{1,2})?$/.test(trimmed)) return null;
  const points = Math.round(Number(trimmed) * 100);
  return points <= MAX_REBATE_RATE_BP ? points : null;
}

/**
 * Field errors by the server's paths (`levels.2.validBetThreshold`): codes the form words. Level 0 asks nothing
 * and pays no upgrade bonus; each level asks at least what the one below asks.
 */
export function checkLadder(draft: LadderDraft, currency: Currency): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!wholeIn(draft.windowDays, 1, MAX_VIP_WINDOW_DAYS)) errors.windowDays = 'OUT_OF_RANGE';
  if (draft.levels.length > MAX_VIP_LEVEL + 1) errors.levels = 'TOO_MANY';
  draft.levels.forEach((level, index) => {
    const at = (field: string) => `levels.${index}.${field}`;
    if (level.label.trim() === '') errors[at('label')] = 'REQUIRED';
    else if (level.label.trim().length > 40) errors[at('label')] = 'TOO_LONG';
    for (const field of AMOUNT_FIELDS) {
      const minor = parseMinor(level[field].trim(), currency);
      if (minor === null || minor < 0n) errors[at(field)] = 'INVALID';
      else if (index === 0 && minor !== 0n) errors[at(field)] = 'LEVEL_ZERO';
      else if (index > 0 && field !== 'upgradeBonus') {
        const below = parseMinor(draft.levels[index - 1]![field].trim(), currency);
        if (below !== null && minor < below) errors[at(field)] = 'BELOW_PREVIOUS';
      }
    }
    if (!wholeIn(level.wageringMultiple, 0, MAX_WAGERING_MULTIPLE))
      errors[at('wageringMultiple')] = 'OUT_OF_RANGE';
    if (!wholeIn(level.withdrawalsPerDay, 1, 100)) errors[at('withdrawalsPerDay')] = 'OUT_OF_RANGE';
    for (const [type, rate] of Object.entries(level.rebateRates))
      if (basisPoints(rate) === null) errors[at(`rebateRates.${type}`)] = 'RATE';
  });
  return errors;
}

/** The checked draft as the server takes it. */
export function toProgramme(draft: LadderDraft): VipProgramme {
  return {
    windowDays: Number(draft.windowDays),
    levels: draft.levels.map((level) => ({
      level: level.level,
      label: level.label.trim(),
      depositThreshold: level.depositThreshold.trim(),
      validBetThreshold: level.validBetThreshold.trim(),
      upgradeBonus: level.upgradeBonus.trim(),
      wageringMultiple: Number(level.wageringMultiple),
      withdrawalsPerDay: Number(level.withdrawalsPerDay),
      rebateRates: Object.fromEntries(
        Object.entries(level.rebateRates)
          .map(([type, rate]) => [type, basisPoints(rate) ?? 0] as const)
          .filter(([, points]) => points > 0),
      ) as RebateRates,
    })),
  };
}
