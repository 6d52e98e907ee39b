import { describe, expect, it } from 'vitest';
import { FairStream } from '../fairness/stream.ts';
import { BetError } from '../money.ts';
import { chiSquareTest, combineChiSquare, uniform } from '../stats/chi-square.ts';
import { compileSlot } from './compile.ts';
import { slotConfigFor } from './generate.ts';
import { playSlot, roundCoins, slotStake } from './play.ts';
import { tinySlot } from './test-configs.ts';
import type { SlotConfig, SlotSpin } from './types.ts';

const SEED = '7f3a9c0e5b1d2f4a6c8e0a2b4d6f8a0c1e3f5a7b9c0d2e4f6a8b0c1d3e5f7a9b';
const stream = (nonce: number, client = 'slots') => new FairStream(SEED, client, nonce);

/** Recomputes a spin's pay from what the player is shown: the window, the paytable and the multipliers. */
function payFromWindow(config: SlotConfig, spin: SlotSpin): number {
  const W = config.symbols.findIndex((s) => s.kind === 'wild');
  let coins = 0;
  for (const win of spin.wins) {
    if (config.mode === 'lines') {
      const cells = config.paylines[win.line!]!.map((row, r) => spin.window[r]![row]!);
      expect(cells[0]).toBe(win.symbol);
      cells.slice(1, win.count).forEach((s) => expect([win.symbol, W]).toContain(s));
      if (win.count < config.reels) expect([win.symbol, W]).not.toContain(cells[win.count]);
    } else {
      const shown = spin.window.map(
        (column, r) => column.filter((s) => s === win.symbol || (r > 0 && s === W)).length,
      );
      expect(win.ways).toBe(shown.slice(0, win.count).reduce((a, b) => a * b, 1));
      if (win.count < config.reels) expect(shown[win.count]).toBe(0);
    }
    expect(win.coins).toBe(config.pays[win.symbol]![win.count]! * (win.ways ?? 1));
    coins += win.coins;
  }
  return (coins + spin.scatterCoins) * spin.multiplier * spin.featureMultiplier;
}

describe('playing a slot round', () => {
  const config = slotConfigFor({ vassalage: 'AURORA', gameCode: 'AURORA-RNG-0042' });

  it('stakes coin value × level × coins per spin and pays whole coins the same way', () => {
    const round = playSlot(config, stream(1), { coinValue: 3n, level: config.betLevels[1]! });
    expect(round.stake).toBe(3n * BigInt(config.betLevels[1]!) * BigInt(config.coinsPerSpin));
    expect(round.payout).toBe(3n * BigInt(config.betLevels[1]!) * BigInt(round.totalCoins));
    expect(() => slotStake(config, { coinValue: 1n, level: 7_777 })).toThrow(BetError);
    expect(() => slotStake(config, { coinValue: 0n, level: 1 })).toThrow(BetError);
  });

  it.each(['lines', 'ways'] as const)(
    'shows the window of its stops and pays exactly what it shows (%s)',
    (mode) => {
      const tiny = tinySlot(mode);
      let wins = 0;
      for (let nonce = 0; nonce < 300; nonce++) {
        const round = playSlot(tiny, stream(nonce), { coinValue: 1n, level: 1 });
        for (const spin of round.spins) {
          spin.window.forEach((column, r) => {
            const strip = tiny.strips[r]!;
            expect(column).toEqual([0, 1, 2].map((row) => strip[(spin.stops[r]! + row) % strip.length]));
          });
          expect(spin.coins).toBe(payFromWindow(tiny, spin));
          wins += spin.wins.length;
        }
        expect(round.totalCoins).toBe(round.spins.reduce((sum, s) => sum + s.coins, 0));
      }
      expect(wins).toBeGreaterThan(100);
    },
  );

  it('plays every free spin awarded, retriggers included, at the free-spin multiplier and never past the cap', () => {
    const tiny = tinySlot('lines', { freeSpinCap: 12 });
    let features = 0;
    let retriggers = 0;
    for (let nonce = 0; nonce < 400; nonce++) {
      const { spins, freeSpinsPlayed } = playSlot(tiny, stream(nonce, 'free'), { coinValue: 1n, level: 1 });
      const awarded = spins.reduce((sum, s) => sum + s.awarded, 0);
      expect(freeSpinsPlayed).toBe(awarded);
      expect(spins.length).toBe(1 + awarded);
      expect(awarded).toBeLessThanOrEqual(12);
      expect(spins[0]!.featureMultiplier).toBe(1);
      spins.slice(1).forEach((s) => expect(s.featureMultiplier).toBe(2));
      if (awarded > 0) features++;
      if (spins.slice(1).some((s) => s.awarded > 0)) retriggers++;
    }
    expect(features).toBeGreaterThan(20);
    expect(retriggers).toBeGreaterThan(5);
  });

  it('is reproduced exactly from the same seeds, and the fast simulation path pays the same', () => {
    const c = compileSlot(config);
    for (let nonce = 0; nonce < 500; nonce++) {
      const a = playSlot(config, stream(nonce), { coinValue: 1n, level: 1 });
      expect(playSlot(config, stream(nonce), { coinValue: 1n, level: 1 })).toEqual(a);
      expect(roundCoins(c, stream(nonce))).toBe(a.totalCoins);
    }
  });

  it('stops every reel uniformly (chi-square at 99%)', () => {
    const counts = config.strips.map((strip) => new Array<number>(strip.length).fill(0));
    for (let nonce = 0; nonce < 12_000; nonce++) {
      const round = playSlot(config, stream(nonce, 'chi'), { coinValue: 1n, level: 1 });
      round.spins[0]!.stops.forEach((stop, r) => (counts[r]![stop]! += 1));
    }
    const result = combineChiSquare(counts.map((reel) => chiSquareTest(reel, uniform(reel.length))));
    expect(result.degreesOfFreedom).toBe(config.strips.reduce((sum, s) => sum + s.length - 1, 0));
    expect(result.pass, `χ² ${result.statistic.toFixed(1)} > ${result.critical.toFixed(1)}`).toBe(true);
  });
});
