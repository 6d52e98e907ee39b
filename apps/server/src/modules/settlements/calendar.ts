/** How often a run kind settles. Day-based periods are cut at local midnight of the brand's time zone. */
export const CADENCES = ['five_minutes', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type Cadence = (typeof CADENCES)[number];

/** One period of a brand's calendar: the instants from `start` (inclusive) to `end` (exclusive). */
export interface Period {
  cadence: Cadence;
  /** Its local start as the brand reads it: `2026-03-08` for day-based periods, `2026-11-01T01:00-04:00` below a day. */
  key: string;
  start: Date;
  end: Date;
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const MINUTE = 60_000;
/** A day-based period closes five minutes after its local midnight, so rounds settled at 23:59 are in. */
const DAY_CLOSE_GRACE_MS = 5 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(instant: number, timeZone: string): Wall {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    millisecond: ((instant % 1000) + 1000) % 1000,
  };
}

const wallAsUtc = (wall: Wall) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);

/** Local time minus UTC at an instant, in milliseconds. */
const offsetAt = (instant: number, timeZone: string) => wallAsUtc(wallClock(instant, timeZone)) - instant;

/** The instant a local midnight falls on; where a DST jump skips midnight, the first instant of that day. */
function localMidnight(year: number, month: number, day: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day);
  const guess = wall - offsetAt(wall, timeZone);
  const settled = wall - offsetAt(guess, timeZone);
  const local = wallClock(settled, timeZone);
  // In a gap the settled guess lands on the previous evening: the day starts where the clock resumes.
  return local.day === day ? settled : guess;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const dateKey = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

function offsetLabel(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / MINUTE);
  return `${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The local date a day-based period starts on, for the local date `wall` falls on. */
function dayPeriodStartDate(cadence: Cadence, wall: Wall): [number, number, number] {
  const { year, month, day } = wall;
  switch (cadence) {
    case 'weekly': {
      // ISO weeks start on Monday; getUTCDay of the civil date is time-zone free.
      const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
      const monday = new Date(Date.UTC(year, month - 1, day - weekday));
      return [monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate()];
    }
    case 'semimonthly':
      return [year, month, day <= 15 ? 1 : 16];
    case 'monthly':
      return [year, month, 1];
    default:
      return [year, month, day];
  }
}

function nextStartDate(
  cadence: Cadence,
  [year, month, day]: [number, number, number],
): [number, number, number] {
  const civil = (y: number, m: number, d: number): [number, number, number] => {
    const date = new Date(Date.UTC(y, m - 1, d));
    return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  };
  switch (cadence) {
    case 'weekly':
      return civil(year, month, day + 7);
    case 'semimonthly':
      return day === 1 ? [year, month, 16] : civil(year, month + 1, 1);
    case 'monthly':
      return civil(year, month + 1, 1);
    default:
      return civil(year, month, day + 1);
  }
}

const subDayStep = (cadence: Cadence) => (cadence === 'five_minutes' ? 5 * MINUTE : 60 * MINUTE);
const isSubDay = (cadence: Cadence) => cadence === 'five_minutes' || cadence === 'hourly';

/** The start of the sub-day period holding an instant: local minutes are cut back to the step. */
function subDayStart(cadence: Cadence, instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const stepMinutes = subDayStep(cadence) / MINUTE;
  const intoStep = ((wall.minute % stepMinutes) * 60 + wall.second) * 1000 + wall.millisecond;
  return instant - intoStep;
}

/** The period of a cadence that holds an instant, in a brand's IANA time zone. */
export function periodContaining(cadence: Cadence, timeZone: string, at: Date): Period {
  const instant = at.getTime();
  if (isSubDay(cadence)) {
    const start = subDayStart(cadence, instant, timeZone);
    // Normally one step; a zone that moves its clock by less than the step ends the period at the jump.
    const end = Math.max(subDayStart(cadence, start + subDayStep(cadence), timeZone), start + MINUTE);
    const wall = wallClock(start, timeZone);
    const key = `${dateKey(wall.year, wall.month, wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}${offsetLabel(offsetAt(start, timeZone))}`;
    return { cadence, key, start: new Date(start), end: new Date(end) };
  }
  const wall = wallClock(instant, timeZone);
  let startDate = dayPeriodStartDate(cadence, wall);
  let start = localMidnight(...startDate, timeZone);
  if (start > instant) {
    // Only where midnight is skipped: the instant belongs to the period before.
    startDate = dayPeriodStartDate(cadence, wallClock(start - 1, timeZone));
    start = localMidnight(...startDate, timeZone);
  }
  const end = localMidnight(...nextStartDate(cadence, startDate), timeZone);
  return { cadence, key: dateKey(...startDate), start: new Date(start), end: new Date(end) };
}

/** When a period may be settled: its end, or five minutes past local midnight for day-based periods. */
export function closesAt(period: Period): Date {
  return new Date(period.end.getTime() + (isSubDay(period.cadence) ? 0 : DAY_CLOSE_GRACE_MS));
}

export const nextPeriod = (period: Period, timeZone: string): Period =>
  periodContaining(period.cadence, timeZone, period.end);

export const previousPeriod = (period: Period, timeZone: string): Period =>
  periodContaining(period.cadence, timeZone, new Date(period.start.getTime() - 1));

/** The latest period that has closed by `now`. */
export function lastClosedPeriod(cadence: Cadence, timeZone: string, now: Date): Period {
  const grace = isSubDay(cadence) ? 0 : DAY_CLOSE_GRACE_MS;
  const open = periodContaining(cadence, timeZone, new Date(now.getTime() - grace));
  return previousPeriod(open, timeZone);
}

export const isClosed = (period: Period, now: Date) => closesAt(period).getTime() <= now.getTime();

/**
 * The period holding a local date and time (an operator's "the 8th of March, 14:00"). A local time that a DST
 * change repeats or skips resolves to one of the periods either side of the change.
 */
export function periodAtLocalTime(
  cadence: Cadence,
  timeZone: string,
  local: { date: string; hour?: number; minute?: number },
): Period {
  const [year, month, day] = local.date.split('-').map(Number) as [number, number, number];
  if (!isSubDay(cadence))
    return periodContaining(cadence, timeZone, new Date(localMidnight(year, month, day, timeZone)));
  const wall = Date.UTC(year, month - 1, day, local.hour ?? 0, local.minute ?? 0);
  const instant = wall - offsetAt(wall - offsetAt(wall, timeZone), timeZone);
  return periodContaining(cadence, timeZone, new Date(instant));
}
