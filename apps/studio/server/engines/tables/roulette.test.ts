import { describe, expect, it } from 'vitest';
import { FairStream } from '../fairness/stream.ts';
import { BetError, ratio } from '../money.ts';
import { chiSquareTest, uniform } from '../stats/chi-square.ts';
import { SimulationRandom } from '../stats/sim-random.ts';
import {
  coveredNumbers,
  insideBets,
  RED,
  rouletteReturn,
  spinRoulette,
  type InsideBetType,
  type RouletteBet,
} from './roulette.ts';

const landOn = (pocket: number) => ({ int: (n: number) => (n === 37 ? pocket : 0) });
const SEED = '0e1d2c3b4a5968778695a4b3c2d1e0f00e1d2c3b4a5968778695a4b3c2d1e0f0';

const OUTSIDE: RouletteBet[] = [
  { type: 'red', stake: 1n },
  { type: 'black', stake: 1n },
  { type: 'odd', stake: 1n },
  { type: 'even', stake: 1n },
  { type: 'low', stake: 1n },
  { type: 'high', stake: 1n },
  ...([1, 2, 3] as const).flatMap((index) => [
    { type: 'dozen' as const, index, stake: 1n },
    { type: 'column' as const, index, stake: 1n },
  ]),
];

describe('European roulette', () => {
  it('offers every inside bet of the single-zero layout', () => {
    const counts = Object.fromEntries(
      (['straight', 'split', 'street', 'corner', 'sixLine'] as InsideBetType[]).map((t) => [
        t,
        insideBets(t).length,
      ]),
    );
    // 57 splits between numbers plus 0-1, 0-2, 0-3; 12 streets plus the trios 0-1-2 and 0-2-3; 22 corners plus
    // 0-1-2-3; 11 six lines.
    expect(counts).toEqual({ straight: 37, split: 60, street: 14, corner: 23, sixLine: 11 });
    expect(RED.size).toBe(18);
  });

  it('gives every bet on the table the same exact house edge of 1/37', () => {
    const all: RouletteBet[] = [
      ...(['straight', 'split', 'street', 'corner', 'sixLine'] as InsideBetType[]).flatMap((type) =>
        insideBets(type).map((numbers) => ({ type, numbers, stake: 1n })),
      ),
      ...OUTSIDE,
    ];
    for (const bet of all)
      expect(rouletteReturn(bet), `${bet.type} ${'numbers' in bet ? bet.numbers.join('-') : ''}`).toEqual(
        ratio(36, 37),
      );
  });

  it('pays stake plus winnings at 35, 17, 11, 8, 5, 2 and 1 to one', () => {
    const result = spinRoulette(landOn(17), [
      { type: 'straight', numbers: [17], stake: 10n },
      { type: 'split', numbers: [17, 20], stake: 10n },
      { type: 'street', numbers: [16, 17, 18], stake: 10n },
      { type: 'corner', numbers: [13, 14, 16, 17], stake: 10n },
      { type: 'sixLine', numbers: [13, 14, 15, 16, 17, 18], stake: 10n },
      { type: 'column', index: 2, stake: 10n },
      { type: 'dozen', index: 2, stake: 10n },
      { type: 'odd', stake: 10n },
      { type: 'black', stake: 10n },
      { type: 'red', stake: 10n },
      { type: 'straight', numbers: [18], stake: 10n },
    ]);
    expect(result.pocket).toBe(17);
    expect(result.color).toBe('black');
    expect(result.payouts).toEqual([360n, 180n, 120n, 90n, 60n, 30n, 30n, 20n, 20n, 0n, 0n]);
    expect(result.totalStake).toBe(110n);
    expect(result.totalPayout).toBe(910n);
  });

  it('loses every outside bet on zero, while bets covering zero win', () => {
    const result = spinRoulette(landOn(0), [
      ...OUTSIDE,
      { type: 'split', numbers: [0, 2], stake: 1n },
      { type: 'corner', numbers: [0, 1, 2, 3], stake: 1n },
    ]);
    expect(result.color).toBe('green');
    expect(result.payouts).toEqual([...OUTSIDE.map(() => 0n), 18n, 9n]);
  });

  it('refuses bets that are not on the layout', () => {
    const refuse = (bet: RouletteBet) => expect(() => spinRoulette(landOn(1), [bet])).toThrow(BetError);
    refuse({ type: 'split', numbers: [1, 5], stake: 1n });
    refuse({ type: 'split', numbers: [3, 4], stake: 1n }); // across the end of a row
    refuse({ type: 'corner', numbers: [3, 4, 6, 7], stake: 1n });
    refuse({ type: 'straight', numbers: [37], stake: 1n });
    refuse({ type: 'dozen', index: 4 as 1, stake: 1n });
    refuse({ type: 'red', stake: 0n });
    expect(() => spinRoulette(landOn(1), [])).toThrow(BetError);
    expect(coveredNumbers({ type: 'column', index: 3, stake: 1n })).toEqual([
      3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36,
    ]);
  });

  it('returns 36/37 of the stake over many spins', () => {
    const random = new SimulationRandom(37);
    const spins = 400_000;
    let returned = 0n;
    for (let i = 0; i < spins; i++)
      returned += spinRoulette(random, [{ type: 'dozen', index: 1, stake: 1n }]).totalPayout;
    // A dozen returns 3 with probability 12/37: σ = √(9 · 12/37 − (36/37)²) ≈ 1.40 per spin.
    const mean = Number(returned) / spins;
    expect(Math.abs(mean - 36 / 37)).toBeLessThan((4 * 1.4) / Math.sqrt(spins));
  });

  it('lands on every pocket alike from the fair stream (chi-square at 99%)', () => {
    const counts = new Array<number>(37).fill(0);
    for (let nonce = 0; nonce < 37_000; nonce++)
      counts[spinRoulette(new FairStream(SEED, 'wheel', nonce), [{ type: 'red', stake: 1n }]).pocket]! += 1;
    const result = chiSquareTest(counts, uniform(37));
    expect(result.pass, `χ² ${result.statistic.toFixed(1)} > ${result.critical.toFixed(1)}`).toBe(true);
  });
});
