import { describe, expect, it } from 'vitest';
import { playHilo } from '../../../../server/engines/mini/hilo.ts';
import { FairStream } from '../../../../server/engines/fairness/stream.ts';
import { ratioNumber } from '../../lib/result.ts';
import {
  canCashOut,
  chance,
  currentCard,
  fairProduct,
  nextMultiplier,
  payoutMultiplier,
  readHilo,
} from './logic.ts';

const json = (v: unknown) =>
  JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x)));

describe('hi-lo', () => {
  it('computes chances from the engine rule', () => {
    expect(chance(1, 'higher')).toBe(1);
    expect(chance(1, 'lower')).toBeCloseTo(1 / 13);
    expect(chance(13, 'higher')).toBeCloseTo(1 / 13);
    expect(chance(7, 'lower')).toBeCloseTo(7 / 13);
  });

  it('shows the engine multiplier after any sequence of moves, and predicts the next one', () => {
    const stream = () => new FairStream('34'.repeat(32), 'seed', 3);
    const moves = [{ type: 'skip' }, { type: 'higher' }, { type: 'lower' }] as const;
    for (let n = 0; n <= moves.length; n++) {
      const state = playHilo(stream(), { stake: 100n }, moves.slice(0, n));
      const view = readHilo(json(state))!;
      expect(payoutMultiplier(fairProduct(view))).toBeCloseTo(ratioNumber(json(state.multiplier))!, 3);
      if (view.status !== 'playing' || n === moves.length) break;
      const guess = moves[n]!;
      if (guess.type === 'skip') continue;
      const next = readHilo(json(playHilo(stream(), { stake: 100n }, moves.slice(0, n + 1))))!;
      if (next.status === 'playing')
        expect(nextMultiplier(fairProduct(view), currentCard(view).rank, guess.type)).toBeCloseTo(
          payoutMultiplier(fairProduct(next)),
          6,
        );
    }
  });

  it('allows cash-out only after a real guess', () => {
    const view = { start: { rank: 5, suit: 0 }, steps: [], status: 'playing' as const, multiplier: 0.99 };
    expect(canCashOut(view)).toBe(false);
    expect(canCashOut({ ...view, steps: [{ action: 'skip', card: { rank: 2, suit: 1 }, won: true }] })).toBe(
      false,
    );
    expect(
      canCashOut({ ...view, steps: [{ action: 'higher', card: { rank: 9, suit: 1 }, won: true }] }),
    ).toBe(true);
  });
});
