import type { TFunction } from 'i18next';
import { LOTTERY_CAP_MODES, LOTTERY_LIMIT_FIELDS, type LotterySettings } from '@croupier/contracts';
import { FOUR_D_ODDS, THAI_ODDS, VIETNAM_DEFAULTS } from '@croupier/lottery';
import { parseMinor, type Currency } from '@croupier/money';
import type { FieldErrors } from '@croupier/web-kit';
import { fieldErrorText } from '../i18n/errors.ts';

export type CapMode = (typeof LOTTERY_CAP_MODES)[number];
export const CAP_MODES = LOTTERY_CAP_MODES;

/** The package's odds and prices a brand may override, by the keys the settings use (`vn-mb.lo2.price`…). */
export const DEFAULT_ODDS: Readonly<Record<string, number>> = {
  ...VIETNAM_DEFAULTS,
  ...THAI_ODDS,
  ...FOUR_D_ODDS,
};

/** The families whose plays pay fixed odds (the Chinese fast games pay by prize group instead). */
export const ODDS_FAMILIES = ['vn-mb', 'vn-mn', 'vn-mt', 'thai', '4d'] as const;
export type OddsFamily = (typeof ODDS_FAMILIES)[number];

export const oddsKeysOf = (family: OddsFamily) =>
  Object.keys(DEFAULT_ODDS).filter((key) => key.startsWith(`${family}.`));

/** A price is whole units per point (a lô point costs 27); odds may have decimals (Thai run pays 3.2). */
export const isPriceKey = (key: string) => key.endsWith('.price');

export const LIMIT_FIELDS = LOTTERY_LIMIT_FIELDS;
export type LimitField = (typeof LIMIT_FIELDS)[number];

/** The settings as typed: every number as its text, an empty override or limit meaning none. */
export interface LotterySettingsDraft extends Record<LimitField, string> {
  maxPrizeGroup: string;
  prizeGroups: string;
  overrides: Readonly<Record<string, string>>;
  capMode: CapMode;
}

/** The lowest prize group a brand may offer and the highest the contract allows (DOMAIN.md: 1700–1980 in use). */
export const PRIZE_GROUP_RANGE = { min: 1700, max: 2000 } as const;
const MOST_PRIZE_GROUPS = 50;

const WHOLE = /^\d{1,4}$/;
const ODDS = /^\d{1,9}(\.\d{1,4})?$/;
const AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;

export function toDraft(settings: LotterySettings): LotterySettingsDraft {
  return {
    maxPrizeGroup: String(settings.maxPrizeGroup),
    prizeGroups: settings.prizeGroups.join(', '),
    overrides: { ...settings.overrides },
    minLineStake: settings.minLineStake ?? '',
    maxLineStake: settings.maxLineStake ?? '',
    maxPlayerIssueStake: settings.maxPlayerIssueStake ?? '',
    numberCap: settings.numberCap ?? '',
    maxNumberStake: settings.maxNumberStake ?? '',
    capMode: settings.capMode,
  };
}

const inGroupRange = (group: number) => group >= PRIZE_GROUP_RANGE.min && group <= PRIZE_GROUP_RANGE.max;

function checkPrizeGroups(draft: LotterySettingsDraft, max: number | null, errors: FieldErrors): number[] {
  const parts = draft.prizeGroups.split(/[\s,，]+/).filter(Boolean);
  const groups = parts.map(Number);
  if (parts.length === 0) errors.prizeGroups = 'REQUIRED';
  else if (parts.length > MOST_PRIZE_GROUPS) errors.prizeGroups = 'TOO_MANY';
  else if (!parts.every((part) => WHOLE.test(part)) || new Set(groups).size !== groups.length)
    errors.prizeGroups = 'INVALID';
  else if (!groups.every(inGroupRange)) errors.prizeGroups = 'INVALID';
  else if (max !== null && groups.some((group) => group > max)) errors.prizeGroups = 'NOT_ALLOWED';
  return [...groups].sort((a, b) => a - b);
}

function checkOverrides(draft: LotterySettingsDraft, errors: FieldErrors): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const [key, raw] of Object.entries(draft.overrides)) {
    const text = raw.trim();
    if (!text) continue;
    const valid =
      DEFAULT_ODDS[key] !== undefined &&
      ODDS.test(text) &&
      Number(text) > 0 &&
      (!isPriceKey(key) || /^\d+$/.test(text));
    if (!valid) errors[`overrides.${key}`] = 'INVALID';
    overrides[key] = text;
  }
  return overrides;
}

/**
 * Checks the form as the server does (settings.ts and the contract's patterns) and answers the settings to send,
 * or the field codes: a prize group maximum of 1700–2000, allowed groups within it each once, overrides above 0
 * (prices whole), limits above 0 in the currency's decimals with the line minimum not above its maximum.
 */
export function checkLotterySettings(
  draft: LotterySettingsDraft,
  currency: Pick<Currency, 'decimals'>,
): { errors: FieldErrors; settings: LotterySettings } {
  const errors: FieldErrors = {};
  const maxText = draft.maxPrizeGroup.trim();
  const max = WHOLE.test(maxText) && inGroupRange(Number(maxText)) ? Number(maxText) : null;
  if (!maxText) errors.maxPrizeGroup = 'REQUIRED';
  else if (max === null) errors.maxPrizeGroup = 'INVALID';
  const prizeGroups = checkPrizeGroups(draft, max, errors);
  const overrides = checkOverrides(draft, errors);
  const limits = {} as Record<LimitField, string | null>;
  const minor = {} as Record<LimitField, bigint | null>;
  for (const field of LIMIT_FIELDS) {
    const text = draft[field].trim();
    const amount = AMOUNT.test(text) ? parseMinor(text, currency) : null;
    if (text && (amount === null || amount <= 0n)) errors[field] = 'INVALID';
    limits[field] = text || null;
    minor[field] = text ? amount : null;
  }
  if (minor.minLineStake && minor.maxLineStake && minor.minLineStake > minor.maxLineStake)
    errors.minLineStake ??= 'NOT_ALLOWED';
  return {
    errors,
    settings: { maxPrizeGroup: max ?? 0, prizeGroups, overrides, ...limits, capMode: draft.capMode },
  };
}

/** A field's problem as the form shows it, the client's and the server's alike (they use the same codes). */
export function settingsErrorText(
  t: TFunction,
  field: string,
  code: string | undefined,
  currency: Pick<Currency, 'code' | 'decimals'>,
): string | null {
  if (!code) return null;
  const v = (key: string, values: Record<string, string | number> = {}) =>
    t(`lottery.settings.v.${key}`, values);
  if (code === 'INVALID' && field === 'maxPrizeGroup') return v('maxPrizeGroup', PRIZE_GROUP_RANGE);
  if (code === 'INVALID' && field === 'prizeGroups') return v('prizeGroups', PRIZE_GROUP_RANGE);
  if (code === 'NOT_ALLOWED' && field === 'prizeGroups') return v('groupAboveMax');
  if (code === 'TOO_MANY' && field === 'prizeGroups') return v('tooManyGroups', { max: MOST_PRIZE_GROUPS });
  if (code === 'INVALID' && field.startsWith('overrides.')) return v(isPriceKey(field) ? 'price' : 'odds');
  if (code === 'INVALID' && (LIMIT_FIELDS as readonly string[]).includes(field))
    return v('amount', { currency: currency.code, decimals: currency.decimals });
  if (code === 'NOT_ALLOWED' && field === 'minLineStake') return v('minAboveMax');
  return fieldErrorText(t, code);
}
