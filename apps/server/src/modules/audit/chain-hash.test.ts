import { describe, expect, it } from 'vitest';
import { chainHash, type ChainedContent } from './chain.ts';

const row: ChainedContent = {
  brandId: 1n,
  operatorId: 7n,
  operatorName: 'admin',
  action: 'brand.update',
  target: 'brand',
  before: { name: 'Old', limits: { max: 100, min: 1 } },
  after: { name: 'New', limits: { max: 200, min: 1 } },
  ip: '127.0.0.1',
  createdAt: new Date('2026-11-26T01:00:00.123Z'),
  previousHash: null,
};

describe('chainHash', () => {
  it('hashes what jsonb gives back: key order and undefined members do not count', () => {
    const reordered = {
      ...row,
      before: { limits: { min: 1, max: 100 }, name: 'Old', gone: undefined },
      after: { limits: { min: 1.0, max: 2e2 }, name: 'New' },
    };
    expect(chainHash(reordered)).toBe(chainHash(row));
    expect(chainHash({ ...row, before: undefined })).toBe(chainHash({ ...row, before: null }));
  });

  it('changes with every part of the row and with the previous hash', () => {
    const base = chainHash(row);
    const variants: Partial<ChainedContent>[] = [
      { brandId: 2n },
      { operatorId: null },
      { operatorName: 'other' },
      { action: 'brand.delete' },
      { target: 'player:x' },
      { before: { name: 'Old', limits: { max: 101, min: 1 } } },
      { after: null },
      { ip: '10.0.0.1' },
      { createdAt: new Date('2026-11-26T01:00:00.124Z') },
      { previousHash: base },
    ];
    for (const change of variants) expect(chainHash({ ...row, ...change })).not.toBe(base);
  });
});
