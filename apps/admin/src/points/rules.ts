import type { PointGoodsAdmin, PointGoodsInput, PointRateKind, PointRates } from '@croupier/contracts';
import { POINT_RATE_KINDS, type OperatorRole } from '@croupier/contracts/constants';
import { parseMinor, type Currency } from '@croupier/money';

/** Every operator of the brand reads the mall; the studio's system account has no use for it. */
export const canSeePoints = (role: OperatorRole | undefined) => role !== undefined && role !== 'studio';
/** Rates and goods: owners and admins (the server's check too). */
export const canEditPoints = (role: OperatorRole | undefined) => role === 'owner' || role === 'admin';
/** Passing or rejecting an exchange sends goods, it pays no money: support decides too. */
export const canDecideExchanges = (role: OperatorRole | undefined) =>
  role === 'owner' || role === 'admin' || role === 'support';

const RATE = /^\d{1,4}(\.\d{1,4})?$/;
const POINTS = /^\d{1,12}(\.\d{1,2})?$/;

/** The rates form's checks, as the server's: at most four decimals and at most 1000. */
export function checkRates(draft: PointRates): Partial<Record<PointRateKind, string>> {
  const errors: Partial<Record<PointRateKind, string>> = {};
  for (const kind of POINT_RATE_KINDS) {
    const value = draft[kind].trim();
    if (!value) errors[kind] = 'REQUIRED';
    else if (!RATE.test(value) || Number(value) > 1000) errors[kind] = 'INVALID';
  }
  return errors;
}

export interface GoodsDraft {
  name: string;
  description: string;
  image: string;
  kind: 'cash' | 'physical';
  pointsNeeded: string;
  moneyValue: string;
  wageringMultiple: string;
  remaining: string;
  active: boolean;
  sort: string;
}

export const EMPTY_GOODS: GoodsDraft = {
  name: '',
  description: '',
  image: '',
  kind: 'cash',
  pointsNeeded: '',
  moneyValue: '',
  wageringMultiple: '0',
  // No stock until the operator says how much: goods on sale with none left would show as sold out at once.
  remaining: '',
  active: true,
  sort: '0',
};

export const toGoodsDraft = (goods: PointGoodsAdmin): GoodsDraft => ({
  name: goods.name,
  description: goods.description,
  image: goods.image,
  kind: goods.kind,
  pointsNeeded: goods.pointsNeeded,
  moneyValue: goods.moneyValue,
  wageringMultiple: String(goods.wageringMultiple),
  remaining: String(goods.remaining),
  active: goods.active,
  sort: String(goods.sort),
});

const IMAGE =
  /^(\/[A-Za-z0-9/_.-]+\.(svg|png|jpe?g|webp)|https:\/\/[^\s"'<>]+|\s*<svg[\s>][\s\S]*<\/svg>\s*)$/;

const wholeIn = (value: string, max: number) => /^\d+$/.test(value.trim()) && Number(value) <= max;

/** The most each whole-number field of the goods form takes, as the server's schema. */
const WHOLE_MAX = { wageringMultiple: 100, remaining: 1_000_000, sort: 10_000 } as const;

/**
 * What a refused goods field needs instead of a bare "Not valid." (the client's and the server's INVALID alike),
 * as an i18n key and its values; null where the generic text says it all.
 */
export function goodsRule(
  field: string,
  currency: Currency,
): { key: string; values?: Record<string, string | number> } | null {
  if (field === 'pointsNeeded') return { key: 'pointsMall.v.points' };
  if (field === 'moneyValue') return { key: 'pointsMall.v.money', values: { decimals: currency.decimals } };
  if (field === 'image') return { key: 'pointsMall.goods.imageHint' };
  if (field in WHOLE_MAX)
    return { key: 'promotions.v.whole', values: { min: 0, max: WHOLE_MAX[field as keyof typeof WHOLE_MAX] } };
  return null;
}

/** The goods form's checks (the server checks the same); the input to send when there are none. */
export function checkGoods(
  draft: GoodsDraft,
  currency: Currency,
): { errors: Record<string, string>; input: PointGoodsInput | null } {
  const errors: Record<string, string> = {};
  if (!draft.name.trim()) errors.name = 'REQUIRED';
  else if (draft.name.trim().length > 80) errors.name = 'TOO_LONG';
  if (draft.description.length > 2000) errors.description = 'TOO_LONG';
  if (draft.image.trim() && !IMAGE.test(draft.image.trim())) errors.image = 'INVALID';
  if (!draft.pointsNeeded.trim()) errors.pointsNeeded = 'REQUIRED';
  else if (!POINTS.test(draft.pointsNeeded.trim()) || Number(draft.pointsNeeded) <= 0)
    errors.pointsNeeded = 'INVALID';
  const money = parseMinor(draft.moneyValue.trim() || '0', currency);
  if (money === null || money < 0n || (draft.kind === 'cash' && money === 0n)) errors.moneyValue = 'INVALID';
  for (const field of Object.keys(WHOLE_MAX) as (keyof typeof WHOLE_MAX)[])
    if (!draft[field].trim()) errors[field] = 'REQUIRED';
    else if (!wholeIn(draft[field], WHOLE_MAX[field])) errors[field] = 'INVALID';
  if (Object.keys(errors).length > 0) return { errors, input: null };
  return {
    errors,
    input: {
      name: draft.name.trim(),
      description: draft.description.trim(),
      image: draft.image.trim(),
      kind: draft.kind,
      pointsNeeded: draft.pointsNeeded.trim(),
      moneyValue: draft.moneyValue.trim() || '0',
      wageringMultiple: Number(draft.wageringMultiple),
      remaining: Number(draft.remaining),
      active: draft.active,
      sort: Number(draft.sort),
    },
  };
}
