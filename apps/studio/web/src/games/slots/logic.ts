import type { Currency } from '@croupier/money';
import type { SlotInfo } from '../../api/types.ts';
import type { SlotSpin, SlotWin } from '../../../../server/engines/slots/types.ts';
import { minorOf, type StakeLimits } from '../../lib/money.ts';
import { asRecord, numberArray } from '../../lib/result.ts';

export type SpinView = Pick<
  SlotSpin,
  | 'stops'
  | 'window'
  | 'wins'
  | 'scatters'
  | 'scatterCoins'
  | 'awarded'
  | 'multiplier'
  | 'featureMultiplier'
  | 'coins'
>;

/** The engine's SlotRound from a Round's result: the base spin, then each free spin. Null when unreadable. */
export function readSpins(result: unknown): SpinView[] | null {
  const spins = asRecord(result).spins;
  if (!Array.isArray(spins) || spins.length === 0) return null;
  const out: SpinView[] = [];
  for (const raw of spins) {
    const s = asRecord(raw);
    const window = Array.isArray(s.window) ? s.window.map((column) => numberArray(column) ?? []) : null;
    if (!window) return null;
    out.push({
      stops: numberArray(s.stops) ?? [],
      window,
      wins: Array.isArray(s.wins)
        ? s.wins.map((w) => {
            const win = asRecord(w);
            const out: SlotWin = {
              symbol: Number(win.symbol),
              count: Number(win.count),
              coins: Number(win.coins),
            };
            if (win.line !== undefined) out.line = Number(win.line);
            if (win.ways !== undefined) out.ways = Number(win.ways);
            return out;
          })
        : [],
      scatters: Number(s.scatters) || 0,
      scatterCoins: Number(s.scatterCoins) || 0,
      awarded: Number(s.awarded) || 0,
      multiplier: Number(s.multiplier) || 1,
      featureMultiplier: Number(s.featureMultiplier) || 1,
      coins: Number(s.coins) || 0,
    });
  }
  return out;
}

/** A spin's stake in minor units: coin value × bet level × coins per spin (engines/slots/play.ts). */
export function slotStake(coinValue: bigint, level: number, coinsPerSpin: number): bigint {
  return coinValue * BigInt(level) * BigInt(coinsPerSpin);
}

/** Coins won turned into money at the bet: coins × level × coin value. */
export function coinsToMinor(coins: number, level: number, coinValue: bigint): bigint {
  return BigInt(coins) * BigInt(level) * coinValue;
}

/** Whether a level and coin value make a stake within the game's limits (the balance is checked separately). */
export function withinLimits(
  slot: SlotInfo,
  currency: Currency,
  limits: Pick<StakeLimits, 'min' | 'max'>,
  level: number,
  coinValue: string,
): boolean {
  const stake = slotStake(minorOf(coinValue, currency), level, slot.coinsPerSpin);
  return stake >= limits.min && stake <= limits.max;
}

/** The starting bet: the smallest stake the limits allow, at the lowest level that reaches it. */
export function defaultBet(
  slot: SlotInfo,
  currency: Currency,
  limits: Pick<StakeLimits, 'min' | 'max'>,
): { level: number; coinValue: string } | null {
  let best: { level: number; coinValue: string; stake: bigint } | null = null;
  for (const coinValue of slot.coinValues)
    for (const level of slot.betLevels) {
      if (!withinLimits(slot, currency, limits, level, coinValue)) continue;
      const stake = slotStake(minorOf(coinValue, currency), level, slot.coinsPerSpin);
      if (!best || stake < best.stake) best = { level, coinValue, stake };
    }
  return best && { level: best.level, coinValue: best.coinValue };
}

/**
 * The next level or coin value in a direction whose combination with the other choice stays within limits,
 * or the current one when there is none.
 */
export function stepChoice<T>(
  options: readonly T[],
  current: T,
  direction: -1 | 1,
  ok: (value: T) => boolean,
): T {
  let i = options.indexOf(current);
  for (;;) {
    i += direction;
    if (i < 0 || i >= options.length) return current;
    if (ok(options[i]!)) return options[i]!;
  }
}

export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/**
 * Cells that make a spin's wins, for highlighting: the first `count` cells of each winning line; in ways mode
 * every cell of the first `count` reels showing the symbol or a wild; every scatter when scatters paid or
 * awarded free spins.
 */
export function winningCells(
  spin: SpinView,
  slot: Pick<SlotInfo, 'mode' | 'paylines' | 'symbols'>,
): Set<string> {
  const cells = new Set<string>();
  const wild = slot.symbols.findIndex((s) => s.kind === 'wild');
  const scatter = slot.symbols.findIndex((s) => s.kind === 'scatter');
  for (const win of spin.wins) {
    if (slot.mode === 'lines' && win.line !== undefined) {
      const line = slot.paylines[win.line];
      line?.slice(0, win.count).forEach((row, reel) => cells.add(cellKey(reel, row)));
    } else {
      for (let reel = 0; reel < win.count; reel++)
        spin.window[reel]?.forEach((symbol, row) => {
          if (symbol === win.symbol || symbol === wild) cells.add(cellKey(reel, row));
        });
    }
  }
  if (spin.scatterCoins > 0 || spin.awarded > 0)
    spin.window.forEach((column, reel) =>
      column.forEach((symbol, row) => symbol === scatter && cells.add(cellKey(reel, row))),
    );
  return cells;
}

/**
 * The symbols one reel shows while it spins, top to bottom: the landing window first, then the strip's
 * symbols that roll past before it (the reel moves down, so those are the ones below the stop), and the
 * window shown before the spin last, where the animation starts.
 */
export function reelColumn(
  strip: readonly number[],
  stop: number,
  window: readonly number[],
  filler: number,
  previous: readonly number[],
): number[] {
  const rows = window.length;
  const column = [...window];
  for (let i = 0; i < filler; i++)
    column.push(strip.length ? strip[(stop + rows + i) % strip.length]! : window[i % rows]!);
  return [...column, ...previous];
}

/** Number of ways a window offers: rows ^ reels. */
export const waysCount = (reels: number, rows: number) => rows ** reels;
