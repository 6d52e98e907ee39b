import { AGENT_REPORT_MAX_DAYS } from '@croupier/contracts';
import {
  DATE_RANGE_PRESETS,
  isDay,
  presetRange,
  type DateRangeChoice,
  type DateRangePreset,
  type FieldErrors,
} from '@croupier/web-kit';

/** The period of an agent report: a preset seen from the brand's today, or two days picked by hand. */
export interface Period {
  choice: DateRangeChoice;
  from: string;
  to: string;
}

/** What every agent page shows first, as the server's downline list does: the brand's current month. */
export const DEFAULT_PRESET: DateRangePreset = 'thisMonth';

const asPreset = (value: string | null) => DATE_RANGE_PRESETS.find((preset) => preset === value);

/** Inclusive days from `from` to `to`; negative when `to` comes first. */
export function periodDays(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}

/**
 * Checks a hand-picked period as the server does (both days real, `to` not before `from`, at most
 * AGENT_REPORT_MAX_DAYS days). Codes are `fieldErrors.*` or `agents.period.*` keys' last part.
 */
export function validatePeriod(from: string, to: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!from) errors.from = 'REQUIRED';
  else if (!isDay(from)) errors.from = 'INVALID';
  if (!to) errors.to = 'REQUIRED';
  else if (!isDay(to)) errors.to = 'INVALID';
  if (errors.from || errors.to) return errors;
  const days = periodDays(from, to);
  if (days < 1) errors.to = 'TO_BEFORE_FROM';
  else if (days > AGENT_REPORT_MAX_DAYS) errors.to = 'PERIOD_TOO_LONG';
  return errors;
}

/**
 * The period a URL carries (`?range=lastWeek`, or `?range=custom&from=&to=`), seen from `today`. A custom
 * period the server would refuse (an old or hand-edited link) falls back to the default preset.
 */
export function parsePeriod(params: URLSearchParams, today: string): Period {
  const range = params.get('range');
  const preset = asPreset(range);
  if (preset) return { choice: preset, ...presetRange(preset, today) };
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (range === 'custom' && Object.keys(validatePeriod(from, to)).length === 0)
    return { choice: 'custom', from, to };
  return { choice: DEFAULT_PRESET, ...presetRange(DEFAULT_PRESET, today) };
}

/** The URL query of a period, leaving the default out so a plain page keeps a plain address. */
export function periodToParams(period: Period): Record<string, string> {
  if (period.choice === 'custom') return { range: 'custom', from: period.from, to: period.to };
  return period.choice === DEFAULT_PRESET ? {} : { range: period.choice };
}
