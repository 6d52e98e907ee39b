import { describe, expect, it } from 'vitest';
import { rollSicBo } from '../../../../server/engines/tables/sicbo.ts';
import { engineBet, outcomeLabel, paysLabel, sicBoSpots, wins, wireBet } from './logic.ts';

const spots = sicBoSpots();

describe('sic bo table', () => {
  it('offers all 50 bets of the engine', () => {
    expect(spots).toHaveLength(3 + 14 + 18 + 15);
    expect(new Set(spots.map((s) => s.key)).size).toBe(spots.length);
  });

  it('prints the engine pays', () => {
    const pays = (key: string) => paysLabel(spots.find((s) => s.key === key)!);
    expect(pays('small')).toBe('1:1');
    expect(pays('anyTriple')).toBe('30:1');
    expect(pays('total:4')).toBe('60:1');
    expect(pays('total:10')).toBe('6:1');
    expect(pays('double:3')).toBe('10:1');
    expect(pays('triple:6')).toBe('180:1');
    expect(pays('combination:25')).toBe('5:1');
  });

  it('lights exactly the spots the engine pays', () => {
    const dice = [2, 2, 5];
    // A random source that throws exactly these dice (the engine draws 1 + int(6) per die).
    const throwing = () => {
      let i = 0;
      return { int: () => dice[i++]! - 1 };
    };
    for (const spot of spots) {
      const result = rollSicBo(throwing(), [{ ...engineBet(spot), stake: 100n }]);
      expect(wins(spot, dice)).toBe(result.payouts[0]! > 0n);
    }
  });

  it('encodes bets as API.md has them', () => {
    expect(
      wireBet(
        spots.find((s) => s.key === 'big')!,
        '5.00',
      ),
    ).toEqual({ type: 'big', amount: '5.00' });
    expect(
      wireBet(
        spots.find((s) => s.key === 'total:9')!,
        '5.00',
      ),
    ).toEqual({ type: 'total', value: 9, amount: '5.00' });
    expect(
      wireBet(
        spots.find((s) => s.key === 'combination:15')!,
        '1.00',
      ),
    ).toEqual({
      type: 'combination',
      value: 15,
      amount: '1.00',
    });
  });

  it('names the outcome', () => {
    expect(outcomeLabel([3, 3, 3])).toBe('triple');
    expect(outcomeLabel([4, 3, 4])).toBe('big');
    expect(outcomeLabel([1, 2, 3])).toBe('small');
  });
});
