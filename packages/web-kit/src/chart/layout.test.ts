import { describe, expect, it } from 'vitest';
import { layoutBars } from './layout.ts';

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
});
