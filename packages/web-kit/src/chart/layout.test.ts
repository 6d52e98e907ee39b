import { describe, expect, it } from 'vitest';
import { isLabelled, labelStep, layoutBars } from './layout.ts';

describe('the day chart layout', () => {
  it('scales bars to the largest day and stands them on the bottom when nothing is negative', () => {
    const layout = layoutBars(
      [
        { day: '2026-11-25', value: 50 },
        { day: '2026-11-26', value: 100 },
      ],
      200,
      100,
    );
    expect(layout.zero).toBe(100);
    expect(layout.bars.map((b) => b.height)).toEqual([50, 100]);
    expect(layout.bars[1]!.y).toBe(0);
    expect(layout.bars[0]!.x).toBeLessThan(layout.bars[1]!.x);
  });

  it('draws a losing day below the zero line', () => {
    const layout = layoutBars(
      [
        { day: '2026-11-25', value: 300 },
        { day: '2026-11-26', value: -100 },
      ],
      200,
      100,
    );
    expect(layout.zero).toBe(75);
    expect(layout.bars[1]).toMatchObject({ y: 75, height: 25, negative: true });
  });

  it('draws nothing tall for an empty fortnight', () => {
    const layout = layoutBars([{ day: '2026-11-26', value: 0 }], 200, 100);
    expect(layout.bars[0]!.height).toBe(0);
    expect(layout.zero).toBe(100);
  });

  it('labels every other day of a fortnight and fewer days of a longer period, always the last', () => {
    expect(labelStep(14)).toBe(2);
    expect(labelStep(31)).toBe(3);
    expect(labelStep(366)).toBe(31);
    const labelled = Array.from({ length: 14 }, (_, i) => i).filter((i) => isLabelled(i, 14));
    expect(labelled).toEqual([1, 3, 5, 7, 9, 11, 13]);
    expect(isLabelled(365, 366)).toBe(true);
  });
});
