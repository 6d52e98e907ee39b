import { describe, expect, it } from 'vitest';
import {
  CADENCES,
  closesAt,
  lastClosedPeriod,
  nextPeriod,
  periodAtLocalTime,
  periodContaining,
  previousPeriod,
  type Cadence,
} from './calendar.ts';

const at = (iso: string) => new Date(iso);
const span = (cadence: Cadence, zone: string, iso: string) => {
  const period = periodContaining(cadence, zone, at(iso));
  return { key: period.key, start: period.start.toISOString(), end: period.end.toISOString() };
};

describe('the settlement calendar', () => {
  it('cuts five-minute and hourly periods at local boundaries, half-hour offsets included', () => {
    expect(span('five_minutes', 'UTC', '2026-05-04T10:07:31.250Z')).toEqual({
      key: '2026-05-04T10:05+00:00',
      start: '2026-05-04T10:05:00.000Z',
      end: '2026-05-04T10:10:00.000Z',
    });
    // Kolkata is UTC+05:30: its hours start at half past in UTC.
    expect(span('hourly', 'Asia/Kolkata', '2026-05-04T10:07:00Z')).toEqual({
      key: '2026-05-04T15:00+05:30',
      start: '2026-05-04T09:30:00.000Z',
      end: '2026-05-04T10:30:00.000Z',
    });
    expect(span('hourly', 'Asia/Kathmandu', '2026-05-04T10:07:00Z')).toMatchObject({
      key: '2026-05-04T15:00+05:45',
      start: '2026-05-04T09:15:00.000Z',
    });
  });

  it('keeps the two 01:00 hours of a New York autumn night apart and skips the missing spring hour', () => {
    const first = periodContaining('hourly', 'America/New_York', at('2026-11-01T05:30:00Z'));
    const second = nextPeriod(first, 'America/New_York');
    expect([first.key, second.key]).toEqual(['2026-11-01T01:00-04:00', '2026-11-01T01:00-05:00']);
    expect(second.start.getTime() - first.start.getTime()).toBe(3_600_000);
    const beforeJump = periodContaining('hourly', 'America/New_York', at('2026-03-08T06:30:00Z'));
    expect([beforeJump.key, nextPeriod(beforeJump, 'America/New_York').key]).toEqual([
      '2026-03-08T01:00-05:00',
      '2026-03-08T03:00-04:00',
    ]);
  });

  it('makes DST days 23 and 25 hours long', () => {
    const spring = periodContaining('daily', 'Europe/London', at('2026-03-29T12:00:00Z'));
    const autumn = periodContaining('daily', 'Europe/London', at('2026-10-25T12:00:00Z'));
    expect(spring.key).toBe('2026-03-29');
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
    expect(span('daily', 'Asia/Kolkata', '2026-05-04T20:00:00Z')).toEqual({
      key: '2026-05-05',
      start: '2026-05-04T18:30:00.000Z',
      end: '2026-05-05T18:30:00.000Z',
    });
  });

  it('starts a day at the first instant of a zone that skips midnight', () => {
    // Santiago moves its clocks from 24:00 to 01:00 on the first Sunday of September.
    const day = periodContaining('daily', 'America/Santiago', at('2026-09-06T12:00:00Z'));
    expect(day.key).toBe('2026-09-06');
    expect(day.start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(previousPeriod(day, 'America/Santiago').end).toEqual(day.start);
  });

  it('starts weeks on Monday and splits months at the 16th, to their last day in leap years too', () => {
    expect(span('weekly', 'Asia/Bangkok', '2026-03-08T10:00:00Z')).toMatchObject({
      key: '2026-03-02',
      start: '2026-03-01T17:00:00.000Z',
      end: '2026-03-08T17:00:00.000Z',
    });
    const secondHalf = periodContaining('semimonthly', 'UTC', at('2028-02-29T23:59:59Z'));
    expect([secondHalf.key, secondHalf.end.toISOString()]).toEqual([
      '2028-02-16',
      '2028-03-01T00:00:00.000Z',
    ]);
    expect(periodContaining('semimonthly', 'UTC', at('2026-02-15T23:59:59Z')).key).toBe('2026-02-01');
    expect(span('monthly', 'UTC', '2027-02-10T00:00:00Z').end).toBe('2027-03-01T00:00:00.000Z');
    expect(span('monthly', 'UTC', '2028-02-10T00:00:00Z').end).toBe('2028-03-01T00:00:00.000Z');
    const december = periodContaining('monthly', 'Asia/Kolkata', at('2026-12-31T20:00:00Z'));
    expect([december.key, nextPeriod(december, 'Asia/Kolkata').key]).toEqual(['2027-01-01', '2027-02-01']);
  });

  it('closes a day five minutes after local midnight and a sub-day period at its end', () => {
    const zone = 'Asia/Kolkata';
    expect(lastClosedPeriod('daily', zone, at('2026-05-04T18:34:59Z')).key).toBe('2026-05-03');
    expect(lastClosedPeriod('daily', zone, at('2026-05-04T18:35:00Z')).key).toBe('2026-05-04');
    const day = periodContaining('daily', zone, at('2026-05-04T00:00:00Z'));
    expect(closesAt(day).toISOString()).toBe('2026-05-04T18:35:00.000Z');
    expect(lastClosedPeriod('five_minutes', 'UTC', at('2026-05-04T10:10:00Z')).key).toBe(
      '2026-05-04T10:05+00:00',
    );
    expect(lastClosedPeriod('monthly', 'UTC', at('2026-06-01T00:04:00Z')).key).toBe('2026-04-01');
  });

  it('tiles time with no gap or overlap for every cadence across a DST year', () => {
    for (const cadence of CADENCES) {
      for (const zone of ['America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe']) {
        let period = periodContaining(cadence, zone, at('2026-01-01T00:00:00Z'));
        const limit = cadence === 'five_minutes' ? 2000 : 400;
        for (let index = 0; index < limit; index += 1) {
          const next = nextPeriod(period, zone);
          expect(next.start).toEqual(period.end);
          expect(next.key).not.toBe(period.key);
          expect(previousPeriod(next, zone).key).toBe(period.key);
          period = next;
        }
      }
    }
  });

  it('finds the period an operator names by local date and time', () => {
    expect(periodAtLocalTime('hourly', 'Asia/Kolkata', { date: '2026-05-04', hour: 15 }).key).toBe(
      '2026-05-04T15:00+05:30',
    );
    expect(
      periodAtLocalTime('five_minutes', 'America/New_York', { date: '2026-07-01', hour: 9, minute: 7 }).key,
    ).toBe('2026-07-01T09:05-04:00');
    expect(periodAtLocalTime('semimonthly', 'Asia/Bangkok', { date: '2026-03-20' }).key).toBe('2026-03-16');
    expect(periodAtLocalTime('daily', 'Asia/Bangkok', { date: '2026-03-20' }).start.toISOString()).toBe(
      '2026-03-19T17:00:00.000Z',
    );
  });
});
