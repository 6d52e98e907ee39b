import { describe, expect, it } from 'vitest';
import { termEnd, termFault } from './term.ts';

describe('an offer’s term', () => {
  const today = '2026-11-27';

  it('names the last day of the next 7 or 30 days, today counted, or the day chosen', () => {
    expect(termEnd('open', '', today)).toBeUndefined();
    expect(termEnd('next7', '', today)).toBe('2026-12-03');
    expect(termEnd('next30', '', today)).toBe('2026-12-26');
    expect(termEnd('date', ' 2027-01-15 ', today)).toBe('2027-01-15');
  });

  it('accepts a real day from today to a year on, as the server does', () => {
    expect(termFault(undefined, today)).toBeNull();
    expect(termFault(today, today)).toBeNull();
    expect(termFault('2027-11-28', today)).toBeNull();
    for (const day of ['2026-11-26', '2027-11-29', '2027-02-30', '', '27/11/2026'])
      expect(termFault(day, today), day).toBe('termDay');
  });
});
