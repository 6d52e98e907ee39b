import { describe, expect, it } from 'vitest';
import { FairStream } from '../fairness/stream.ts';
import { BetError, ratioText } from '../money.ts';
import { chiSquareTest, uniform } from '../stats/chi-square.ts';
import { SimulationRandom } from '../stats/sim-random.ts';
import { baccaratOdds } from './baccarat-odds.ts';
import { bankerDraws, coup, playBaccarat, SHOE } from './baccarat.ts';

/**
 * A stacked shoe: answers the shuffle's draws so the given cards (0–51: suit × 13 + rank − 1) come out in
 * order, mirroring the partial Fisher–Yates that play performs.
 */
function stacked(cards: number[]) {
  const shoe = Array.from({ length: SHOE }, (_, i) => i);
  let i = 0;
  return {
    int(n: number) {
      expect(n).toBe(SHOE - i);
      const wanted = cards[i]!;
      const j = shoe.findIndex((c, k) => k >= i && c % 52 === wanted);
      [shoe[i], shoe[j]] = [shoe[j]!, shoe[i]!];
      i++;
      return j - (i - 1);
    },
  };
}
/** Cards by rank (1–13) in spades, the suit does not matter to the game. */
const ranks = (...r: number[]) => stacked(r.map((rank) => rank - 1));
const SEED = 'ba11ba11ba11ba11ba11ba11ba11ba11ba11ba11ba11ba11ba11ba11ba11ba11';

describe('baccarat (punto banco, eight decks)', () => {
  it('has the exact odds and house edges published for eight decks', () => {
    const odds = baccaratOdds();
    expect(ratioText(odds.banker, 6)).toBe('0.458597');
    expect(ratioText(odds.player, 6)).toBe('0.446246');
    expect(ratioText(odds.tie, 6)).toBe('0.095155');
    const edge = (r: { num: bigint; den: bigint }) => 1 - Number(r.num) / Number(r.den);
    expect(edge(odds.returns.banker)).toBeCloseTo(0.010579, 6);
    expect(edge(odds.returns.player)).toBeCloseTo(0.012351, 6);
    expect(edge(odds.returns.tie)).toBeCloseTo(0.143596, 6);
    expect(edge(odds.returns.playerPair)).toBeCloseTo(0.103614, 6);
  });

  it('follows the tableau', () => {
    const script = (...values: number[]) => {
      let i = 0;
      return coup(() => values[i++]!);
    };
    // Naturals stand: player 9 against banker 5, nobody draws.
    expect(script(4, 2, 5, 3)).toEqual({ player: [4, 5], banker: [2, 3] });
    // Player 6 stands; banker 5 then draws as if facing no third card.
    expect(script(3, 2, 3, 3, 9)).toEqual({ player: [3, 3], banker: [2, 3, 9] });
    // Player 4 draws an 8; banker 3 stands against an 8, banker 2 draws.
    expect(script(1, 1, 3, 2, 8)).toEqual({ player: [1, 3, 8], banker: [1, 2] });
    expect(script(1, 1, 3, 1, 8, 4)).toEqual({ player: [1, 3, 8], banker: [1, 1, 4] });
    // Banker 6 draws only on a player's third 6 or 7.
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, 5)).toBe(false);
    expect(bankerDraws(4, 1)).toBe(false);
    expect(bankerDraws(5, 4)).toBe(true);
    expect(bankerDraws(7, null)).toBe(false);
  });

  it('pays the banker less 5% commission, pushes player and banker on a tie, and pays pairs 11 to 1', () => {
    // Player K, 9 = 9; banker 8, 8 = 6 with a pair: player wins, banker pair wins.
    const playerWins = playBaccarat(ranks(13, 8, 9, 8), [
      { type: 'player', stake: 100n },
      { type: 'banker', stake: 100n },
      { type: 'bankerPair', stake: 10n },
      { type: 'playerPair', stake: 10n },
    ]);
    expect(playerWins).toMatchObject({ playerTotal: 9, bankerTotal: 6, winner: 'player', bankerPair: true });
    expect(playerWins.payouts).toEqual([200n, 0n, 120n, 0n]);
    expect(playerWins.player.map((c) => c.rank)).toEqual([13, 9]);
    // Player 2 + 4 = 6 and banker 7 + Q = 7 both stand: banker wins 95 on 100 (and 19 on 21, rounded down).
    const bankerWins = playBaccarat(ranks(2, 7, 4, 12), [
      { type: 'banker', stake: 100n },
      { type: 'banker', stake: 21n },
      { type: 'tie', stake: 5n },
    ]);
    expect(bankerWins).toMatchObject({ playerTotal: 6, bankerTotal: 7, winner: 'banker' });
    expect(bankerWins.payouts).toEqual([195n, 40n, 0n]);
    // 3 + 3 against 4 + 2: a tie at 6 pays 8 to 1 and returns player and banker stakes.
    const tie = playBaccarat(ranks(3, 4, 3, 2), [
      { type: 'tie', stake: 10n },
      { type: 'player', stake: 10n },
      { type: 'banker', stake: 10n },
      { type: 'playerPair', stake: 10n },
    ]);
    expect(tie).toMatchObject({ winner: 'tie', playerPair: true, bankerPair: false });
    expect(tie.payouts).toEqual([90n, 10n, 10n, 120n]);
    expect(() => playBaccarat(ranks(1, 1, 1, 1), [{ type: 'dragon' as 'tie', stake: 1n }])).toThrow(BetError);
  });

  it('deals third cards in order: the player’s fifth card of the shoe, the banker’s last', () => {
    // Player A + 2 = 3 draws a 5 → 8; banker 3 + 2 = 5 draws on a 5, takes a 9 → 4.
    const result = playBaccarat(ranks(1, 3, 2, 2, 5, 9), [{ type: 'player', stake: 1n }]);
    expect(result.player.map((c) => c.rank)).toEqual([1, 2, 5]);
    expect(result.banker.map((c) => c.rank)).toEqual([3, 2, 9]);
    expect(result).toMatchObject({ playerTotal: 8, bankerTotal: 4, winner: 'player' });
  });

  it('wins, loses and ties as often as the exact odds say', () => {
    const random = new SimulationRandom(8);
    const coups = 300_000;
    const seen = { player: 0, banker: 0, tie: 0, playerPair: 0 };
    for (let i = 0; i < coups; i++) {
      const r = playBaccarat(random, [{ type: 'player', stake: 1n }]);
      seen[r.winner] += 1;
      if (r.playerPair) seen.playerPair += 1;
    }
    const odds = baccaratOdds();
    for (const key of ['player', 'banker', 'tie', 'playerPair'] as const) {
      const p = Number(odds[key].num) / Number(odds[key].den);
      const standardError = Math.sqrt((p * (1 - p)) / coups);
      expect(Math.abs(seen[key] / coups - p), key).toBeLessThan(4 * standardError);
    }
  });

  it('deals every card of the deck alike from the fair stream (chi-square at 99%)', () => {
    const counts = new Array<number>(52).fill(0);
    for (let nonce = 0; nonce < 26_000; nonce++) {
      const { player } = playBaccarat(new FairStream(SEED, 'shoe', nonce), [{ type: 'banker', stake: 1n }]);
      counts[player[0]!.suit * 13 + player[0]!.rank - 1]! += 1; // the first card of each round: independent rounds
    }
    const result = chiSquareTest(counts, uniform(52));
    expect(result.pass, `χ² ${result.statistic.toFixed(1)} > ${result.critical.toFixed(1)}`).toBe(true);
  });
});
