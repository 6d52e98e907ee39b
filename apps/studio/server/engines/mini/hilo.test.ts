import { describe, expect, it } from 'vitest';
import { FairStream } from '../fairness/stream.ts';
import { BetError, ratio } from '../money.ts';
import { chiSquareTest, uniform } from '../stats/chi-square.ts';
import { SimulationRandom } from '../stats/sim-random.ts';
import { playHilo, winningRanks, type HiloAction } from './hilo.ts';

/** Cards by rank (1–13), spades: card index rank − 1. */
const deal = (...ranks: number[]) => {
  let i = 0;
  return { int: () => ranks[i++]! - 1 };
};
const higher: HiloAction = { type: 'higher' };
const lower: HiloAction = { type: 'lower' };
const skip: HiloAction = { type: 'skip' };
const cashOut: HiloAction = { type: 'cashOut' };

describe('hi-lo', () => {
  it('wins "higher" on the same rank or above and "lower" on the same or below', () => {
    expect(winningRanks(1, 'higher')).toBe(13);
    expect(winningRanks(1, 'lower')).toBe(1);
    expect(winningRanks(7, 'higher')).toBe(7);
    expect(winningRanks(13, 'lower')).toBe(13);
    expect(playHilo(deal(7, 7), { stake: 1n }, [higher]).status).toBe('playing');
    expect(playHilo(deal(7, 7), { stake: 1n }, [lower]).status).toBe('playing');
    expect(playHilo(deal(7, 6), { stake: 1n }, [higher]).status).toBe('busted');
  });

  it('multiplies 13 / (winning ranks) per right guess, takes 1% once and pays it on cash-out', () => {
    // From a 3, "higher" wins on 11 ranks (×13/11); from the queen, "lower" on 12 (×13/12); a skip costs nothing.
    const state = playHilo(deal(3, 12, 9, 5), { stake: 1000n }, [higher, lower, skip, cashOut]);
    expect(state.status).toBe('cashedOut');
    expect(state.multiplier).toEqual(ratio(99 * 169, 100 * 132));
    expect(state.payout).toBe((1000n * 99n * 169n) / (100n * 132n));
    expect(state.steps.map((s) => s.card.rank)).toEqual([12, 9, 5]);
  });

  it('returns exactly 99% whatever the player guesses: every guess is fair before the one edge', () => {
    for (let rank = 1; rank <= 13; rank++)
      for (const guess of ['higher', 'lower'] as const) {
        const wins = winningRanks(rank, guess);
        // Chance to win × the step's multiplier = (wins / 13) · (13 / wins) = 1.
        expect(ratio(wins * 13, 13 * wins)).toEqual(ratio(1));
      }
    const random = new SimulationRandom(13);
    const rounds = 200_000;
    let returned = 0n;
    for (let i = 0; i < rounds; i++) {
      // The player guesses the likelier side three times, then cashes out; each guess sees only the card
      // before it. A round uses at most four cards: they are drawn first, then the engine plays them.
      const cards = Array.from({ length: 4 }, () => random.int(52));
      const rankOf = (card: number) => (card % 13) + 1;
      const actions: HiloAction[] = [];
      for (let step = 0; step < 3; step++) {
        const guess = rankOf(cards[step]!) <= 7 ? higher : lower;
        actions.push(guess);
        const next = rankOf(cards[step + 1]!);
        if (guess === higher ? next < rankOf(cards[step]!) : next > rankOf(cards[step]!)) break;
        if (step === 2) actions.push(cashOut);
      }
      let drawn = 0;
      returned += playHilo({ int: () => cards[drawn++]! }, { stake: 100n }, actions).payout;
    }
    // The payout is at most 99 · 13³/7³ ≈ 640 per 100 staked; the spread is well under 150 per 100.
    expect(Math.abs(Number(returned) / rounds - 99)).toBeLessThan((4 * 150) / Math.sqrt(rounds));
  });

  it('refuses moves that make no sense', () => {
    expect(() => playHilo(deal(5, 6), { stake: 1n }, [cashOut])).toThrow(BetError);
    expect(() => playHilo(deal(5, 6, 7), { stake: 1n }, [skip, cashOut])).toThrow(BetError);
    expect(() => playHilo(deal(5, 4, 3), { stake: 1n }, [higher, higher])).toThrow(/over/);
    expect(() => playHilo(deal(5), { stake: 0n }, [])).toThrow(BetError);
  });

  it('draws every card alike from the fair stream (chi-square at 99%)', () => {
    const seed = '41104110411041104110411041104110411041104110411041104110411041a0';
    const counts = new Array<number>(52).fill(0);
    for (let nonce = 0; nonce < 8_000; nonce++) {
      // Cards of an endless deck are independent draws, so all of a round's cards count.
      const state = playHilo(new FairStream(seed, 'cards', nonce), { stake: 1n }, [
        skip,
        skip,
        skip,
        skip,
        skip,
      ]);
      for (const card of [state.start, ...state.steps.map((s) => s.card)])
        counts[card.suit * 13 + card.rank - 1]! += 1;
    }
    const result = chiSquareTest(counts, uniform(52));
    expect(result.pass, `χ² ${result.statistic.toFixed(1)} > ${result.critical.toFixed(1)}`).toBe(true);
  });
});
