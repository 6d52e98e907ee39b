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
