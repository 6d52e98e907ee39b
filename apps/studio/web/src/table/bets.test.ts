import { describe, expect, it } from 'vitest';
import { canPlace, doubled, emptyBets, place, repeat, total, undo } from './bets.ts';

const limits = { max: 1000n, balance: 800n, maxSpots: 2 };

describe('table bets', () => {
  it('adds chips per spot and undoes the last one', () => {
    let bets = place(emptyBets, 'red', 100n);
    bets = place(bets, 'red', 50n);
    bets = place(bets, '17', 25n);
    expect(bets.spots.get('red')).toBe(150n);
    expect(total(bets)).toBe(175n);
    bets = undo(bets);
    expect(bets.spots.has('17')).toBe(false);
    bets = undo(bets);
    expect(bets.spots.get('red')).toBe(100n);
  });

  it('refuses a chip beyond the maximum, the balance or the number of bets', () => {
    const bets = place(emptyBets, 'a', 700n);
    expect(canPlace(bets, 'a', 100n, limits)).toBeNull();
    expect(canPlace(bets, 'a', 200n, limits)).toBe('overBalance');
    expect(canPlace(bets, 'a', 400n, { ...limits, balance: 5000n })).toBe('aboveMax');
    const two = place(bets, 'b', 10n);
    expect(canPlace(two, 'c', 10n, limits)).toBe('tooManyBets');
    expect(canPlace(two, 'b', 10n, limits)).toBeNull();
  });

  it('doubles and repeats layouts', () => {
    const bets = doubled(place(place(emptyBets, 'a', 10n), 'b', 5n));
    expect(bets.spots.get('a')).toBe(20n);
    expect(total(bets)).toBe(30n);
    expect(total(undo(bets))).toBe(25n);
    expect(total(repeat(bets.spots))).toBe(30n);
  });
});
