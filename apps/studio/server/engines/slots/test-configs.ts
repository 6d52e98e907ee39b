import { paylines } from './paylines.ts';
import type { SlotConfig } from './types.ts';

/**
 * Small hand-made configurations for tests: short strips so that every combination of stops can be
 * enumerated, and features that trigger often. Symbols: L1, L2, H1, WILD, SCATTER.
 */
export function tinySlot(mode: 'lines' | 'ways', overrides: Partial<SlotConfig> = {}): SlotConfig {
  const [L1, L2, H1, W, S] = [0, 1, 2, 3, 4];
  return {
    id: `TEST/${mode}`,
    theme: 0,
    volatility: 'low',
    reels: 5,
    rows: 3,
    mode,
    paylines: mode === 'lines' ? paylines(5, 3, 10) : [],
    symbols: [
      { code: 'L1', kind: 'regular' },
      { code: 'L2', kind: 'regular' },
      { code: 'H1', kind: 'regular' },
      { code: 'WILD', kind: 'wild' },
      { code: 'SCATTER', kind: 'scatter' },
    ],
    strips: [
      [L1, L2, H1, L1, S, L2, L1, H1],
      [L2, W, L1, H1, L1, S, L2, L1, H1],
      [L1, H1, L2, W, L1, L2, S],
      [H1, L1, W, L2, L1, S, L2, L1],
      [L2, L1, H1, S, L1, W, L2, L1, H1],
    ],
    pays: [
      [0, 0, 0, 5, 10, 20],
      [0, 0, 0, 6, 12, 25],
      [0, 0, 2, 10, 30, 80],
      [0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0],
    ],
    scatterPays: [0, 0, 0, 3, 10, 50],
    freeSpins: [0, 0, 0, 3, 4, 6],
    freeSpinMultiplier: 2,
    freeSpinCap: 20,
    multiplierWheel: [
      { multiplier: 1, weight: 3 },
      { multiplier: 2, weight: 1 },
    ],
    coinsPerSpin: 10,
    betLevels: [1, 2, 5],
    ...overrides,
  };
}
