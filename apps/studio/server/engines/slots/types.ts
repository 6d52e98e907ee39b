export type SymbolKind = 'regular' | 'wild' | 'scatter';

export interface SlotSymbol {
  /** Stable code the game UI maps to art: L1…L6 (low), H1…H5 (high), WILD, SCATTER. */
  code: string;
  kind: SymbolKind;
}

export interface MultiplierStep {
  multiplier: number;
  weight: number;
}

export type Volatility = 'low' | 'medium' | 'high';

/**
 * Everything that decides a slot's outcomes and pays. Money is counted in coins: a spin stakes
 * `coinsPerSpin` coins, every pay is a whole number of coins, and the player's coin value × bet level turns
 * coins into minor units, so payouts are exact integers at every bet.
 */
export interface SlotConfig {
  /** `${vassalage}/${gameCode}` of the catalogue entry this configuration was derived from. */
  id: string;
  /** Index of an art theme for the game UI; no effect on outcomes. */
  theme: number;
  volatility: Volatility;
  reels: number;
  rows: number;
  mode: 'lines' | 'ways';
  /** Lines mode: the row of each reel a payline passes through, top row 0. Empty in ways mode. */
  paylines: number[][];
  /** Regular symbols first (lowest pay first), then the wild, then the scatter. */
  symbols: SlotSymbol[];
  /** Symbol indices around each reel, read top to bottom: the window shows `rows` consecutive ones. */
  strips: number[][];
  /**
   * `pays[symbol][n]`: coins for n of a kind from the leftmost reel, per line (lines mode) or per way (ways
   * mode). Zero where n does not pay; only regular symbols pay.
   */
  pays: number[][];
  /** Coins paid by the number of scatters anywhere in the window (the whole stake's worth, not per line). */
  scatterPays: number[];
  /** Free spins awarded by the number of scatters, in the base game and again (retrigger) in free spins. */
  freeSpins: number[];
  /** Every free spin's win is multiplied by this. */
  freeSpinMultiplier: number;
  /** A feature never awards more spins than this in total; spins beyond it are forfeited. */
  freeSpinCap: number;
  /** The multiplier feature: every spin (base and free) draws one of these, weighted, for its whole win. */
  multiplierWheel: MultiplierStep[];
  coinsPerSpin: number;
  betLevels: number[];
}

export interface SlotWin {
  symbol: number;
  count: number;
  /** Lines mode: which payline. */
  line?: number;
  /** Ways mode: how many ways the symbol makes. */
  ways?: number;
  coins: number;
}

export interface SlotSpin {
  stops: number[];
  /** Symbol indices shown, reel by reel, top to bottom. */
  window: number[][];
  wins: SlotWin[];
  scatters: number;
  scatterCoins: number;
  /** Free spins this spin awarded (after the cap). */
  awarded: number;
  /** The multiplier feature's draw for this spin. */
  multiplier: number;
  /** 1 in the base game, the free-spin multiplier in free spins. */
  featureMultiplier: number;
  /** The spin's whole win in coins, after both multipliers. */
  coins: number;
}
