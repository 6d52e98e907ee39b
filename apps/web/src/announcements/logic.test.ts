import { describe, expect, it } from 'vitest';
import { marqueeSeconds, pageCountOf, pageOf } from './logic.ts';

describe('notice popup paging', () => {
  it('opens on the page that holds the clicked notice, pages of 9', () => {
    expect(pageOf(0)).toBe(0);
    expect(pageOf(8)).toBe(0);
    expect(pageOf(9)).toBe(1);
    expect(pageOf(20)).toBe(2);
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(9)).toBe(1);
    expect(pageCountOf(10)).toBe(2);
  });
});

describe('marquee pace', () => {
  it('takes longer for more text, never less than 15 s', () => {
    expect(marqueeSeconds(['Hi'])).toBe(15);
    expect(marqueeSeconds(['x'.repeat(300), 'y'.repeat(300)])).toBeGreaterThan(
      marqueeSeconds(['x'.repeat(300)]),
    );
  });
});
