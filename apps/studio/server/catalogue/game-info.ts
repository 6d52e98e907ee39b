import { ratio, ratioText, slots, tables, mini, type Ratio } from '../engines/index.ts';
import type { Engine } from './engine-map.ts';
import { money, stakeLimits } from './stakes.ts';

/** The API's `Game` (apps/studio/API.md). */
export interface GameView {
  vassalage: string;
  gameCode: string;
  name: string;
  localizedNames: Record<string, string>;
  engine: Engine;
  minStake: string;
  maxStake: string;
  rtp: string;
  slot?: SlotView;
}

export interface SlotView {
  theme: number;
  volatility: 'low' | 'medium' | 'high';
  reels: number;
  rows: number;
  mode: 'lines' | 'ways';
  paylines: number[][];
  symbols: { code: string; kind: 'regular' | 'wild' | 'scatter' }[];
  strips: number[][];
  pays: number[][];
  scatterPays: number[];
  freeSpins: number[];
  freeSpinMultiplier: number;
  coinsPerSpin: number;
  betLevels: number[];
  coinValues: string[];
}

const percent = (r: Ratio) => ratioText(ratio(r.num * 100n, r.den), 2);

/** Headline RTPs of the table and mini engines, exact: the best bet a player can choose. */
const FIXED_RTP: Record<Exclude<Engine, 'slot'>, () => string> = {
  roulette: () => percent(tables.rouletteReturn({ type: 'red', stake: 1n })),
  sicbo: () => percent(tables.sicBoReturn({ type: 'small', stake: 1n })),
  baccarat: () => percent(tables.baccaratOdds().returns.banker),
  dice: () => percent(ratio(10_000 - mini.DICE_EDGE_BP, 10_000)),
  mines: () => percent(ratio(10_000 - mini.MINES_EDGE_BP, 10_000)),
  hilo: () => percent(ratio(10_000 - mini.HILO_EDGE_BP, 10_000)),
  crash: () => percent(ratio(10_000 - mini.CRASH_EDGE_BP, 10_000)),
  plinko: () => {
    let best = ratio(0);
    for (const rows of mini.ROWS)
      for (const risk of ['low', 'medium', 'high'] as const) {
        const rtp = mini.plinkoRtp(rows, risk);
        if (rtp.num * best.den > best.num * rtp.den) best = rtp;
      }
    return percent(best);
  },
};
const fixedRtp = new Map<Engine, string>();

// A slot's configuration and exact RTP are pure functions of its identity but cost milliseconds to derive:
// kept for the games played lately (a bounded map, oldest dropped first).
const slotCache = new Map<string, { config: slots.SlotConfig; rtp: string }>();
const SLOT_CACHE_SIZE = 500;

/** A slot's exact RTP as the percentage shown to players and published to the platform ("96.12"). */
const slotRtpText = (config: slots.SlotConfig) => (slots.computeRtp(config).rtp * 100).toFixed(2);

function fixedRtpOf(engine: Exclude<Engine, 'slot'>): string {
  let rtp = fixedRtp.get(engine);
  if (!rtp) fixedRtp.set(engine, (rtp = FIXED_RTP[engine]()));
  return rtp;
}

/** A game's theoretical RTP, without filling the slot cache (the whole catalogue is published at once). */
export const theoreticalRtp = (game: { vassalage: string; gameCode: string; engine: Engine }): string =>
  game.engine === 'slot'
    ? (slotCache.get(`${game.vassalage}/${game.gameCode}`)?.rtp ?? slotRtpText(slots.slotConfigFor(game)))
    : fixedRtpOf(game.engine);

export function slotOf(vassalage: string, gameCode: string) {
  const key = `${vassalage}/${gameCode}`;
  let entry = slotCache.get(key);
  if (!entry) {
    const config = slots.slotConfigFor({ vassalage, gameCode });
    // A display figure, not money: the exact RTP is a double from the engine's computation.
    entry = { config, rtp: slotRtpText(config) };
    if (slotCache.size >= SLOT_CACHE_SIZE) slotCache.delete(slotCache.keys().next().value!);
    slotCache.set(key, entry);
  }
  return entry;
}

/** Coin values offered: 1-2-5 steps from a tenth of the minimum stake, as long as the lowest level fits. */
export function coinValues(config: slots.SlotConfig, currency: string): bigint[] {
  const { min, max } = stakeLimits(currency);
  const base = min / 10n > 0n ? min / 10n : 1n;
  const lowest = BigInt(Math.min(...config.betLevels) * config.coinsPerSpin);
  const values: bigint[] = [];
  for (const step of [1n, 2n, 5n, 10n, 20n, 50n, 100n, 200n, 500n, 1000n]) {
    const coin = base * step;
    if (coin * lowest <= max) values.push(coin);
  }
  return values;
}

export function gameView(
  game: {
    vassalage: string;
    gameCode: string;
    name: string;
    localizedNames: Record<string, string>;
    engine: Engine;
  },
  currency: string,
): GameView {
  const limits = stakeLimits(currency);
  const base = {
    vassalage: game.vassalage,
    gameCode: game.gameCode,
    name: game.name,
    localizedNames: game.localizedNames,
    engine: game.engine,
    minStake: money(limits.min, currency),
    maxStake: money(limits.max, currency),
  };
  if (game.engine !== 'slot') {
    return { ...base, rtp: fixedRtpOf(game.engine) };
  }
  const { config, rtp } = slotOf(game.vassalage, game.gameCode);
  return {
    ...base,
    rtp,
    slot: {
      theme: config.theme,
      volatility: config.volatility,
      reels: config.reels,
      rows: config.rows,
      mode: config.mode,
      paylines: config.paylines,
      symbols: config.symbols,
      strips: config.strips,
      pays: config.pays,
      scatterPays: config.scatterPays,
      freeSpins: config.freeSpins,
      freeSpinMultiplier: config.freeSpinMultiplier,
      coinsPerSpin: config.coinsPerSpin,
      betLevels: config.betLevels,
      coinValues: coinValues(config, currency).map((coin) => money(coin, currency)),
    },
  };
}
