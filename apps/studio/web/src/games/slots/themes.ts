/**
 * A slot's `theme` index (0–23, API.md Game.slot.theme) picks a motif for the high symbols and a palette for the
 * cabinet and the low symbols: 6 motifs × 4 palettes, so neighbouring games in a lobby look different.
 */
export const MOTIFS = ['gems', 'fruit', 'ocean', 'space', 'egypt', 'orient'] as const;
export type Motif = (typeof MOTIFS)[number];

export interface Palette {
  name: string;
  /** Cabinet background, top to bottom. */
  cabinet: [string, string];
  /** Frame and highlight colour. */
  frame: string;
  /** Reel window background, top to bottom. */
  reel: [string, string];
  /** L1…L6 fill colours. */
  low: [string, string, string, string, string, string];
}

export const PALETTES: Palette[] = [
  {
    name: 'royal',
    cabinet: ['#3b1a66', '#140826'],
    frame: '#e9b949',
    reel: ['#25123f', '#0f0720'],
    low: ['#38bdf8', '#34d399', '#f472b6', '#a78bfa', '#fb923c', '#facc15'],
  },
  {
    name: 'jade',
    cabinet: ['#0f4c3a', '#04170f'],
    frame: '#d9b25f',
    reel: ['#0b3327', '#03130c'],
    low: ['#5eead4', '#a3e635', '#fda4af', '#93c5fd', '#fcd34d', '#f0abfc'],
  },
  {
    name: 'midnight',
    cabinet: ['#0b2a55', '#030b1c'],
    frame: '#7dd3fc',
    reel: ['#0a1f3f', '#020816'],
    low: ['#60a5fa', '#4ade80', '#f87171', '#c084fc', '#fbbf24', '#22d3ee'],
  },
  {
    name: 'crimson',
    cabinet: ['#5c0f1b', '#1a0407'],
    frame: '#fbbf24',
    reel: ['#3f0a12', '#140305'],
    low: ['#fca5a5', '#86efac', '#93c5fd', '#fde68a', '#f9a8d4', '#c4b5fd'],
  },
];

export function themeOf(theme: number): { motif: Motif; palette: Palette } {
  const index = Number.isInteger(theme) && theme >= 0 ? theme : 0;
  return {
    motif: MOTIFS[index % MOTIFS.length]!,
    palette: PALETTES[Math.floor(index / MOTIFS.length) % PALETTES.length]!,
  };
}
