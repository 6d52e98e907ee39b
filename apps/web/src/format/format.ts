/**
 * Display helpers (spec §9): two decimals with thousands separators; times as yyyy-MM-dd HH:mm:ss
 * in the brand's time zone, whatever zone the player's device is in.
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Formats a decimal string or number without going through float arithmetic for strings. */
export function formatNumber(value: string | number, decimals = 2): string {
  const text = typeof value === 'number' ? value.toFixed(decimals) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return text;
  const [, sign, whole = '0', fraction = ''] = match;
  let frac = fraction.slice(0, decimals).padEnd(decimals, '0');
  let int = whole.replace(/^0+(?=\d)/, '');
  // Round half up on the first dropped digit, carrying through the fraction into the integer part.
  if ((fraction[decimals] ?? '0') >= '5') {
    const digits = (int + frac).split('').map(Number);
    let i = digits.length - 1;
    while (i >= 0) {
      const next = (digits[i] ?? 0) + 1;
      if (next < 10) {
        digits[i] = next;
        break;
      }
      digits[i] = 0;
      i -= 1;
    }
    const joined = (i < 0 ? '1' : '') + digits.join('');
    int = joined.slice(0, joined.length - decimals) || '0';
    frac = joined.slice(joined.length - decimals);
  }
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = decimals > 0 ? `${grouped}.${frac}` : grouped;
  const isZero = /^[0.,]+$/.test(body);
  return sign && !isZero ? `-${body}` : body;
}

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
