import { describe, expect, it } from 'vitest';
import { insideBets, spinRoulette, type RouletteBet } from '../../../../server/engines/tables/roulette.ts';
import { boardSpots, colourOf, placeSpot, pocketAngle, spotKey, WHEEL } from './logic.ts';

describe('roulette board', () => {
  const spots = boardSpots();

  it('offers every inside bet the engine accepts, each once', () => {
    for (const type of ['straight', 'split', 'street', 'corner', 'sixLine'] as const) {
      const onBoard = spots
        .filter((s) => s.bet.type === type)
        .map((s) => s.key)
        .sort();
      const engine = insideBets(type)
        .map((numbers) => spotKey({ type, numbers }))
        .sort();
      expect(onBoard).toEqual(engine);
    }
  });

  it('offers the outside bets, dozens and columns', () => {
    const outside = spots.filter((s) => s.kind === 'outside').map((s) => s.key);
    expect(outside.sort()).toEqual(
      [
        'black',
        'column:1',
        'column:2',
        'column:3',
        'dozen:1',
        'dozen:2',
        'dozen:3',
        'even',
        'high',
        'low',
        'odd',
        'red',
      ].sort(),
    );
  });

  it('has keys the engine would settle: each spot wins exactly on the numbers it covers', () => {
    for (const s of spots) {
      for (const pocket of [0, s.covers[0]!]) {
        const bet = { ...s.bet, stake: 100n } as unknown as RouletteBet;
        const result = spinRoulette({ int: () => pocket }, [bet]);
        expect(result.payouts[0]! > 0n).toBe(s.covers.includes(pocket));
      }
    }
  });

  it('draws the second column under the first and the "2 to 1" of 1, 4, … at the bottom', () => {
    const column1 = spots.find((s) => s.key === 'column:1')!;
    const one = spots.find((s) => s.key === 'straight:1')!;
    expect(column1.y).toBe(one.y);
  });

  it('turns the board for phones with zero on top and 1 on the left', () => {
    const zero = placeSpot(
      spots.find((s) => s.key === 'straight:0')!,
      'vertical',
    );
    const one = placeSpot(
      spots.find((s) => s.key === 'straight:1')!,
      'vertical',
    );
    const three = placeSpot(
      spots.find((s) => s.key === 'straight:3')!,
      'vertical',
    );
    expect(zero.top).toBe(0);
    expect(one.left).toBeLessThan(three.left);
    expect(one.top).toBeCloseTo(100 / 14);
  });

  it('knows the wheel', () => {
    expect(new Set(WHEEL).size).toBe(37);
    expect(colourOf(32)).toBe('red');
    expect(colourOf(15)).toBe('black');
    expect(pocketAngle(0)).toBe(-0);
    expect(pocketAngle(32)).toBeCloseTo(-360 / 37);
  });
});
