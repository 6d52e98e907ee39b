import { describe, expect, it } from 'vitest';
import { FairStream } from '../fairness/stream.ts';
import { BetError, multiply, ratio } from '../money.ts';
import { chiSquareTest, uniform } from '../stats/chi-square.ts';
import { SimulationRandom } from '../stats/sim-random.ts';
import { diceMultiplier, rollDice, ROLLS, winningRolls } from './dice.ts';

const rolling = (roll: number) => ({ int: (n: number) => (n === ROLLS ? roll : 0) });

describe('dice', () => {
  it('pays 99% divided by the chance to win', () => {
    expect(diceMultiplier({ direction: 'under', target: 5000 })).toEqual(ratio(198, 100));
    expect(diceMultiplier({ direction: 'over', target: 4999 })).toEqual(ratio(198, 100));
    expect(diceMultiplier({ direction: 'under', target: 100 })).toEqual(ratio(99));
    expect(diceMultiplier({ direction: 'over', target: 199 })).toEqual(ratio(9900, 9800));
  });

  it('returns exactly 99% at every target either way', () => {
    for (const direction of ['under', 'over'] as const)
      for (let target = 0; target < ROLLS; target++) {
        let winning: number;
        try {
          winning = winningRolls({ direction, target });
        } catch {
          continue;
        }
        expect(multiply(ratio(winning, ROLLS), diceMultiplier({ direction, target }))).toEqual(
          ratio(99, 100),
        );
      }
  });

  it('wins under below the target and over above it, the target itself losing both ways', () => {
    const bet = { stake: 100n, direction: 'under' as const, target: 5000 };
    expect(rollDice(rolling(4999), bet)).toMatchObject({ won: true, payout: 198n });
    expect(rollDice(rolling(5000), bet)).toMatchObject({ won: false, payout: 0n });
    expect(rollDice(rolling(5000), { ...bet, direction: 'over' })).toMatchObject({ won: false });
    expect(rollDice(rolling(5001), { ...bet, direction: 'over' })).toMatchObject({ won: true, payout: 198n });
    // Payouts round down to the minor unit: 1 at 1.98× is 1.
    expect(rollDice(rolling(0), { ...bet, stake: 1n }).payout).toBe(1n);
  });

  it('refuses win chances beyond 1%–98% and bad targets', () => {
    for (const bet of [
      { direction: 'under', target: 99 },
      { direction: 'under', target: 9801 },
      { direction: 'over', target: 9900 },
      { direction: 'over', target: 10_000 },
      { direction: 'sideways', target: 5000 },
      { direction: 'under', target: 50.5 },
    ])
      expect(() =>
        rollDice(rolling(0), { stake: 1n, ...(bet as { direction: 'under'; target: number }) }),
      ).toThrow(BetError);
  });

  it('returns 99% over many rolls', () => {
    const random = new SimulationRandom(6);
    const rolls = 400_000;
    let returned = 0n;
    for (let i = 0; i < rolls; i++)
      returned += rollDice(random, { stake: 100n, direction: 'over', target: 7499 }).payout;
    // 396 with probability 1/4: σ = 396 · √(3/16) ≈ 171.5 per 100 staked.
    expect(Math.abs(Number(returned) / rolls - 99)).toBeLessThan((4 * 171.5) / Math.sqrt(rolls));
  });

  it('rolls every hundredth alike from the fair stream (chi-square at 99%, 100 bands)', () => {
    const seed = 'd1ced1ced1ced1ced1ced1ced1ced1ced1ced1ced1ced1ced1ced1ced1ced1ce';
    const bands = new Array<number>(100).fill(0);
    for (let nonce = 0; nonce < 50_000; nonce++)
      bands[
        Math.floor(
          rollDice(new FairStream(seed, 'dice', nonce), { stake: 1n, direction: 'under', target: 5000 })
            .roll / 100,
        )
      ]! += 1;
    const result = chiSquareTest(bands, uniform(100));
    expect(result.pass, `χ² ${result.statistic.toFixed(1)} > ${result.critical.toFixed(1)}`).toBe(true);
  });
});
