import { MOTIFS as ART, motifFor, paletteFor } from '@croupier/art';
import type { Game } from '../../api/types.ts';

/**
 * A slot's look follows its name and its vendor, like its lobby tile: "Golden Dragon" is an oriental slot whose
 * top symbol is the dragon of its tile, in golden colours, with its vendor's frame; "Savage Wolf" is a wild one.
 * The outcome-free `theme` index (0–23, API.md Game.slot.theme) picks the low symbols' colours. Presentation
 * only: the symbols' codes, strips and pays are the engine's.
 */
export const MOTIFS = ['gems', 'fruit', 'ocean', 'space', 'egypt', 'orient', 'wild', 'legends'] as const;
export type Motif = (typeof MOTIFS)[number];

/** The sets drawn from the lobby's motifs (the others are drawn in art/high-*.tsx), H1 to H5. */
export const ART_SETS: Partial<Record<Motif, readonly string[]>> = {
  wild: ['wolf', 'buffalo', 'elephant', 'lion', 'jungle'],
  legends: ['pirate', 'samurai', 'kingdom', 'warrior', 'viking'],
};

/** Which set of high symbols goes with the motif a name calls for. */
const FAMILY: Readonly<Record<string, Motif>> = {
  ...Object.fromEntries(
    [
      'dragon',
      'tiger',
      'phoenix',
      'koi',
      'panda',
      'lotus',
      'lantern',
      'fortune',
      'monkey',
      'rooster',
      'sakura',
      'empress',
    ].map((m) => [m, 'orient' as const]),
  ),
  ...Object.fromEntries(['pharaoh', 'temple', 'genie', 'goddess'].map((m) => [m, 'egypt' as const])),
  ...Object.fromEntries(['mermaid', 'pearl', 'ocean', 'shark', 'fish'].map((m) => [m, 'ocean' as const])),
  ...Object.fromEntries(['galaxy', 'unicorn', 'moon', 'star', 'bolt'].map((m) => [m, 'space' as const])),
  ...Object.fromEntries(['cherry', 'candy', 'bells', 'sevens', 'carnival'].map((m) => [m, 'fruit' as const])),
  ...Object.fromEntries(['gem', 'crown', 'coins', 'treasure'].map((m) => [m, 'gems' as const])),
  ...Object.fromEntries(
    ['wolf', 'buffalo', 'lion', 'elephant', 'jungle', 'volcano'].map((m) => [m, 'wild' as const]),
  ),
  ...Object.fromEntries(
    ['viking', 'warrior', 'samurai', 'pirate', 'kingdom'].map((m) => [m, 'legends' as const]),
  ),
};

export interface Palette {
  /** Cabinet background, top to bottom. */
  cabinet: [string, string];
  /** Frame and highlight colour. */
  frame: string;
  /** Reel window background, top to bottom. */
  reel: [string, string];
  /** L1…L6 fill colours. */
  low: [string, string, string, string, string, string];
  /** The vendor's texture over the cabinet, a CSS image. */
  pattern: string;
}

/** Vendor textures, faint white on the cabinet's colours: dots, stripes, scales or a lattice. */
const PATTERNS = [
  "<svg xmlns='http://www.w3.org/2000/svg' width='16' height='16'><circle cx='8' cy='8' r='1.6' fill='white' fill-opacity='.14'/></svg>",
  "<svg xmlns='http://www.w3.org/2000/svg' width='14' height='14'><path d='M-2 16 16-2M-2 2 2-2M12 16 16 12' stroke='white' stroke-opacity='.07' stroke-width='4'/></svg>",
  "<svg xmlns='http://www.w3.org/2000/svg' width='24' height='12'><path d='M0 12a12 12 0 0 1 24 0' fill='none' stroke='white' stroke-opacity='.12' stroke-width='1.5'/></svg>",
  "<svg xmlns='http://www.w3.org/2000/svg' width='20' height='20'><path d='M10 0 20 10 10 20 0 10z' fill='none' stroke='white' stroke-opacity='.12' stroke-width='1.2'/></svg>",
].map((svg) => `url("data:image/svg+xml,${encodeURIComponent(svg)}")`);

const LOW_COLOURS: Palette['low'][] = [
  ['#38bdf8', '#34d399', '#f472b6', '#a78bfa', '#fb923c', '#facc15'],
  ['#5eead4', '#a3e635', '#fda4af', '#93c5fd', '#fcd34d', '#f0abfc'],
  ['#60a5fa', '#4ade80', '#f87171', '#c084fc', '#fbbf24', '#22d3ee'],
  ['#fca5a5', '#86efac', '#93c5fd', '#fde68a', '#f9a8d4', '#c4b5fd'],
];

/** The game's own symbol: the top-paying high symbol, drawn as its name's motif and named after the game. */
export interface Hero {
  code: string;
  art: string;
  name: string;
}

export interface SlotLook {
  motif: Motif;
  palette: Palette;
  hero: Hero | null;
  /** Art sets only: the motif of each high symbol H1… (the hero's own motif moved out of the way). */
  high: readonly string[] | null;
}

/** A small stable hash (FNV-1a): the same vendor always gets the same frame colour and texture. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${hue} ${Math.round(saturation)}% ${Math.max(4, Math.round(lightness))}%)`;

export function slotLook(
  game: Pick<Game, 'name' | 'localizedNames' | 'vassalage' | 'slot'>,
  language: string,
) {
  const theme = game.slot && Number.isInteger(game.slot.theme) && game.slot.theme >= 0 ? game.slot.theme : 0;
  const heroMotif = motifFor(game.name, 'RNG', theme);
  const motif = FAMILY[heroMotif] ?? MOTIFS[theme % 6]!;
  const { hues, saturation } = paletteFor(game.name, theme);
  const vendor = hash(game.vassalage);
  const frameHue = vendor % 360;
  const palette: Palette = {
    cabinet: [hsl(hues[0], saturation, 24), hsl(hues[1], saturation * 0.8, 8)],
    frame: hsl(frameHue, 85, 64),
    reel: [hsl(hues[0], saturation * 0.5, 15), hsl(hues[1], saturation * 0.5, 6)],
    low: LOW_COLOURS[theme % LOW_COLOURS.length]!,
    pattern: PATTERNS[Math.floor(vendor / 360) % PATTERNS.length]!,
  };
  const highs = (game.slot?.symbols ?? []).filter((s) => s.kind === 'regular' && s.code.startsWith('H'));
  const top = highs.at(-1);
  const hero: Hero | null = top
    ? { code: top.code, art: ART[heroMotif]!, name: game.localizedNames[language] ?? game.name }
    : null;
  const set = ART_SETS[motif];
  let high: string[] | null = null;
  if (set) {
    high = [...set];
    // The hero is its own symbol: if the set also holds it lower down, the spare fifth takes its place.
    const twin = high.indexOf(heroMotif);
    if (twin >= 0 && twin < 4) [high[twin], high[4]] = [high[4]!, high[twin]!];
  }
  return { motif, palette, hero, high } satisfies SlotLook;
}
