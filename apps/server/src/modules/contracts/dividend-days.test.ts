import { describe, expect, it } from 'vitest';
import { periodContaining } from '../settlements/index.ts';
import { daysOf } from './dividends.ts';

describe('the days a dividend period reads', () => {
  it('are every brand-local day of the period once, across a month end and a DST change', () => {
    const second = periodContaining('semimonthly', 'America/New_York', new Date('2026-02-20T12:00:00Z'));
    expect(daysOf(second)).toEqual(Array.from({ length: 13 }, (_, i) => `2026-02-${16 + i}`));
    const march = periodContaining('monthly', 'America/New_York', new Date('2026-03-10T12:00:00Z'));
    const days = daysOf(march);
    expect(days).toHaveLength(31);
    expect(days[7]).toBe('2026-03-08');
    expect(days.at(-1)).toBe('2026-03-31');
    const week = periodContaining('weekly', 'Asia/Bangkok', new Date('2026-11-26T12:00:00Z'));
    expect(daysOf(week)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });
});
