import { describe, expect, it } from 'vitest';
import { maskUsername } from './views.ts';

describe('winners board names', () => {
  it('shows at most two characters at each end of long names, one of middling ones, none of short ones', () => {
    expect(maskUsername('abcdefxyz')).toBe('ab***yz');
    expect(maskUsername('highroller2026')).toBe('hi***26');
    expect(maskUsername('abcdef')).toBe('a***f');
    expect(maskUsername('abcdefgh')).toBe('a***h');
    expect(maskUsername('alice')).toBe('***');
    expect(maskUsername('bob')).toBe('***');
    expect(maskUsername('')).toBe('***');
  });

  it('never shows more than half of a name, and its stars never tell its length', () => {
    for (let length = 1; length <= 20; length++) {
      const name = 'n'.repeat(length);
      const masked = maskUsername(name);
      expect(masked.replace('***', '').length).toBeLessThanOrEqual(Math.floor(length / 2));
      expect(masked.match(/\*/g)).toHaveLength(3);
    }
    expect(maskUsername('玩家玩家玩家玩家玩')).toBe('玩家***家玩');
  });
});
