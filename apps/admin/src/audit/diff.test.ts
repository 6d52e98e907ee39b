import { describe, expect, it } from 'vitest';
import { changedKeys, diffLines, jsonEqual } from './diff.ts';

describe('diff', () => {
  it('compares JSON structurally', () => {
    expect(jsonEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(jsonEqual([1], { 0: 1 })).toBe(false);
  });

  it('marks changed, added and removed top-level keys', () => {
    const before = { maintenance: false, name: 'A', gone: 1 };
    const after = { maintenance: true, name: 'A', added: ['US'] };
    expect(changedKeys(before, after)).toEqual(['maintenance', 'gone', 'added']);
    const lines = diffLines(before, after);
    expect(lines.find((l) => l.key === 'gone')).toMatchObject({
      before: '1',
      after: undefined,
      changed: true,
    });
    expect(lines.find((l) => l.key === 'name')?.changed).toBe(false);
  });

  it('treats a null side of a created or deleted record as empty', () => {
    expect(changedKeys(null, { username: 'bob' })).toEqual(['username']);
    expect(diffLines('x', 'y')).toEqual([{ key: '', before: '"x"', after: '"y"', changed: true }]);
  });
});
