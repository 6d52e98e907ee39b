import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, percentToBasisPoints, rtpToBasisPoints } from './game-rtp.ts';

describe('RTP on the wire', () => {
  it('reads a vendor percentage with at most two decimals between 0 and 100', () => {
    expect(rtpToBasisPoints('96.12')).toBe(9612);
    expect(rtpToBasisPoints('96.1')).toBe(9610);
    expect(rtpToBasisPoints('96')).toBe(9600);
    expect(rtpToBasisPoints('0')).toBe(0);
    expect(rtpToBasisPoints('100.00')).toBe(10000);
    for (const bad of ['100.01', '101', '-1', '96.123', '96.', '.5', ' 96', '96,12', '1e2', '+96', '', 'abc'])
      expect(rtpToBasisPoints(bad), bad).toBeNull();
  });

  it('writes hundredths of a percent with two decimals and a sign', () => {
    expect(basisPointsToPercent(9612)).toBe('96.12');
    expect(basisPointsToPercent(5n)).toBe('0.05');
    expect(basisPointsToPercent(-100)).toBe('-1.00');
    expect(basisPointsToPercent(1_000_000n)).toBe('10000.00');
    expect(percentToBasisPoints('-1.00')).toBe(-100);
    expect(percentToBasisPoints('2.01')).toBe(201);
    expect(percentToBasisPoints('2.1')).toBeNull();
  });
});
