import { describe, expect, it } from 'vitest';
import { attemptKeys, randomKey } from './attempt.ts';

describe('attempt keys', () => {
  it('reuses the key when the same content is sent again, until the attempt is answered', () => {
    const keys = attemptKeys();
    const first = keys.keyFor({ to: 'upline1', amount: '10.00' });
    expect(keys.keyFor({ to: 'upline1', amount: '10.00' })).toBe(first);
    keys.done();
    expect(keys.keyFor({ to: 'upline1', amount: '10.00' })).not.toBe(first);
  });

  it('starts a new attempt when the content changes', () => {
    const keys = attemptKeys();
    const ten = keys.keyFor({ amount: '10.00' });
    const eleven = keys.keyFor({ amount: '11.00' });
    expect(eleven).not.toBe(ten);
    // Only the latest attempt is remembered: returning to earlier content is a new attempt.
    expect(keys.keyFor({ amount: '10.00' })).not.toBe(ten);
  });

  it('makes random 32-character hex keys', () => {
    const made = new Set(Array.from({ length: 100 }, () => randomKey()));
    expect(made.size).toBe(100);
    for (const key of made) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
