import { dayIn, shiftDay, startOfDayIn } from '@croupier/format';

export { shiftDay };

/**
 * Date-range presets of the reports and records. Days are `yyyy-MM-dd` in the brand's time zone (players,
 * agents) or the operator's (console): "today" is the caller's `today`, so the arithmetic below is calendar
 * arithmetic on day strings, with no clock and no daylight-saving surprises.
 */
export const DATE_RANGE_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  '7d',
  '30d',
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];
export type DateRangeChoice = DateRangePreset | 'custom';

export interface DayRange {
  /** First day, inclusive. */
  from: string;
  /** Last day, inclusive. */
  to: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDay(value: string | null | undefined): value is string {
  if (!value || !DAY.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/** How many days a range covers, both ends counted (a single day is 1). */
export function daysIn(range: DayRange): number {
  return (
    Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** Weeks start on Monday (ISO 8601), as the settlement calendar's do. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return shiftDay(day, -((weekday + 6) % 7));
}

function firstOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/** The days a preset covers, seen from `today`; "last 7 days" is today and the six days before it. */
export function presetRange(preset: DateRangePreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = shiftDay(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'thisWeek':
      return { from: mondayOf(today), to: today };
    case 'lastWeek': {
      const monday = shiftDay(mondayOf(today), -7);
      return { from: monday, to: shiftDay(monday, 6) };
    }
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth': {
      const lastDay = shiftDay(firstOfMonth(today), -1);
      return { from: firstOfMonth(lastDay), to: lastDay };
    }
    case '7d':
      return { from: shiftDay(today, -6), to: today };
    case '30d':
      return { from: shiftDay(today, -29), to: today };
  }
}

/** Today as the brand (or operator) sees it, whatever zone the device is in. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayIn(now, timeZone);
}

/**
 * The instants a day range covers in `timeZone`: from the start of its first day up to (not including) the
 * start of the day after its last, for APIs that take timestamps. Null for a range with a day that does not exist.
 */
export function rangeInstants(range: DayRange, timeZone: string): { from: Date; until: Date } | null {
  if (!isDay(range.from) || !isDay(range.to)) return null;
  const from = startOfDayIn(range.from, timeZone);
  const until = startOfDayIn(shiftDay(range.to, 1), timeZone);
  return from && until ? { from, until } : null;
}
