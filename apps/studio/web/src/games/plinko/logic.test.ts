import { describe, expect, it } from 'vitest';
import { dropPlinko } from '../../../../server/engines/mini/plinko.ts';
import { FairStream } from '../../../../server/engines/fairness/stream.ts';
import { ballPoints, bucketX, buckets, isRows, pegs } from './logic.ts';

describe('plinko board', () => {
  it('has rows + 2 pegs on the last row and rows + 1 buckets', () => {
    expect(pegs(8).length).toBe(3 + 4 + 5 + 6 + 7 + 8 + 9 + 10);
    expect(buckets(8, 'low')).toHaveLength(9);
    expect(buckets(16, 'high')).toHaveLength(17);
  });

  it('drops the ball along an engine path into the bucket the engine pays', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const result = dropPlinko(new FairStream('12'.repeat(32), 's', nonce), {
        stake: 100n,
        rows: 12,
        risk: 'medium',
      });
      const points = ballPoints(12, result.path);
      expect(points.at(-1)!.x).toBe(bucketX(12, result.slot));
      expect(buckets(12, 'medium')[result.slot]).toBe(
        Number(result.multiplier.num) / Number(result.multiplier.den),
      );
    }
  });

  it('accepts 8 to 16 rows', () => {
    expect(isRows(8)).toBe(true);
    expect(isRows(17)).toBe(false);
  });
});
