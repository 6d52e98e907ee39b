import { describe, expect, it } from 'vitest';
import { playBaccarat } from '../../../../server/engines/tables/baccarat.ts';
import { FairStream } from '../../../../server/engines/fairness/stream.ts';
import { betOutcome, dealOrder, handTotal, readCoup } from './logic.ts';

const json = (v: unknown) =>
  JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x)));

describe('baccarat table', () => {
  it('reads engine coups, deals in shoe order and agrees on totals and settled bets', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const bets = (['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const).map((type) => ({
        type,
        stake: 100n,
      }));
      const result = playBaccarat(new FairStream('cd'.repeat(32), 'seed', nonce), bets);
      const coup = readCoup(json(result))!;
      expect(handTotal(coup.player)).toBe(result.playerTotal);
      expect(handTotal(coup.banker)).toBe(result.bankerTotal);
      expect(dealOrder(coup)).toHaveLength(coup.player.length + coup.banker.length);
      bets.forEach((bet, i) => {
        const outcome = betOutcome(bet.type, coup);
        const payout = result.payouts[i]!;
        expect(outcome === 'win' ? payout > 100n : outcome === 'push' ? payout === 100n : payout === 0n).toBe(
          true,
        );
      });
    }
  });

  it('refuses results it cannot show', () => {
    expect(readCoup({ player: [], banker: [], winner: 'player' })).toBeNull();
    expect(readCoup(null)).toBeNull();
  });
});
