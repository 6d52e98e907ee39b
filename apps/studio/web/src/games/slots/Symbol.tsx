import type { ReactNode } from 'react';
import { MOTIFS as ART } from '@croupier/art';
import { GEMS, FRUIT, OCEAN } from './art/high-a.tsx';
import { EGYPT, ORIENT, SPACE } from './art/high-b.tsx';
import { LowSymbol } from './art/low.tsx';
import { ScatterSymbol, WildSymbol } from './art/special.tsx';
import type { SlotLook } from './themes.ts';

const HIGH: Partial<Record<SlotLook['motif'], ReactNode[]>> = {
  gems: GEMS,
  fruit: FRUIT,
  ocean: OCEAN,
  space: SPACE,
  egypt: EGYPT,
  orient: ORIENT,
};

/** A lobby motif (±44 around 0,0) in the symbol's 100×100 box; the markup is the art package's own drawing. */
function MotifArt({ markup }: { markup: string }) {
  return <g transform="translate(50 50) scale(1.02)" dangerouslySetInnerHTML={{ __html: markup }} />;
}

/**
 * One symbol's art by its code (L1…L6, H1…H5, WILD, SCATTER), in the game's look. Decorative: the reel window
 * carries the accessible description of what landed.
 */
export function SymbolArt({ code, look }: { code: string; look: SlotLook }) {
  return (
    <svg viewBox="0 0 100 100" className="slot-symbol" aria-hidden="true" focusable="false">
      {art(code, look)}
    </svg>
  );
}

function art(code: string, look: SlotLook): ReactNode {
  if (code === 'WILD') return <WildSymbol />;
  if (code === 'SCATTER') return <ScatterSymbol />;
  if (look.hero?.code === code) return <MotifArt markup={look.hero.art} />;
  const n = Number(code.slice(1)) - 1;
  if (code.startsWith('H') && n >= 0) {
    if (look.high) return <MotifArt markup={ART[look.high[n % look.high.length]!]!} />;
    return HIGH[look.motif]?.[n % 5] ?? null;
  }
  if (code.startsWith('L') && n >= 0) return <LowSymbol index={n} color={look.palette.low[n % 6]!} />;
  return <circle cx="50" cy="50" r="20" fill={look.palette.frame} />;
}
