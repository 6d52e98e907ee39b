import { describe, expect, it } from 'vitest';
import { FairStream } from '../fairness/stream.ts';
import { BetError, multiply, ratio } from '../money.ts';
import { chiSquareTest, uniform } from '../stats/chi-square.ts';
import { SimulationRandom } from '../stats/sim-random.ts';
import { minesLayout, minesMultiplier, playMines, type MinesAction } from './mines.ts';

const SEED = '3a1b5c7d9e0f2a4b6c8d0e1f3a5b7c9d0e2f4a6b8c0d1e3f5a7b9c0d2e4f6a8b';
const stream = (nonce: number) => new FairStream(SEED, 'mines', nonce);
const reveal = (...cells: number[]): MinesAction[] => cells.map((cell) => ({ type: 'reveal', cell }));

/**
 * A player's round: the moves in order, stopping at the first mine. The layout is looked at first (recording the
 * draws), then the round is played through the engine from the same draws.
 */
function playerRound(random: SimulationRandom, bet: { stake: bigint; mines: number }, moves: MinesAction[]) {
  const draws: number[] = [];
  const layout = minesLayout({ int: (n) => (draws.push(random.int(n)), draws.at(-1)!) }, 25, bet.mines);
  const bust = moves.findIndex((m) => m.type === 'reveal' && layout.includes(m.cell));
  let i = 0;
  return playMines({ int: () => draws[i++]! }, bet, bust < 0 ? moves : moves.slice(0, bust + 1));
}

describe('mines', () => {
  it('pays 99% over the chance of surviving every reveal so far', () => {
    expect(minesMultiplier(25, 3, 1)).toEqual(ratio(99 * 25, 100 * 22));
    expect(minesMultiplier(25, 24, 1)).toEqual(ratio(2475, 100));
    expect(minesMultiplier(25, 1, 24)).toEqual(ratio(2475, 100));
    // Survival odds × multiplier is 99% for every mine count and number of reveals.
    const choose = (n: number, k: number) => {
      let r = 1n;
      for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
      return r;
    };
    for (let mines = 1; mines < 25; mines++)
      for (let k = 1; k <= 25 - mines; k++)
        expect(multiply(ratio(choose(25 - mines, k), choose(25, k)), minesMultiplier(25, mines, k))).toEqual(
          ratio(99, 100),
        );
  });

  it('lays the mines before the first reveal, whatever the player then does', () => {
    const layout = minesLayout(stream(1), 25, 5);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((c) => !layout.includes(c));
    const a = playMines(stream(1), { stake: 10n, mines: 5 }, [...reveal(safe[0]!), { type: 'cashOut' }]);
    const b = playMines(stream(1), { stake: 10n, mines: 5 }, reveal(safe[3]!, safe[1]!, layout[2]!));
    expect(a.mines).toEqual(layout);
    expect(b.mines).toEqual(layout);
    expect(playMines(stream(1), { stake: 10n, mines: 5 }, reveal(safe[0]!)).mines).toBeNull(); // hidden in play
  });

  it('busts on a mine, cashes out on request, and by itself once every safe cell is open', () => {
    const bet = { stake: 100n, mines: 3 };
    const layout = minesLayout(stream(2), 25, 3);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((c) => !layout.includes(c));
    expect(playMines(stream(2), bet, reveal(safe[0]!, layout[0]!))).toMatchObject({
      status: 'busted',
      payout: 0n,
      mines: layout,
    });
    // 0.99 · C(25,2)/C(22,2) = 0.99 · 300/231 → 128 on 100.
    const cashed = playMines(stream(2), bet, [...reveal(safe[0]!, safe[1]!), { type: 'cashOut' }]);
    expect(cashed).toMatchObject({ status: 'cashedOut', payout: 128n });
    const cleared = playMines(stream(2), bet, reveal(...safe));
    expect(cleared.status).toBe('cashedOut');
    expect(cleared.payout).toBe((100n * 99n * 2300n) / 100n); // C(25,22) / C(22,22) = 2300
  });

  it('refuses moves that make no sense', () => {
    const bet = { stake: 1n, mines: 3 };
    const layout = minesLayout(stream(3), 25, 3);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((c) => !layout.includes(c));
    expect(() => playMines(stream(3), bet, [{ type: 'cashOut' }])).toThrow(BetError);
    expect(() => playMines(stream(3), bet, reveal(25))).toThrow(BetError);
    expect(() => playMines(stream(3), bet, reveal(safe[0]!, safe[0]!))).toThrow(/already open/);
    expect(() => playMines(stream(3), bet, reveal(layout[0]!, safe[0]!))).toThrow(/over/);
    expect(() => playMines(stream(3), { ...bet, mines: 25 }, [])).toThrow(BetError);
    expect(() => playMines(stream(3), { ...bet, side: 8 }, [])).toThrow(BetError);
  });

  it('returns 99% to a player who opens three cells then cashes out', () => {
    const random = new SimulationRandom(25);
    const rounds = 200_000;
    let returned = 0n;
    for (let i = 0; i < rounds; i++)
      returned += playerRound(random, { stake: 100n, mines: 5 }, [
        ...reveal(0, 1, 2),
        { type: 'cashOut' },
      ]).payout;
    // Wins 0.99 · C(25,3)/C(20,3) ≈ 2.0011 with probability C(20,3)/C(25,3) ≈ 0.496: σ ≈ 100 per 100 staked.
    expect(Math.abs(Number(returned) / rounds - 99)).toBeLessThan((4 * 100) / Math.sqrt(rounds));
  });

  it('hides a single mine under every cell alike from the fair stream (chi-square at 99%)', () => {
    const counts = new Array<number>(25).fill(0);
    for (let nonce = 0; nonce < 25_000; nonce++) counts[minesLayout(stream(nonce), 25, 1)[0]!]! += 1;
    expect(chiSquareTest(counts, uniform(25)).pass).toBe(true);
  });
});
