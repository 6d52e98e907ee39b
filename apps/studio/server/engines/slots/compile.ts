import type { SlotConfig } from './types.ts';

/**
 * A configuration laid out for fast evaluation: every reel's window at every stop, and per stop how many of
 * each symbol it shows (with the wild counted into every regular symbol on reels after the first, as ways
 * evaluation needs). Built once per configuration; spins then only index arrays.
 */
export interface CompiledSlot {
  config: SlotConfig;
  symbolCount: number;
  regularCount: number;
  wild: number;
  scatter: number;
  stripLengths: number[];
  /** windows[r][stop * rows + row] */
  windows: Uint8Array[];
  /** own[r][stop * symbols + s]: how many s the window shows. */
  own: Uint8Array[];
  /** withWild[r][stop * symbols + s]: s plus wilds. */
  withWild: Uint8Array[];
  /** lineCells[line * reels + r]: the cell (r * rows + row) of the grid the line passes on reel r. */
  lineCells: Uint8Array;
  /** Scratch grid of the shown symbols, reel after reel; evaluation is synchronous, so one per configuration. */
  grid: Uint8Array;
  /** pays[s * (reels + 1) + n] */
  pays: Float64Array;
  wheelTotal: number;
}

export class SlotConfigError extends Error {}

const cache = new WeakMap<SlotConfig, CompiledSlot>();

interface ReelTables {
  rows: number;
  symbolCount: number;
  windows: Uint8Array[];
  own: Uint8Array[];
  withWild: Uint8Array[];
}

// Tuning a paytable compiles several configurations sharing one set of strips: their tables are built once.
const tables = new WeakMap<number[][], ReelTables>();

function reelTables(config: SlotConfig, wild: number): ReelTables {
  const { rows, symbols } = config;
  const symbolCount = symbols.length;
  const known = tables.get(config.strips);
  if (known && known.rows === rows && known.symbolCount === symbolCount) return known;
  const built: ReelTables = { rows, symbolCount, windows: [], own: [], withWild: [] };
  config.strips.forEach((strip, r) => {
    const length = strip.length;
    const window = new Uint8Array(length * rows);
    const counts = new Uint8Array(length * symbolCount);
    const wilds = new Uint8Array(length * symbolCount);
    for (let stop = 0; stop < length; stop++) {
      for (let row = 0; row < rows; row++) {
        const symbol = strip[(stop + row) % length]!;
        window[stop * rows + row] = symbol;
        counts[stop * symbolCount + symbol]! += 1;
      }
      const wildsShown = r > 0 ? counts[stop * symbolCount + wild]! : 0;
      for (let s = 0; s < symbolCount; s++) {
        const i = stop * symbolCount + s;
        wilds[i] = symbols[s]!.kind === 'regular' ? counts[i]! + wildsShown : counts[i]!;
      }
    }
    built.windows.push(window);
    built.own.push(counts);
    built.withWild.push(wilds);
  });
  tables.set(config.strips, built);
  return built;
}

export function compileSlot(config: SlotConfig): CompiledSlot {
  const cached = cache.get(config);
  if (cached) return cached;
  checkConfig(config);
  const { reels, rows, symbols } = config;
  const symbolCount = symbols.length;
  const wild = symbols.findIndex((s) => s.kind === 'wild');
  const scatter = symbols.findIndex((s) => s.kind === 'scatter');
  const { windows, own, withWild } = reelTables(config, wild);
  const lineCells = new Uint8Array(config.paylines.flatMap((line) => line.map((row, r) => r * rows + row)));
  const pays = new Float64Array(symbolCount * (reels + 1));
  config.pays.forEach((row, s) => row.forEach((coins, n) => (pays[s * (reels + 1) + n] = coins)));
  const compiled: CompiledSlot = {
    config,
    symbolCount,
    regularCount: symbols.filter((s) => s.kind === 'regular').length,
    wild,
    scatter,
    stripLengths: config.strips.map((s) => s.length),
    windows,
    own,
    withWild,
    lineCells,
    grid: new Uint8Array(reels * rows),
    pays,
    wheelTotal: config.multiplierWheel.reduce((sum, step) => sum + step.weight, 0),
  };
  cache.set(config, compiled);
  return compiled;
}

const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

/**
 * The rules the evaluator and the RTP computation both rely on; a configuration breaking one would be paid
 * differently from how its RTP was computed, so it is refused outright.
 */
function checkConfig(c: SlotConfig): void {
  const fail = (why: string) => {
    throw new SlotConfigError(`${c.id}: ${why}`);
  };
  if (c.reels < 3 || c.rows < 1 || c.strips.length !== c.reels)
    fail('needs at least 3 reels and one strip each');
  const kinds = c.symbols.map((s) => s.kind);
  const regular = kinds.filter((k) => k === 'regular').length;
  if (kinds.filter((k) => k === 'wild').length !== 1 || kinds.filter((k) => k === 'scatter').length !== 1)
    fail('needs exactly one wild and one scatter');
  if (kinds.slice(0, regular).some((k) => k !== 'regular')) fail('regular symbols come first');
  if (c.symbols.length > 255) fail('too many symbols');
  const wild = kinds.indexOf('wild');
  const scatter = kinds.indexOf('scatter');
  c.strips.forEach((strip, r) => {
    if (strip.length < c.rows) fail(`reel ${r + 1} is shorter than the window`);
    if (!strip.every((s) => Number.isInteger(s) && s >= 0 && s < c.symbols.length))
      fail('unknown symbol on a strip');
    // A wild on the first reel would start wild-only combinations, which neither the evaluator nor the RTP
    // computation pays; wilds start from the second reel.
    if (r === 0 && strip.includes(wild)) fail('no wild on the first reel');
    // At most one scatter in any window, so the scatter count of a spin is the number of reels showing one.
    const positions = strip.flatMap((s, i) => (s === scatter ? [i] : []));
    positions.forEach((p, i) => {
      const next = positions[(i + 1) % positions.length]!;
      const gap = (next - p + strip.length) % strip.length || strip.length;
      if (gap < c.rows) fail(`two scatters fit in one window of reel ${r + 1}`);
    });
  });
  if (
    c.pays.length !== c.symbols.length ||
    c.pays.some((row) => row.length !== c.reels + 1 || !row.every(isCount))
  )
    fail('one pay per symbol and count');
  if (c.pays.slice(regular).some((row) => row.some((p) => p !== 0))) fail('only regular symbols pay');
  for (const table of [c.scatterPays, c.freeSpins])
    if (table.length !== c.reels + 1 || !table.every(isCount))
      fail('one scatter pay and award per scatter count');
  if (c.mode === 'lines') {
    if (c.paylines.length === 0) fail('a lines game needs paylines');
    if (
      c.paylines.some((line) => line.length !== c.reels || line.some((row) => !isCount(row) || row >= c.rows))
    )
      fail('a payline names one row per reel');
  } else if (c.paylines.length !== 0) fail('a ways game has no paylines');
  if (!isCount(c.freeSpinMultiplier) || c.freeSpinMultiplier < 1 || !isCount(c.freeSpinCap))
    fail('free spin rules');
  if (
    c.multiplierWheel.length === 0 ||
    !c.multiplierWheel.every((s) => isCount(s.weight) && isCount(s.multiplier) && s.multiplier >= 1)
  )
    fail('multiplier wheel');
  if (!isCount(c.coinsPerSpin) || c.coinsPerSpin < 1) fail('coins per spin');
  if (c.betLevels.length === 0 || !c.betLevels.every((l) => isCount(l) && l >= 1)) fail('bet levels');
}
