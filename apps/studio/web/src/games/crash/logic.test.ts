import { describe, expect, it } from 'vitest';
import { crashDurationMs, crashMultiplierAt as engine } from '../../../../server/engines/mini/crash.ts';
import {
  autoText,
  bustClass,
  chartScale,
  checkAutoCashOut,
  crashMultiplierAt,
  curvePoints,
  skewFrom,
  timeToReach,
} from './logic.ts';

describe('crash curve', () => {
  it('is the engine curve', () => {
    for (let t = 0; t <= 120_000; t += 37) expect(crashMultiplierAt(t)).toBe(engine(t));
    for (const point of [101, 150, 200, 1000, 123_456])
      expect(timeToReach(point)).toBe(crashDurationMs(point));
  });

  it('keeps the tip inside the chart', () => {
    const points = curvePoints(20_000);
    expect(points[0]).toEqual({ x: 0, y: 0 });
    const tip = points.at(-1)!;
    expect(tip.x).toBeLessThan(1);
    expect(tip.y).toBeLessThan(1);
    expect(tip.y).toBeGreaterThan(0.5);
    expect(chartScale(0, 1)).toEqual({ maxT: 8000, maxM: 2 });
  });

  it('validates auto cash-out targets', () => {
    expect(checkAutoCashOut('2')).toBeNull();
    expect(checkAutoCashOut('1.01')).toBeNull();
    expect(checkAutoCashOut('1.00')).toBe('low');
    expect(checkAutoCashOut('1.005')).toBe('format');
    expect(checkAutoCashOut('abc')).toBe('format');
    expect(checkAutoCashOut('1000000.01')).toBe('high');
    expect(autoText('2')).toBe('2.00');
  });

  it('learns the clock skew from a live phase change, within bounds', () => {
    expect(skewFrom(Date.parse('2026-01-01T00:00:01.500Z'), '2026-01-01T00:00:00.000Z')).toBe(1500);
    expect(skewFrom(0, '2026-01-01T00:00:00.000Z')).toBe(-30_000);
    expect(skewFrom(1000, null)).toBe(0);
  });

  it('colours busts', () => {
    expect(bustClass(1.5)).toBe('low');
    expect(bustClass(3)).toBe('mid');
    expect(bustClass(25)).toBe('high');
  });
});
