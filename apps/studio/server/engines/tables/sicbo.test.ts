import { describe, expect, it } from 'vitest';
import { FairStream } from '../fairness/stream.ts';
import { BetError, ratio } from '../money.ts';
import { chiSquareTest, uniform } from '../stats/chi-square.ts';
import { SimulationRandom } from '../stats/sim-random.ts';
import { rollSicBo, sicBoReturn, type SicBoBet } from './sicbo.ts';

const throwing = (...dice: number[]) => {
  let i = 0;
  return { int: () => dice[i++]! - 1 };
};
const SEED = 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00';
const stake = 1n;

describe('sic bo', () => {
  it('has the exact returns derived by hand from the 216 throws', () => {
    // small: 105 winning throws (totals 4–10 minus the triples 1-1-1, 2-2-2, 3-3-3) pay 2 → 210/216.
    expect(sicBoReturn({ type: 'small', stake })).toEqual(ratio(210, 216));
    expect(sicBoReturn({ type: 'big', stake })).toEqual(ratio(210, 216));
    // total 4: 3 throws × 61; total 5: 6 × 31; total 10: 27 × 7; total 7: 15 × 13.
    expect(sicBoReturn({ type: 'total', total: 4, stake })).toEqual(ratio(183, 216));
    expect(sicBoReturn({ type: 'total', total: 16, stake })).toEqual(ratio(186, 216));
    expect(sicBoReturn({ type: 'total', total: 10, stake })).toEqual(ratio(189, 216));
    expect(sicBoReturn({ type: 'total', total: 7, stake })).toEqual(ratio(195, 216));
    // single: one die in 75 throws (pays 2), two in 15 (3), three in 1 (4).
    expect(sicBoReturn({ type: 'single', face: 4, stake })).toEqual(ratio(75 * 2 + 15 * 3 + 4, 216));
    // double: 16 throws × 11; triple: 1 × 181; any triple: 6 × 31; combination: 30 × 6.
    expect(sicBoReturn({ type: 'double', face: 2, stake })).toEqual(ratio(176, 216));
    expect(sicBoReturn({ type: 'triple', face: 6, stake })).toEqual(ratio(181, 216));
    expect(sicBoReturn({ type: 'anyTriple', stake })).toEqual(ratio(186, 216));
    expect(sicBoReturn({ type: 'combination', faces: [1, 6], stake })).toEqual(ratio(180, 216));
  });

  it('pays each bet on a throw of 2-2-5', () => {
    const bets: SicBoBet[] = [
      { type: 'single', face: 2, stake: 10n },
      { type: 'single', face: 5, stake: 10n },
      { type: 'double', face: 2, stake: 10n },
      { type: 'small', stake: 10n },
      { type: 'total', total: 9, stake: 10n },
      { type: 'combination', faces: [5, 2], stake: 10n },
      { type: 'big', stake: 10n },
      { type: 'triple', face: 2, stake: 10n },
      { type: 'single', face: 6, stake: 10n },
    ];
    const result = rollSicBo(throwing(2, 2, 5), bets);
    expect(result.dice).toEqual([2, 2, 5]);
    expect(result.total).toBe(9);
    expect(result.payouts).toEqual([30n, 20n, 110n, 20n, 70n, 60n, 0n, 0n, 0n]);
  });

  it('lets small and big lose on a triple, which any-triple and the triple itself win', () => {
    const result = rollSicBo(throwing(3, 3, 3), [
      { type: 'small', stake },
      { type: 'big', stake },
      { type: 'anyTriple', stake },
      { type: 'triple', face: 3, stake },
      { type: 'single', face: 3, stake },
    ]);
    expect(result.payouts).toEqual([0n, 0n, 31n, 181n, 4n]);
  });

  it('refuses bets that do not exist', () => {
    const refuse = (bet: SicBoBet) => expect(() => rollSicBo(throwing(1, 2, 3), [bet])).toThrow(BetError);
    refuse({ type: 'total', total: 3, stake });
    refuse({ type: 'single', face: 7, stake });
    refuse({ type: 'combination', faces: [4, 4], stake });
    refuse({ type: 'small', stake: -1n });
  });

  it('returns each bet its exact return over many throws', () => {
    const random = new SimulationRandom(216);
    const bets: SicBoBet[] = [
      { type: 'small', stake },
      { type: 'total', total: 10, stake },
      { type: 'single', face: 1, stake },
      { type: 'combination', faces: [2, 3], stake },
    ];
    const returned = bets.map(() => 0);
    const throws = 300_000;
    for (let i = 0; i < throws; i++)
      rollSicBo(random, bets).payouts.forEach((p, b) => (returned[b]! += Number(p)));
    bets.forEach((bet, b) => {
      const exact = sicBoReturn(bet);
      // No bet here pays more than 8 for 1, so σ < 8 per throw; 4 standard errors of the mean at most.
      expect(Math.abs(returned[b]! / throws - Number(exact.num) / Number(exact.den))).toBeLessThan(
        (4 * 8) / Math.sqrt(throws),
      );
    });
  });

  it('rolls fair dice and the right totals from the fair stream (chi-square at 99%)', () => {
    const faces = new Array<number>(6).fill(0);
    const totals = new Array<number>(19).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const { dice, total } = rollSicBo(new FairStream(SEED, 'dice', nonce), [{ type: 'big', stake }]);
      dice.forEach((d) => (faces[d - 1]! += 1)); // the three dice are independent draws
      totals[total]! += 1;
    }
    expect(chiSquareTest(faces, uniform(6)).pass).toBe(true);
    const ways = totals.map((_, t) => {
      let n = 0;
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) if (a + b + c === t) n++;
      return n / 216;
    });
    expect(chiSquareTest(totals.slice(3), ways.slice(3)).pass).toBe(true);
  });
});
