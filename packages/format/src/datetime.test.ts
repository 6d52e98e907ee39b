import { describe, expect, it } from 'vitest';
import { dayIn, formatDateTime, gmtOffset, instantIn, startOfDayIn, wallClockIn } from './datetime.ts';

describe('formatDateTime', () => {
  const instant = '2024-12-31T17:05:09Z';

  it('renders yyyy-MM-dd HH:mm:ss in the brand time zone', () => {
    expect(formatDateTime(instant, 'Asia/Bangkok')).toBe('2025-01-01 00:05:09');
    expect(formatDateTime(instant, 'UTC')).toBe('2024-12-31 17:05:09');
    expect(formatDateTime(instant, 'Asia/Shanghai')).toBe('2025-01-01 01:05:09');
  });

  it('uses a 24-hour clock', () => {
    expect(formatDateTime('2024-06-01T00:00:00Z', 'UTC')).toBe('2024-06-01 00:00:00');
    expect(formatDateTime(Date.UTC(2024, 5, 1, 23, 59, 59), 'UTC')).toBe('2024-06-01 23:59:59');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('not a date', 'UTC')).toBe('');
  });
});

describe('gmtOffset', () => {
  it('names the zone offset', () => {
    expect(gmtOffset('Asia/Bangkok')).toBe('GMT+07:00');
    expect(gmtOffset('UTC')).toBe('GMT+00:00');
    expect(gmtOffset('America/New_York', new Date('2024-01-15T12:00:00Z'))).toBe('GMT-05:00');
  });
});

describe('calendar days in a time zone', () => {
  it('starts a Bangkok day at 17:00 UTC the day before', () => {
    expect(startOfDayIn('2026-11-22', 'Asia/Bangkok')?.toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(dayIn(new Date('2026-11-21T17:00:00Z'), 'Asia/Bangkok')).toBe('2026-11-22');
    expect(dayIn(new Date('2026-11-21T16:59:59Z'), 'Asia/Bangkok')).toBe('2026-11-21');
  });

  it('follows daylight saving: New York days start at 04:00 UTC in summer and 05:00 in winter', () => {
    expect(startOfDayIn('2026-07-01', 'America/New_York')?.toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(startOfDayIn('2026-12-01', 'America/New_York')?.toISOString()).toBe('2026-12-01T05:00:00.000Z');
  });

  it('refuses days that do not exist', () => {
    expect(startOfDayIn('2026-02-30', 'UTC')).toBeNull();
    expect(startOfDayIn('22/11/2026', 'UTC')).toBeNull();
  });
});

describe('wall-clock times in a time zone', () => {
  it('reads an operator-typed Bangkok time as the instant seven hours earlier in UTC, and back', () => {
    expect(instantIn('2026-11-22 09:30', 'Asia/Bangkok')?.toISOString()).toBe('2026-11-22T02:30:00.000Z');
    expect(instantIn('2026-11-22T09:30', 'Asia/Bangkok')?.toISOString()).toBe('2026-11-22T02:30:00.000Z');
    expect(wallClockIn('2026-11-22T02:30:00.000Z', 'Asia/Bangkok')).toBe('2026-11-22 09:30');
  });

  it('keeps the afternoon of a daylight-saving day on its own offset', () => {
    expect(instantIn('2026-03-08 15:00', 'America/New_York')?.toISOString()).toBe('2026-03-08T19:00:00.000Z');
  });

  it('refuses malformed and impossible times', () => {
    expect(instantIn('2026-11-22 24:00', 'UTC')).toBeNull();
    expect(instantIn('2026-02-30 10:00', 'UTC')).toBeNull();
    expect(instantIn('22/11/2026 10:00', 'UTC')).toBeNull();
  });
});
