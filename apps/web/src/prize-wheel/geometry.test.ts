import { describe, expect, it } from 'vitest';
import { labelTransform, landingRotation, segmentMiddle, wedgePath } from './geometry.ts';

describe('wheel geometry', () => {
  it('puts the drawn segment under the top pointer after whole turns forward', () => {
    for (const [segment, count] of [
      [0, 6],
      [3, 6],
      [7, 8],
      [1, 2],
    ] as const) {
      const rotation = landingRotation(725, segment, count);
      expect(rotation).toBeGreaterThan(725 + 5 * 360 - 360);
      // The segment's middle, turned by the rotation, sits at the top (0°).
      expect((segmentMiddle(segment, count) + rotation) % 360).toBeCloseTo(0);
    }
  });

  it('draws a wedge from the centre over the segment’s arc', () => {
    expect(wedgePath(0, 4)).toBe('M0 0 L0.000 -100.000 A100 100 0 0 1 100.000 0.000 Z');
  });

  it('turns every label to read left to right where the wheel stops', () => {
    // The reading direction of a label: (1, 0) turned by its rotations, the wheel's own turn added.
    const readingX = (transform: string, rotation: number) => {
      const turns = [...transform.matchAll(/rotate\((-?[\d.]+)\)/g)].map((match) => Number(match[1]));
      const degrees = turns.reduce((sum, turn) => sum + turn, rotation);
      return Math.cos((degrees * Math.PI) / 180);
    };
    for (const rotation of [0, 45, 200, landingRotation(0, 3, 8)])
      for (let index = 0; index < 8; index++)
        expect(readingX(labelTransform(index, 8, rotation), rotation)).toBeGreaterThanOrEqual(-1e-9);
  });
});
