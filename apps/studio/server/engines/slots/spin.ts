import type { RandomSource } from '../fairness/stream.ts';
import type { CompiledSlot } from './compile.ts';
import type { SlotSpin, SlotWin } from './types.ts';

/** What a spin needs to know about the feature it is part of. */
export interface SpinContext {
  /** 1 in the base game, the free-spin multiplier in free spins. */
  featureMultiplier: number;
  /** Free spins the feature may still award before it reaches the cap. */
  awardRoom: number;
}

/**
 * Pays a window given by its stops, before multipliers: line or ways wins plus scatter pays, in coins.
 * `wins`, when given, receives each winning line or way; simulations leave it out and take the same path.
 */
export function windowCoins(c: CompiledSlot, stops: ArrayLike<number>, wins?: SlotWin[]): number {
  const { reels, rows } = c.config;
  const width = reels + 1;
  let coins = 0;
  if (c.config.mode === 'lines') {
    // The visible grid once, reel after reel, then every line reads its cells from it.
    const grid = c.grid;
    for (let r = 0, cell = 0; r < reels; r++) {
      const window = c.windows[r]!;
      for (let i = stops[r]! * rows, end = i + rows; i < end; i++) grid[cell++] = window[i]!;
    }
    const cells = c.lineCells;
    const lines = cells.length / reels;
    for (let line = 0, base = 0; line < lines; line++, base += reels) {
      const first = grid[cells[base]!]!;
      if (first >= c.regularCount) continue;
      let n = 1;
      while (n < reels) {
        const symbol = grid[cells[base + n]!]!;
        if (symbol !== first && symbol !== c.wild) break;
        n++;
      }
      const pay = c.pays[first * width + n]!;
      if (pay > 0) {
        coins += pay;
        wins?.push({ symbol: first, count: n, line, coins: pay });
      }
    }
  } else {
    const S = c.symbolCount;
    for (let symbol = 0; symbol < c.regularCount; symbol++) {
      let ways = c.own[0]![stops[0]! * S + symbol]!;
      if (ways === 0) continue;
      let n = 1;
      while (n < reels) {
        const shown = c.withWild[n]![stops[n]! * S + symbol]!;
        if (shown === 0) break;
        ways *= shown;
        n++;
      }
      const pay = c.pays[symbol * width + n]! * ways;
      if (pay > 0) {
        coins += pay;
        wins?.push({ symbol, count: n, ways, coins: pay });
      }
    }
  }
  return coins;
}

export function scatterCount(c: CompiledSlot, stops: ArrayLike<number>): number {
  let count = 0;
  for (let r = 0; r < c.config.reels; r++) count += c.own[r]![stops[r]! * c.symbolCount + c.scatter]!;
  return count;
}

/** Draw order of a spin: one stop per reel, left to right, then the multiplier wheel. */
export function drawStops(c: CompiledSlot, random: RandomSource, into: number[]): void {
  for (let r = 0; r < c.config.reels; r++) into[r] = random.int(c.stripLengths[r]!);
}

export function drawMultiplier(c: CompiledSlot, random: RandomSource): number {
  let ticket = random.int(c.wheelTotal);
  for (const step of c.config.multiplierWheel) {
    if (ticket < step.weight) return step.multiplier;
    ticket -= step.weight;
  }
  throw new Error('unreachable: the wheel ticket is below its total weight');
}

/** One spin with everything a player is shown. */
export function spin(c: CompiledSlot, random: RandomSource, context: SpinContext): SlotSpin {
  const stops: number[] = [];
  drawStops(c, random, stops);
  const multiplier = drawMultiplier(c, random);
  const wins: SlotWin[] = [];
  const lineCoins = windowCoins(c, stops, wins);
  const scatters = scatterCount(c, stops);
  const scatterCoins = c.config.scatterPays[scatters]!;
  const total = (lineCoins + scatterCoins) * multiplier * context.featureMultiplier;
  const { rows } = c.config;
  return {
    stops,
    window: stops.map((stop, r) => {
      const column: number[] = [];
      for (let i = stop * rows; i < stop * rows + rows; i++) column.push(c.windows[r]![i]!);
      return column;
    }),
    wins,
    scatters,
    scatterCoins,
    awarded: Math.min(c.config.freeSpins[scatters]!, context.awardRoom),
    multiplier,
    featureMultiplier: context.featureMultiplier,
    coins: total,
  };
}
