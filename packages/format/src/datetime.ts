/**
 * Times as the spec shows them (§9): yyyy-MM-dd HH:mm:ss in a given time zone (the brand's for players,
 * the operator's for the console), whatever zone the device is in. Built from parts because locale formats
 * differ (Thai defaults to the Buddhist era).
 */

const partsCache = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = partsCache.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partsCache.set(timeZone, cached);
  }
  return cached;
}

/** `yyyy-MM-dd HH:mm:ss` in `timeZone` for an ISO string, epoch milliseconds or Date. */
export function formatDateTime(value: string | number | Date, timeZone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** "GMT+07:00" for the agent header: the zone's offset at `date` (daylight saving included). */
export function gmtOffset(timeZone: string, date: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName');
  const value = part?.value ?? 'GMT';
  // Intl writes UTC itself as a bare "GMT".
  return value === 'GMT' ? 'GMT+00:00' : value;
}

function offsetMinutes(timeZone: string, date: Date): number {
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(gmtOffset(timeZone, date));
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The calendar day (`yyyy-MM-dd`) that `date` falls on in `timeZone`. */
export function dayIn(date: Date, timeZone: string): string {
  return formatDateTime(date, timeZone).slice(0, 10);
}

/** The calendar day `days` days after `day` (`yyyy-MM-dd`; negative goes back). */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The instant a calendar day (`yyyy-MM-dd`) starts in `timeZone`: date filters ("last 7 days") mean the
 * brand's days, not the server's or the device's. Null for a day that does not exist.
 */
export function startOfDayIn(day: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const probe = new Date(utc);
  if (probe.toISOString().slice(0, 10) !== day) return null;
  // The offset at the guess can differ from the offset at the answer across a daylight-saving change.
  let start = new Date(utc - offsetMinutes(timeZone, probe) * 60_000);
  start = new Date(utc - offsetMinutes(timeZone, start) * 60_000);
  return start;
}

/**
 * The instant a wall-clock time (`yyyy-MM-dd HH:mm`, or with a `T`) names in `timeZone`, as an operator types a
 * maintenance window in the brand's zone. Null for a malformed or impossible time.
 */
export function instantIn(local: string, timeZone: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (hours > 23 || minutes > 59) return null;
  const start = startOfDayIn(match[1]!, timeZone);
  if (!start) return null;
  const guess = new Date(start.getTime() + (hours * 60 + minutes) * 60_000);
  // Across a daylight-saving change the offset at the time differs from the offset at midnight.
  return new Date(
    guess.getTime() - (offsetMinutes(timeZone, guess) - offsetMinutes(timeZone, start)) * 60_000,
  );
}

/** `yyyy-MM-dd HH:mm` in `timeZone`, the form `instantIn` reads back. */
export function wallClockIn(value: string | number | Date, timeZone: string): string {
  return formatDateTime(value, timeZone).slice(0, 16);
}
