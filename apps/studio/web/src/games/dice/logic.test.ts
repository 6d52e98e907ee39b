import { describe, expect, it } from 'vitest';
import { rollDice } from '../../../../server/engines/mini/dice.ts';
import {
  clampTarget,
  flip,
  isValidTarget,
  multiplierOf,
  parseHundredths,
  targetForChance,
  targetRange,
  winChance,
} from './logic.ts';

describe('dice controls', () => {
  it('shows the engine multiplier for a target', () => {
    expect(multiplierOf('under', 4950)).toBe(2);
    expect(multiplierOf('over', 5049)).toBe(2);
    expect(multiplierOf('under', 100)).toBe(99);
  });

  it('keeps targets inside a 1%–98% win chance', () => {
    expect(targetRange('under')).toEqual({ min: 100, max: 9800 });
    expect(targetRange('over')).toEqual({ min: 199, max: 9899 });
    expect(isValidTarget('under', 99)).toBe(false);
    expect(isValidTarget('over', 9899)).toBe(true);
    expect(isValidTarget('over', 9900)).toBe(false);
    expect(clampTarget('under', 12_000)).toBe(9800);
  });

  it('converts a typed win chance to a target and back', () => {
    expect(targetForChance('under', 25)).toBe(2500);
    expect(winChance('under', 2500)).toBe(25);
    expect(targetForChance('over', 25)).toBe(7499);
    expect(winChance('over', 7499)).toBe(25);
  });

  it('keeps the chance when the direction flips', () => {
    const flipped = flip('under', 3000);
    expect(flipped).toEqual({ direction: 'over', target: 6999 });
    expect(winChance(flipped.direction, flipped.target)).toBe(winChance('under', 3000));
  });

  it('agrees with the engine on what wins', () => {
    const fixed = (roll: number) => ({ int: () => roll });
    expect(rollDice(fixed(4949), { stake: 100n, direction: 'under', target: 4950 }).won).toBe(true);
    expect(rollDice(fixed(4950), { stake: 100n, direction: 'under', target: 4950 }).won).toBe(false);
  });

  it('reads typed targets in hundredths', () => {
    expect(parseHundredths('50.5')).toBe(5050);
    expect(parseHundredths('7')).toBe(700);
    expect(parseHundredths('50.555')).toBeNull();
    expect(parseHundredths('abc')).toBeNull();
  });
});
