import type { ReactNode } from 'react';
import { GEMS, FRUIT, OCEAN } from './art/high-a.tsx';
import { EGYPT, ORIENT, SPACE } from './art/high-b.tsx';
import { LowSymbol } from './art/low.tsx';
import { ScatterSymbol, WildSymbol } from './art/special.tsx';
import type { Motif, Palette } from './themes.ts';

const HIGH: Record<Motif, ReactNode[]> = {
  gems: GEMS,
  fruit: FRUIT,
  ocean: OCEAN,
  space: SPACE,
  egypt: EGYPT,
  orient: ORIENT,
};

/**
 * One symbol's art by its code (L1…L6, H1…H5, WILD, SCATTER), in the game's motif and palette. Decorative: the
 * reel window carries the accessible description of what landed.
 */
export function SymbolArt({ code, motif, palette }: { code: string; motif: Motif; palette: Palette }) {
  return (
    <svg viewBox="0 0 100 100" className="slot-symbol" aria-hidden="true" focusable="false">
      {art(code, motif, palette)}
    </svg>
  );
}

function art(code: string, motif: Motif, palette: Palette): ReactNode {
  if (code === 'WILD') return <WildSymbol />;
  if (code === 'SCATTER') return <ScatterSymbol />;
  const n = Number(code.slice(1)) - 1;
  if (code.startsWith('H') && n >= 0) return HIGH[motif][n % 5] ?? null;
  if (code.startsWith('L') && n >= 0) return <LowSymbol index={n} color={palette.low[n % 6]!} />;
  return <circle cx="50" cy="50" r="20" fill={palette.frame} />;
}
