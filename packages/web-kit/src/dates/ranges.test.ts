import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_PRESETS,
  daysIn,
  isDay,
  presetRange,
  rangeInstants,
  shiftDay,
  todayIn,
} from './ranges.ts';

describe('date-range presets', () => {
  // A Wednesday in March 2024, a leap year.
  const today = '2024-03-06';

  it('covers the days each preset names', () => {
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('yesterday', today)).toEqual({ from: '2024-03-05', to: '2024-03-05' });
    expect(presetRange('thisWeek', today)).toEqual({ from: '2024-03-04', to: today });
    expect(presetRange('lastWeek', today)).toEqual({ from: '2024-02-26', to: '2024-03-03' });
    expect(presetRange('thisMonth', today)).toEqual({ from: '2024-03-01', to: today });
    expect(presetRange('lastMonth', today)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetRange('7d', today)).toEqual({ from: '2024-02-29', to: today });
    expect(presetRange('30d', today)).toEqual({ from: '2024-02-06', to: today });
  });

  it('treats Monday and Sunday as the edges of a week, and January as following December', () => {
    expect(presetRange('thisWeek', '2024-03-04')).toEqual({ from: '2024-03-04', to: '2024-03-04' });
    expect(presetRange('thisWeek', '2024-03-10')).toEqual({ from: '2024-03-04', to: '2024-03-10' });
    expect(presetRange('lastWeek', '2024-01-03')).toEqual({ from: '2023-12-25', to: '2023-12-31' });
    expect(presetRange('lastMonth', '2024-01-15')).toEqual({ from: '2023-12-01', to: '2023-12-31' });
  });

  it('never ends a preset after today nor starts it after its end', () => {
    for (let offset = 0; offset < 400; offset += 13) {
      const day = shiftDay('2023-01-01', offset);
      for (const preset of DATE_RANGE_PRESETS) {
        const { from, to } = presetRange(preset, day);
        expect(isDay(from) && isDay(to), `${preset} ${day}`).toBe(true);
        expect(from <= to && to <= day, `${preset} ${day}`).toBe(true);
      }
    }
  });

  it('reads today in the brand’s time zone, not the device’s', () => {
    const instant = new Date('2024-03-06T20:30:00Z');
    expect(todayIn('Asia/Bangkok', instant)).toBe('2024-03-07');
    expect(todayIn('America/New_York', instant)).toBe('2024-03-06');
    expect(todayIn('Asia/Kolkata', new Date('2024-03-06T18:29:00Z'))).toBe('2024-03-06');
    expect(todayIn('Asia/Kolkata', new Date('2024-03-06T18:30:00Z'))).toBe('2024-03-07');
  });

  it('turns a range into the instants of the zone’s days, daylight saving included', () => {
    expect(rangeInstants({ from: '2024-03-06', to: '2024-03-06' }, 'Asia/Bangkok')).toEqual({
      from: new Date('2024-03-05T17:00:00Z'),
      until: new Date('2024-03-06T17:00:00Z'),
    });
    // New York springs forward on 10 March 2024: that day is 23 hours long.
    const spring = rangeInstants({ from: '2024-03-10', to: '2024-03-10' }, 'America/New_York')!;
    expect(spring.from.toISOString()).toBe('2024-03-10T05:00:00.000Z');
    expect(spring.until.toISOString()).toBe('2024-03-11T04:00:00.000Z');
    expect(rangeInstants({ from: '2024-02-30', to: '2024-03-01' }, 'UTC')).toBeNull();
  });
});

describe('the length of a range', () => {
  it('counts both ends, across a month end', () => {
    expect(daysIn({ from: '2026-11-01', to: '2026-11-01' })).toBe(1);
    expect(daysIn({ from: '2026-02-27', to: '2026-03-01' })).toBe(3);
    expect(daysIn(presetRange('30d', '2026-11-26'))).toBe(30);
  });
});
