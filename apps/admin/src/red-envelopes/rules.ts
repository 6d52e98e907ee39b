import {
  LANGUAGES,
  WHEEL_MAX_SEGMENTS,
  WHEEL_MAX_WEIGHT,
  WHEEL_MIN_SEGMENTS,
  type RainInput,
  type WheelAdmin,
  type WheelInput,
} from '@croupier/contracts';
import { formatMoney, parseMinor, type Currency } from '@croupier/money';
import { amountProblem, listOf, required, wholeProblem } from '../promotions/rules.ts';
import { isoToLocal, localToIso, type Errors } from '../vendors/rules.ts';

/** The rain editor's values, as typed. */
export interface RainValues {
  title: string;
  budget: string;
  count: string;
  minAmount: string;
  startsAt: string;
  endsAt: string;
  vipLevels: string;
  tags: string;
  wageringMultiple: string;
}
export type RainField = keyof RainValues;

export const newRain = (now: number, timeZone: string): RainValues => ({
  title: '',
  budget: '',
  count: '50',
  minAmount: '1.00',
  startsAt: isoToLocal(new Date(now).toISOString(), timeZone),
  endsAt: isoToLocal(new Date(now + 3_600_000).toISOString(), timeZone),
  vipLevels: '',
  tags: '',
  wageringMultiple: '0',
});

/** The checks the server makes too: amounts, budget ≥ count × minimum, a window forwards. */
export function validateRain(values: RainValues, currency: Currency, timeZone: string): Errors<RainField> {
  const errors: Errors<RainField> = {};
  if (!values.title.trim()) errors.title = required;
  else if (values.title.trim().length > 60) errors.title = { key: 'fieldErrors.TOO_LONG' };
  const budget = amountProblem(values.budget, currency);
  if (budget) errors.budget = budget;
  const minimum = amountProblem(values.minAmount, currency);
  if (minimum) errors.minAmount = minimum;
  const count = wholeProblem(values.count, 1, 1000);
  if (count) errors.count = count;
  if (!budget && !minimum && !count) {
    const total = parseMinor(values.budget.trim(), currency)!;
    const least = parseMinor(values.minAmount.trim(), currency)! * BigInt(Number(values.count));
    if (total < least)
      errors.budget = { key: 'envelopes.v.budgetBelow', values: { least: formatMoney(least, currency) } };
  }
  const start = localToIso(values.startsAt, timeZone);
  const end = localToIso(values.endsAt, timeZone);
  if (!start) errors.startsAt = { key: 'promotions.v.time' };
  if (!end) errors.endsAt = { key: 'promotions.v.time' };
  else if (start && end <= start) errors.endsAt = { key: 'promotions.v.endAfterStart' };
  if (listOf(values.vipLevels).some((level) => wholeProblem(level, 0, 99)))
    errors.vipLevels = { key: 'promotions.v.vipLevels' };
  const multiple = wholeProblem(values.wageringMultiple, 0, 100);
  if (multiple) errors.wageringMultiple = multiple;
  return errors;
}

export function rainBody(values: RainValues, timeZone: string): RainInput {
  const vipLevels = listOf(values.vipLevels).map(Number);
  const tags = listOf(values.tags);
  return {
    title: values.title.trim(),
    budget: values.budget.trim(),
    count: Number(values.count),
    minAmount: values.minAmount.trim(),
    startsAt: localToIso(values.startsAt, timeZone)!,
    endsAt: localToIso(values.endsAt, timeZone)!,
    audience: { ...(vipLevels.length ? { vipLevels } : {}), ...(tags.length ? { tags } : {}) },
    wageringMultiple: Number(values.wageringMultiple),
  };
}

/** One segment as typed: its labels per language, prize (empty: none) and weight. */
export interface SegmentValues {
  EN: string;
  CN: string;
  TH: string;
  prize: string;
  weight: string;
}

export interface WheelValues {
  EN: string;
  CN: string;
  TH: string;
  enabled: boolean;
  segments: SegmentValues[];
  depositPerSpin: string;
  validBetPerSpin: string;
  budget: string;
  wageringMultiple: string;
}

const segment = (EN: string, prize: string, weight: string): SegmentValues => ({
  EN,
  CN: '',
  TH: '',
  prize,
  weight,
});

export const newWheel = (): WheelValues => ({
  EN: '',
  CN: '',
  TH: '',
  enabled: true,
  segments: [segment('', '', '1'), segment('', '', '1')],
  depositPerSpin: '',
  validBetPerSpin: '',
  budget: '',
  wageringMultiple: '1',
});

export function wheelValues(wheel: WheelAdmin): WheelValues {
  return {
    EN: wheel.names.EN ?? '',
    CN: wheel.names.CN ?? '',
    TH: wheel.names.TH ?? '',
    enabled: wheel.enabled,
    segments: wheel.segments.map((one) => ({
      EN: one.labels.EN ?? '',
      CN: one.labels.CN ?? '',
      TH: one.labels.TH ?? '',
      prize: one.prize ?? '',
      weight: String(one.weight),
    })),
    depositPerSpin: wheel.depositPerSpin ?? '',
    validBetPerSpin: wheel.validBetPerSpin ?? '',
    budget: wheel.budget ?? '',
    wageringMultiple: String(wheel.wageringMultiple),
  };
}

/** Field keys of the wheel editor: top-level names, or `segments.<i>.<field>`. */
export function validateWheel(
  values: WheelValues,
  currency: Currency,
): Record<string, { key: string; values?: Record<string, unknown> }> {
  const errors: Record<string, { key: string; values?: Record<string, unknown> }> = {};
  if (!values.EN.trim()) errors['names.EN'] = required;
  if (values.segments.length < WHEEL_MIN_SEGMENTS || values.segments.length > WHEEL_MAX_SEGMENTS)
    errors.segments = {
      key: 'envelopes.v.segments',
      values: { min: WHEEL_MIN_SEGMENTS, max: WHEEL_MAX_SEGMENTS },
    };
  values.segments.forEach((one, index) => {
    if (!one.EN.trim()) errors[`segments.${index}.labels.EN`] = required;
    for (const language of LANGUAGES)
      if (one[language].trim().length > 24)
        errors[`segments.${index}.labels.${language}`] = { key: 'fieldErrors.TOO_LONG' };
    const prize = one.prize.trim() ? amountProblem(one.prize, currency) : null;
    if (prize) errors[`segments.${index}.prize`] = prize;
    const weight = wholeProblem(one.weight, 1, WHEEL_MAX_WEIGHT);
    if (weight) errors[`segments.${index}.weight`] = weight;
  });
  for (const field of ['depositPerSpin', 'validBetPerSpin', 'budget'] as const) {
    const problem = values[field].trim() ? amountProblem(values[field], currency) : null;
    if (problem) errors[field] = problem;
  }
  const multiple = wholeProblem(values.wageringMultiple, 0, 100);
  if (multiple) errors.wageringMultiple = multiple;
  return errors;
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);
const texts = (values: { EN: string; CN: string; TH: string }) =>
  Object.fromEntries(
    LANGUAGES.filter((language) => values[language].trim()).map((language) => [
      language,
      values[language].trim(),
    ]),
  );

export function wheelBody(values: WheelValues): WheelInput {
  return {
    names: texts(values),
    enabled: values.enabled,
    segments: values.segments.map((one) => ({
      labels: texts(one),
      prize: orNull(one.prize),
      weight: Number(one.weight),
    })),
    depositPerSpin: orNull(values.depositPerSpin),
    validBetPerSpin: orNull(values.validBetPerSpin),
    budget: orNull(values.budget),
    wageringMultiple: Number(values.wageringMultiple),
  };
}

/**
 * Each segment's chance and the expected cost per spin of the values being edited, as the server computes
 * them (percent with two decimals; Σ weight × prize / Σ weight rounded down): null where a weight or prize is
 * not valid yet.
 */
export function wheelOdds(
  values: WheelValues,
  currency: Currency,
): { chances: (string | null)[]; cost: string | null } {
  const weights = values.segments.map((one) =>
    wholeProblem(one.weight, 1, WHEEL_MAX_WEIGHT) ? null : BigInt(one.weight.trim()),
  );
  const prizes = values.segments.map((one) =>
    one.prize.trim() ? parseMinor(one.prize.trim(), currency) : 0n,
  );
  if (weights.some((weight) => weight === null)) return { chances: weights.map(() => null), cost: null };
  const total = weights.reduce<bigint>((sum, weight) => sum + weight!, 0n);
  const chances = weights.map((weight) => {
    const hundredths = (weight! * 20_000n + total) / (2n * total);
    return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
  });
  if (prizes.some((prize) => prize === null || prize < 0n)) return { chances, cost: null };
  const weighted = weights.reduce<bigint>((sum, weight, index) => sum + weight! * prizes[index]!, 0n);
  return { chances, cost: formatMoney(weighted / total, currency) };
}
