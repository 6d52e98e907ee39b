import { createHash } from 'node:crypto';
import { FairStream, type RandomSource } from '../fairness/stream.ts';
import { paylines } from './paylines.ts';
import { computeRtp } from './rtp.ts';
import type { MultiplierStep, SlotConfig, SlotSymbol, Volatility } from './types.ts';

/** The catalogue identity a configuration is derived from. */
export interface SlotIdentity {
  vassalage: string;
  gameCode: string;
}

/** Bump when the derivation changes: every slot's configuration (and RTP) would change with it. */
export const GENERATOR_VERSION = 1;
const KEY = createHash('sha256').update(`croupier/slot-config/v${GENERATOR_VERSION}`).digest();

export const RTP_FLOOR = 0.94;
export const RTP_CEILING = 0.97;

const LAYOUTS = [
  { reels: 5, rows: 3, mode: 'lines', lines: 25 },
  { reels: 5, rows: 3, mode: 'lines', lines: 30 },
  { reels: 5, rows: 3, mode: 'ways', coins: 25 },
  { reels: 5, rows: 4, mode: 'lines', lines: 40 },
  { reels: 5, rows: 4, mode: 'lines', lines: 50 },
  { reels: 5, rows: 4, mode: 'ways', coins: 50 },
] as const;

interface Profile {
  /** Relative frequency of high symbols on the strips. */
  high: number;
  /** How 4 and 5 of a kind pay relative to 3, in tenths. */
  four: [number, number];
  five: [number, number];
  /** Extra pay of each step up the high symbols, in tenths of a coin. */
  highStep: number;
  wilds: [number, number];
  /** Free spins for three scatters; four and five add more. */
  firstAward: number[];
  freeSpinMultiplier: number[];
  /** Multiplier feature: the steps above ×1 and their relative weights. */
  boosts: [number, number][];
  /** The wheel's mean aimed at before the paytable is rounded. */
  wheelMean: number;
}

// Volatility is kept within what a player feels as low, medium and high while a spin's win keeps a standard
// deviation of about 1.3 to 2.6 stakes (flat paytables, frequent short features, a mild multiplier wheel),
// so that a simulation of about a million rounds pins any configuration's RTP down to a sixth of a point.
const PROFILES: Record<Volatility, Profile> = {
  low: {
    high: 7,
    four: [15, 20],
    five: [25, 35],
    highStep: 4,
    wilds: [2, 3],
    firstAward: [5, 6],
    freeSpinMultiplier: [2],
    boosts: [[2, 1]],
    wheelMean: 1.02,
  },
  medium: {
    high: 6,
    four: [18, 24],
    five: [30, 45],
    highStep: 6,
    wilds: [1, 3],
    firstAward: [5, 6, 7],
    freeSpinMultiplier: [2],
    boosts: [
      [2, 3],
      [3, 1],
    ],
    wheelMean: 1.03,
  },
  high: {
    high: 5,
    four: [20, 28],
    five: [40, 60],
    highStep: 8,
    wilds: [1, 2],
    firstAward: [6, 7],
    freeSpinMultiplier: [2],
    boosts: [
      [2, 2],
      [3, 1],
      [5, 1],
    ],
    wheelMean: 1.04,
  },
};

const BET_LEVELS = [
  [1, 2, 3, 4, 5, 10],
  [1, 2, 5, 10, 20],
  [1, 2, 3, 5, 8, 10],
  [1, 5, 10, 25, 50],
];

const between = (random: RandomSource, [low, high]: readonly [number, number]) =>
  low + random.int(high - low + 1);

/**
 * A catalogue slot's configuration, derived only from its identity: the provably fair stream keyed by a fixed
 * public constant (SHA-256 of "croupier/slot-config/v1") with `${vassalage}/${gameCode}` as client seed decides
 * layout, symbols, strips, paytable shape, features and a target RTP between 94.5% and 96.5%. The paytable is
 * then scaled to the target using the exact RTP computation, and the multiplier wheel's weights take up what
 * rounding pays to whole coins left over. Only exact arithmetic on doubles (no Math.pow or logarithms) is used,
 * so every machine derives the same configuration.
 */
export function slotConfigFor(identity: SlotIdentity): SlotConfig {
  const id = `${identity.vassalage}/${identity.gameCode}`;
  const random = new FairStream(KEY, id, 0);
  const volatility: Volatility = (
    ['low', 'low', 'low', 'low', 'medium', 'medium', 'medium', 'medium', 'high', 'high'] as const
  )[random.int(10)]!;
  const profile = PROFILES[volatility];
  const layout = LAYOUTS[random.int(LAYOUTS.length)]!;
  const lowCount = 3 + random.int(3);
  const highCount = 2 + random.int(3);
  const symbols: SlotSymbol[] = [
    ...Array.from({ length: lowCount }, (_, i) => ({ code: `L${i + 1}`, kind: 'regular' as const })),
    ...Array.from({ length: highCount }, (_, i) => ({ code: `H${i + 1}`, kind: 'regular' as const })),
    { code: 'WILD', kind: 'wild' },
    { code: 'SCATTER', kind: 'scatter' },
  ];
  const regular = lowCount + highCount;
  const wild = regular;
  const scatter = regular + 1;
  const weights = [
    ...Array.from({ length: lowCount }, (_, i) => 16 + random.int(4) - i),
    ...Array.from({ length: highCount }, (_, j) => Math.max(2, profile.high + random.int(3) - j)),
  ];
  // About one window in ten shows a scatter on each reel (9–11%: one or two scatters on a strip of a matching
  // length), so three or more come every 85–150 spins: features come often and stay short.
  const scatterOdds = 9 + random.int(3);
  const strips = Array.from({ length: layout.reels }, (_, r) => {
    const scatters = 1 + random.int(2);
    const length = Math.round((scatters * layout.rows * 100) / scatterOdds) + random.int(3) - 1;
    const wilds = r === 0 ? 0 : between(random, profile.wilds) * scatters;
    return buildStrip(random, length, weights, wild, wilds, scatter, scatters);
  });

  // Raw line pays in tenths of a coin while a spin stakes `unit` coins; scaled below.
  // Higher symbols pay more at every count.
  const raw: number[][] = Array.from({ length: symbols.length }, () =>
    new Array<number>(layout.reels + 1).fill(0),
  );
  for (let s = 0; s < regular; s++) {
    const three =
      s < lowCount
        ? 10 + 3 * s + random.int(4)
        : 10 + 3 * lowCount + profile.highStep * (s - lowCount + 1) + random.int(4);
    raw[s]![3] = three;
    raw[s]![4] = (three * between(random, profile.four)) / 10;
    raw[s]![5] = (three * between(random, profile.five)) / 10;
    // The top symbols of calmer games also pay two of a kind, as many classic games do.
    if (volatility !== 'high' && s >= regular - 2) raw[s]![2] = three / 4;
  }
  const unit = layout.mode === 'lines' ? layout.lines : layout.coins;
  // Scatters pay a little of the stake (tenths: ½–1, 2–4, 8–15 stakes for 3, 4, 5); their value is the feature.
  const scatterTenths = [0, 0, 0, 5 + random.int(6), between(random, [20, 40]), between(random, [80, 150])];
  const firstAward = profile.firstAward[random.int(profile.firstAward.length)]!;
  const freeSpins = [0, 0, 0, firstAward];
  freeSpins.push(freeSpins[3]! + 2 + random.int(4));
  freeSpins.push(freeSpins[4]! + 3 + random.int(5));
  const freeSpinMultiplier = profile.freeSpinMultiplier[random.int(profile.freeSpinMultiplier.length)]!;
  const betLevels = BET_LEVELS[random.int(BET_LEVELS.length)]!;
  const target = (9450 + random.int(201)) / 10_000;
  const theme = random.int(24);

  const shape: SlotConfig = {
    id,
    theme,
    volatility,
    reels: layout.reels,
    rows: layout.rows,
    mode: layout.mode,
    paylines: layout.mode === 'lines' ? paylines(layout.reels, layout.rows, layout.lines) : [],
    symbols,
    strips,
    pays: raw,
    scatterPays: scatterTenths.map(() => 0),
    freeSpins,
    freeSpinMultiplier,
    freeSpinCap: 100,
    multiplierWheel: [{ multiplier: 1, weight: 1 }],
    coinsPerSpin: unit,
    betLevels: [...betLevels],
  };
  return tune(shape, scatterTenths, profile, target);
}

/**
 * Scales the raw paytable to whole coins aimed at `target`, then sets the multiplier wheel so the exact RTP
 * lands on it. The RTP is linear in the pays: f × (return of the raw line pays) + (return of the scatter pays),
 * so one factor f aims the paytable. Coins per spin grow (×2, ×5, …) until the smallest pay is at least 10
 * coins, so rounding to whole coins moves no pay by more than 5%, and the wheel's mean (between 1.005 and
 * 0.03 above its profile's aim) absorbs what rounding moved.
 */
function tune(shape: SlotConfig, scatterTenths: number[], profile: Profile, target: number): SlotConfig {
  const none = scatterTenths.map(() => 0);
  // Raw pays are fractional; a thousandfold copy rounded to whole coins measures their return to 1e-4.
  const lineReturn = computeRtp(withPays(shape, none, 1000, 1)).rtp / 1000;
  const scatterReturn = computeRtp(
    withPays({ ...shape, pays: shape.pays.map((row) => row.map(() => 0)) }, scatterTenths, 1, 1),
  ).rtp;
  const smallestRaw = Math.min(...shape.pays.flat().filter((p) => p > 0));
  let aim = target / profile.wheelMean;
  for (let attempt = 0; attempt < 8; attempt++) {
    const factor = (aim - scatterReturn) / lineReturn;
    const coinScale = COIN_SCALES.find((scale) => smallestRaw * factor * scale >= 10) ?? COIN_SCALES.at(-1)!;
    const config = withPays(shape, scatterTenths, factor * coinScale, coinScale);
    const plain = computeRtp(config).rtp;
    const wheelMean = target / plain;
    if (wheelMean < 1.005 || wheelMean > profile.wheelMean + 0.03) {
      // Aim again as if rounding moved the line return the same way next time.
      aim =
        scatterReturn +
        ((aim - scatterReturn) * (target / profile.wheelMean - scatterReturn)) / (plain - scatterReturn);
      continue;
    }
    const tuned = { ...config, multiplierWheel: wheelFor(profile, wheelMean) };
    const rtp = computeRtp(tuned).rtp;
    if (rtp < RTP_FLOOR || rtp > RTP_CEILING)
      throw new Error(`${shape.id}: tuned RTP ${rtp} is outside the band`);
    return tuned;
  }
  throw new Error(`${shape.id}: the paytable could not be aimed at ${target}`);
}

const COIN_SCALES = [1, 2, 5, 10, 20, 50, 100];

/**
 * The raw shape with line pays multiplied by `factor` and rounded to whole coins (a pay never rounds to
 * nothing), and scatter pays set from tenths of the stake.
 */
function withPays(shape: SlotConfig, scatterTenths: number[], factor: number, coinScale: number): SlotConfig {
  const coinsPerSpin = shape.coinsPerSpin * coinScale;
  return {
    ...shape,
    pays: shape.pays.map((row) =>
      row.map((value) => (value > 0 ? Math.max(1, Math.round(value * factor)) : 0)),
    ),
    scatterPays: scatterTenths.map((tenths) => Math.round((tenths * coinsPerSpin) / 10)),
    coinsPerSpin,
    multiplierWheel: [{ multiplier: 1, weight: 1 }],
  };
}

/** Wheel weights out of a million with the given mean: boosts keep their profile's proportions, ×2 absorbs the rest. */
function wheelFor(profile: Profile, mean: number): MultiplierStep[] {
  const total = 1_000_000;
  const excess = Math.round((mean - 1) * total);
  const spread = profile.boosts.reduce((sum, [m, w]) => sum + (m - 1) * w, 0);
  const steps = profile.boosts.map(([multiplier, w]) => ({
    multiplier,
    weight: Math.floor((excess * w) / spread),
  }));
  const two = steps.find((s) => s.multiplier === 2)!;
  two.weight += excess - steps.reduce((sum, s) => sum + (s.multiplier - 1) * s.weight, 0);
  const rest = total - steps.reduce((sum, s) => sum + s.weight, 0);
  return [{ multiplier: 1, weight: rest }, ...steps];
}

/**
 * A strip of `length`: regular symbols in proportion to their weights and wilds among them, drawn one by one
 * so that no symbol follows itself while another is left (no stacks: neighbouring rows rarely repeat, which
 * keeps line wins from piling up), and the scatters spread evenly around it.
 */
function buildStrip(
  random: RandomSource,
  length: number,
  weights: number[],
  wild: number,
  wilds: number,
  scatter: number,
  scatters: number,
): number[] {
  const room = length - wilds - scatters;
  const total = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.max(1, Math.floor((room * w) / total)));
  for (let i = 0; counts.reduce((a, b) => a + b, 0) < room; i = (i + 1) % counts.length) counts[i]! += 1;
  for (
    let i = counts.length - 1;
    counts.reduce((a, b) => a + b, 0) > room;
    i = (i - 1 + counts.length) % counts.length
  )
    if (counts[i]! > 1) counts[i]! -= 1;
  const left = [...counts, wilds];
  const order: number[] = [];
  let remaining = room + wilds;
  let previous = -1;
  while (remaining > 0) {
    // Draw among what is left, leaving out the previous symbol unless nothing else is left.
    const skip = previous >= 0 && left[previous]! < remaining ? previous : -1;
    let ticket = random.int(remaining - (skip >= 0 ? left[skip]! : 0));
    let pick = 0;
    for (; ; pick++) {
      if (pick === skip) continue;
      if (ticket < left[pick]!) break;
      ticket -= left[pick]!;
    }
    left[pick]! -= 1;
    remaining -= 1;
    previous = pick;
    order.push(pick < counts.length ? pick : wild);
  }
  const first = random.int(length);
  const spots = new Set(
    Array.from({ length: scatters }, (_, i) => (first + Math.floor((i * length) / scatters)) % length),
  );
  const strip: number[] = [];
  for (let i = 0, next = 0; i < length; i++) strip.push(spots.has(i) ? scatter : order[next++]!);
  return strip;
}
