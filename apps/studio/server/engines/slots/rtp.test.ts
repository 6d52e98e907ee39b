import { describe, expect, it } from 'vitest';
import { compileSlot, SlotConfigError } from './compile.ts';
import { computeRtp } from './rtp.ts';
import { scatterCount, windowCoins } from './spin.ts';
import { tinySlot } from './test-configs.ts';
import type { SlotConfig } from './types.ts';

/** Every combination of stops through the same evaluator play uses: the base spin's expected coins, exactly. */
function enumerate(config: SlotConfig) {
  const c = compileSlot(config);
  const lengths = config.strips.map((s) => s.length);
  const combinations = lengths.reduce((a, b) => a * b, 1);
  const stops = new Array<number>(config.reels).fill(0);
  let lineCoins = 0;
  let scatterCoins = 0;
  const scatterOdds = new Array<number>(config.reels + 1).fill(0);
  for (let i = 0; i < combinations; i++) {
    let rest = i;
    for (let r = 0; r < config.reels; r++) {
      stops[r] = rest % lengths[r]!;
      rest = Math.floor(rest / lengths[r]!);
    }
    lineCoins += windowCoins(c, stops);
    const k = scatterCount(c, stops);
    scatterCoins += config.scatterPays[k]!;
    scatterOdds[k]! += 1 / combinations;
  }
  return {
    lineReturn: lineCoins / combinations / config.coinsPerSpin,
    scatterReturn: scatterCoins / combinations / config.coinsPerSpin,
    scatterOdds,
  };
}

describe('exact slot RTP', () => {
  it.each(['lines', 'ways'] as const)('matches a full enumeration of every stop combination (%s)', (mode) => {
    const config = tinySlot(mode);
    const exact = enumerate(config);
    const computed = computeRtp(config);
    expect(computed.lineReturn).toBeCloseTo(exact.lineReturn, 12);
    expect(computed.scatterReturn).toBeCloseTo(exact.scatterReturn, 12);
    computed.scatterOdds.forEach((odds, k) => expect(odds).toBeCloseTo(exact.scatterOdds[k]!, 12));
    expect(computed.lineReturn).toBeGreaterThan(0.1); // the check means something only if lines pay
  });

  it('puts the multiplier wheel and free spins on top of the base game as expectations multiply', () => {
    const config = tinySlot('lines');
    const r = computeRtp(config);
    expect(r.wheelMean).toBe(1.25);
    const base = (r.lineReturn + r.scatterReturn) * r.wheelMean;
    expect(r.rtp).toBeCloseTo(base * (1 + config.freeSpinMultiplier * r.freeSpinsPerSpin), 12);
    expect(r.freeSpinShare).toBeCloseTo((2 * r.freeSpinsPerSpin) / (1 + 2 * r.freeSpinsPerSpin), 12);
  });

  it('counts retriggered free spins as a geometric series when the cap is out of reach', () => {
    // Without a cap, every spin awards f spins with probability π_f, so a feature of F spins plays
    // F / (1 − Σ f π_f) spins on average.
    const config = tinySlot('lines', { freeSpins: [0, 0, 0, 2, 2, 3], freeSpinCap: 1000 });
    const r = computeRtp(config);
    const offspring = r.scatterOdds.reduce((sum, odds, k) => sum + odds * config.freeSpins[k]!, 0);
    expect(offspring).toBeGreaterThan(0.1);
    // The base spin awards from the same table, so it starts Σ f π_f spins on average.
    expect(r.freeSpinsPerSpin).toBeCloseTo(offspring / (1 - offspring), 10);
  });

  it('stops counting at the cap', () => {
    // A cap equal to the smallest award: a feature plays exactly that many spins, retriggers or not.
    const config = tinySlot('lines', { freeSpinCap: 3 });
    const r = computeRtp(config);
    expect(r.freeSpinsPerSpin).toBeCloseTo(r.triggerProbability * 3, 12);
    // A cap between: more than without retriggers, less than the uncapped series.
    const middle = computeRtp(tinySlot('lines', { freeSpinCap: 8 })).freeSpinsPerSpin;
    const uncapped = computeRtp(tinySlot('lines', { freeSpinCap: 2000 })).freeSpinsPerSpin;
    const single = r.scatterOdds.reduce(
      (sum, odds, k) => sum + odds * Math.min(8, [0, 0, 0, 3, 4, 6][k]!),
      0,
    );
    expect(middle).toBeGreaterThan(single);
    expect(middle).toBeLessThan(uncapped);
  });

  it('refuses configurations it could not price exactly', () => {
    const tiny = tinySlot('lines');
    const wildFirst = { ...tiny, strips: [[3, 0, 1, 2, 4, 0, 1, 2], ...tiny.strips.slice(1)] };
    expect(() => compileSlot(wildFirst)).toThrow(/first reel/);
    const twoScatters = { ...tiny, strips: [[0, 4, 1, 4, 2, 0, 1, 2], ...tiny.strips.slice(1)] };
    expect(() => compileSlot(twoScatters)).toThrow(/two scatters/);
    const wildPays = { ...tiny, pays: tiny.pays.map((row, s) => (s === 3 ? [0, 0, 0, 1, 1, 1] : row)) };
    expect(() => compileSlot(wildPays)).toThrow(SlotConfigError);
  });
});
