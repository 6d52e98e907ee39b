import { Gloss } from './defs.tsx';

/**
 * Low symbols L1…L6: card suits, a star and a crown in the palette's colours (shapes, not letters, so nothing
 * needs translating). Each shape is one path so the gloss can reuse it.
 */
const SHAPES: string[] = [
  // L1 club
  'M50 18a14 14 0 0 1 13.6 17.4A14 14 0 1 1 58 60l4 20H38l4-20a14 14 0 1 1-5.6-24.6A14 14 0 0 1 50 18z',
  // L2 diamond
  'M50 12l28 38-28 38-28-38z',
  // L3 heart
  'M50 84S16 62 16 38a17 17 0 0 1 34-4 17 17 0 0 1 34 4c0 24-34 46-34 46z',
  // L4 spade
  'M50 14s32 22 32 42a15 15 0 0 1-26 10l4 16H40l4-16a15 15 0 0 1-26-10c0-20 32-42 32-42z',
  // L5 star
  'M50 12l10.6 22.8 24.9 3-18.4 17 4.9 24.6L50 67.2 28 79.4l4.9-24.6-18.4-17 24.9-3z',
  // L6 crown
  'M16 72l-4-42 20 16 18-28 18 28 20-16-4 42z',
];

export function LowSymbol({ index, color }: { index: number; color: string }) {
  const d = SHAPES[index % SHAPES.length]!;
  return (
    <g>
      <path d={d} fill={color} stroke="rgb(0 0 0 / 35%)" strokeWidth="2" />
      <Gloss d={d} />
      {index === 5 && (
        <rect x="16" y="72" width="68" height="10" rx="3" fill={color} stroke="rgb(0 0 0 / 35%)" />
      )}
    </g>
  );
}
