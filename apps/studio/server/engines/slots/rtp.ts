import { compileSlot } from './compile.ts';
import type { SlotConfig } from './types.ts';

/** A configuration's exact return, and where it comes from; every figure per coin staked unless named otherwise. */
export interface SlotRtp {
  rtp: number;
  /** Line or ways wins of one spin, before multipliers. */
  lineReturn: number;
  /** Scatter pays of one spin, before multipliers. */
  scatterReturn: number;
  /** Mean of the multiplier wheel. */
  wheelMean: number;
  /** Probability that the base spin starts free spins. */
  triggerProbability: number;
  /** Expected free spins played per base spin (retriggers and the cap included). */
  freeSpinsPerSpin: number;
  /** Share of the RTP paid in free spins. */
  freeSpinShare: number;
  /** Distribution of the number of scatters shown. */
  scatterOdds: number[];
}

/**
 * The exact RTP of a configuration, from its strips and paytable:
 *
 * - Reels stop independently and uniformly, so any one cell of reel r shows symbol s with probability
 *   p_r(s) = (copies of s on the strip) / (strip length), whatever the row.
 * - Lines: a line pays n of a kind of X when reel 1 shows X, reels 2…n show X or the wild and reel n+1 does not:
 *   p_1(X) · Π_{r=2..n} (p_r(X) + p_r(W)) · (1 − p_{n+1}(X) − p_{n+1}(W)). Every line has the same odds, so the
 *   line return is the number of lines times that of one line.
 * - Ways: with c_r = how many X (or wilds, from reel 2) reel r shows, n of a kind pays c_1 · … · c_n ways when
 *   c_{n+1} = 0. Reels being independent, its expectation is E[c_1] · … · E[c_n] · P(c_{n+1} = 0); the window
 *   counts' mean and zero-probability come from going through every stop of the strip.
 * - Scatters: at most one per window (checked), so the count is a sum of independent per-reel indicators, whose
 *   distribution is their convolution.
 * - Free spins: every spin awards f(k) spins for k scatters, the same in the feature, up to the cap. The number
 *   of free spins T is a stopping time of independent, identically distributed spins, so by Wald's identity the
 *   feature returns E[T] × (one free spin's expected win), however wins and retriggers correlate within a spin.
 *   E[T] comes from a Markov chain over (spins awarded, spins left), solved exactly backwards from the cap.
 * - The wheel's multiplier is drawn independently of the reels, so it multiplies expectations.
 *
 * RTP = wheelMean × (line + scatter) × (1 + freeSpinMultiplier × E[T]) / coins per spin, evaluated in double
 * precision (relative error far below 1e-12).
 */
export function computeRtp(config: SlotConfig): SlotRtp {
  const c = compileSlot(config);
  const { reels, rows, strips } = config;
  const S = c.symbolCount;
  const W = c.wild;
  const p = strips.map((strip) => {
    const odds = new Array<number>(S).fill(0);
    for (const s of strip) odds[s]! += 1 / strip.length;
    return odds;
  });
  let lineReturn = 0;
  for (let x = 0; x < c.regularCount; x++) {
    if (config.mode === 'lines') {
      let run = p[0]![x]!;
      for (let n = 1; n <= reels; n++) {
        const stop = n < reels ? 1 - p[n]![x]! - p[n]![W]! : 1;
        lineReturn += config.pays[x]![n]! * run * stop * config.paylines.length;
        if (n < reels) run *= p[n]![x]! + p[n]![W]!;
      }
    } else {
      const mean: number[] = [];
      const none: number[] = [];
      for (let r = 0; r < reels; r++) {
        const counts = c.withWild[r]!;
        const length = c.stripLengths[r]!;
        let sum = 0;
        let zero = 0;
        for (let stop = 0; stop < length; stop++) {
          const shown = counts[stop * S + x]!;
          sum += shown;
          if (shown === 0) zero++;
        }
        mean.push(sum / length);
        none.push(zero / length);
      }
      let run = mean[0]!;
      for (let n = 1; n <= reels; n++) {
        lineReturn += config.pays[x]![n]! * run * (n < reels ? none[n]! : 1);
        if (n < reels) run *= mean[n]!;
      }
    }
  }
  // Scatter count: per reel the chance a window shows the scatter is rows × copies / length.
  let scatterOdds = [1];
  for (let r = 0; r < reels; r++) {
    const q = (rows * strips[r]!.filter((s) => s === c.scatter).length) / strips[r]!.length;
    const next = new Array<number>(scatterOdds.length + 1).fill(0);
    scatterOdds.forEach((odds, k) => {
      next[k]! += odds * (1 - q);
      next[k + 1]! += odds * q;
    });
    scatterOdds = next;
  }
  const scatterReturn = scatterOdds.reduce((sum, odds, k) => sum + odds * config.scatterPays[k]!, 0);
  const expectedSpins = freeSpinExpectation(config, scatterOdds);
  const freeSpinsPerSpin = scatterOdds.reduce(
    (sum, odds, k) => sum + odds * expectedSpins(config.freeSpins[k]!),
    0,
  );
  const triggerProbability = scatterOdds.reduce(
    (sum, odds, k) => sum + (config.freeSpins[k]! > 0 ? odds : 0),
    0,
  );
  const wheelTotal = config.multiplierWheel.reduce((sum, s) => sum + s.weight, 0);
  const wheelMean = config.multiplierWheel.reduce((sum, s) => sum + s.multiplier * s.weight, 0) / wheelTotal;
  const spinWin = (lineReturn + scatterReturn) * wheelMean;
  const free = config.freeSpinMultiplier * freeSpinsPerSpin;
  return {
    rtp: (spinWin * (1 + free)) / config.coinsPerSpin,
    lineReturn: lineReturn / config.coinsPerSpin,
    scatterReturn: scatterReturn / config.coinsPerSpin,
    wheelMean,
    triggerProbability,
    freeSpinsPerSpin,
    freeSpinShare: free / (1 + free),
    scatterOdds,
  };
}

/**
 * E[free spins played | a feature starts with `initial` spins]. State (a, left): a spins awarded so far, `left`
 * of them still to play. A spin moves to (min(a + f, cap), left − 1 + min(f, cap − a)) with the probability of
 * f; the feature ends at left = 0 having played a spins. Awards only grow a, so solving a from the cap down
 * (and `left` upwards within each a) meets every successor state before the state itself.
 */
function freeSpinExpectation(config: SlotConfig, scatterOdds: number[]): (initial: number) => number {
  const cap = config.freeSpinCap;
  // Tuning a paytable recomputes the RTP of the same reels several times; the chain depends only on these.
  const key = `${cap}|${config.freeSpins.join()}|${scatterOdds.join()}`;
  if (lastChain?.key === key) return lastChain.expectation;
  const awards = new Map<number, number>();
  scatterOdds.forEach((odds, k) =>
    awards.set(config.freeSpins[k]!, (awards.get(config.freeSpins[k]!) ?? 0) + odds),
  );
  const stay = awards.get(0) ?? 0;
  const grown = [...awards].filter(([f]) => f > 0);
  const awardOf = grown.map(([f]) => f);
  const oddsOf = grown.map(([, odds]) => odds);
  // value[a][left] = expected final a.
  const value = Array.from({ length: cap + 1 }, () => new Float64Array(0));
  for (let a = cap; a >= 0; a--) {
    const row = new Float64Array(a + 1);
    row[0] = a;
    for (let left = 1; left <= a; left++) {
      let v = stay * row[left - 1]!;
      for (let i = 0; i < awardOf.length; i++) {
        const to = Math.min(a + awardOf[i]!, cap);
        v += oddsOf[i]! * (to === a ? row[left - 1]! : value[to]![left - 1 + to - a]!);
      }
      row[left] = v;
    }
    value[a] = row;
  }
  const expectation = (initial: number) => {
    const a = Math.min(initial, cap);
    return value[a]![a]!;
  };
  lastChain = { key, expectation };
  return expectation;
}

let lastChain: { key: string; expectation: (initial: number) => number } | undefined;
