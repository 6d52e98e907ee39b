import { createHash } from 'node:crypto';
import { ART_DEFS, MOTIFS, motifFor, paletteFor, type Palette } from '@croupier/art';
import { DEMO_VENDORS } from './demo/vendors.ts';

/**
 * Tile art and vendor emblems, drawn here as SVG so every install ships stable artwork with no downloads. A tile
 * shows what the game's name says (a dragon for "Golden Dragon", a roulette wheel for "Auto Roulette 2") in the
 * colours of its adjective, framed in its vendor's house style; the name itself stays HTML, in the player's
 * language.
 */
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * A vendor's place in the house styles and emblem colours: the demo vendors in their list order, so all fifty
 * differ; any other vendor by a hash of its code.
 */
export function vendorOrdinal(vassalage: string): number {
  const index = DEMO_VENDORS.findIndex((vendor) => vendor.vassalage === vassalage);
  return index >= 0 ? index : digest(`vendor/${vassalage}`).readUInt16BE(0);
}

const PATTERNS = 6;
const FRAMES = 4;
const DIRECTIONS = [
  'x1="0" y1="0" x2="1" y2="1"',
  'x1="0" y1="0" x2="0" y2="1"',
  'x1="1" y1="0" x2="0" y2="1"',
  'x1="0" y1="1" x2="1" y2="0"',
];

/** A vendor's house style: 6 patterns × 4 frames × 4 gradient directions, distinct for the demo's fifty. */
export function houseStyle(vassalage: string) {
  const n = vendorOrdinal(vassalage);
  return {
    pattern: n % PATTERNS,
    frame: Math.floor(n / PATTERNS) % FRAMES,
    direction: Math.floor(n / (PATTERNS * FRAMES)) % DIRECTIONS.length,
    accent: Math.round((n * 137.508) % 360),
  };
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${hue} ${saturation}% ${Math.max(6, Math.min(90, lightness))}%)`;

/** Faint texture behind the motif: rays, dots, stripes, rings, waves or a lattice. */
function pattern(kind: number): string {
  const soft = 'fill="none" stroke="#fff" stroke-opacity=".09"';
  switch (kind) {
    case 0:
      return `<g fill="#fff" fill-opacity=".07">${Array.from({ length: 12 }, (_, i) => `<path d="M100 72 ${(100 + 260 * Math.cos((i * Math.PI) / 6)).toFixed(0)} ${(72 + 260 * Math.sin((i * Math.PI) / 6)).toFixed(0)} ${(100 + 260 * Math.cos(((i + 0.5) * Math.PI) / 6)).toFixed(0)} ${(72 + 260 * Math.sin(((i + 0.5) * Math.PI) / 6)).toFixed(0)}z"/>`).join('')}</g>`;
    case 1:
      return `<defs><pattern id="p" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="1.8" fill="#fff" fill-opacity=".14"/></pattern></defs><rect width="200" height="150" fill="url(#p)"/>`;
    case 2:
      return `<defs><pattern id="p" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="7" height="16" fill="#fff" fill-opacity=".06"/></pattern></defs><rect width="200" height="150" fill="url(#p)"/>`;
    case 3:
      return `<g ${soft} stroke-width="6">${[30, 52, 74, 96, 118].map((r) => `<circle cx="100" cy="72" r="${r}"/>`).join('')}</g>`;
    case 4:
      return `<defs><pattern id="p" width="24" height="12" patternUnits="userSpaceOnUse"><path d="M0 12a12 12 0 0 1 24 0" ${soft} stroke-width="2"/></pattern></defs><rect width="200" height="150" fill="url(#p)"/>`;
    default:
      return `<defs><pattern id="p" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M10 0 20 10 10 20 0 10z" ${soft} stroke-width="1.5"/></pattern></defs><rect width="200" height="150" fill="url(#p)"/>`;
  }
}

/** The house frame: none, a thin inset border, gilded corners or a ribbon band at the foot. */
function frame(kind: number, accent: number): string {
  const colour = hsl(accent, 80, 66);
  switch (kind) {
    case 1:
      return `<rect x="5" y="5" width="190" height="140" rx="10" fill="none" stroke="${colour}" stroke-opacity=".8" stroke-width="2.5"/>`;
    case 2:
      return `<g fill="none" stroke="url(#art-gold)" stroke-width="4" stroke-linecap="round">${['M6 30V6h24', 'M170 6h24v24', 'M194 120v24h-24', 'M30 144H6v-24'].map((d) => `<path d="${d}"/>`).join('')}</g>`;
    case 3:
      return `<path d="M0 128h200v22H0z" fill="${colour}" fill-opacity=".85"/><path d="M0 126h200" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>`;
    default:
      return '';
  }
}

export const ART_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** A game's tile, 4:3: its palette's gradient, the vendor's texture and frame, and the motif its name calls for. */
export function gameTileSvg(vassalage: string, gameCode: string, gameType: string, gameName: string): string {
  const h = digest(`${vassalage}/${gameCode}`);
  const style = houseStyle(vassalage);
  const palette: Palette = paletteFor(gameName, h[0]!);
  const [a, b] = palette.hues;
  const motif = MOTIFS[motifFor(gameName, gameType, h[1]!)]!;
  const tilt = (h[2]! % 13) - 6;
  const scale = (1.28 + (h[3]! % 10) / 100).toFixed(2);
  const { saturation: s, lightness: l } = palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 150" role="img">
<defs>${ART_DEFS}<linearGradient id="g" ${DIRECTIONS[style.direction]}><stop offset="0" stop-color="${hsl(a, s, l + 12)}"/><stop offset="1" stop-color="${hsl(b, s, l - 14)}"/></linearGradient>
<radialGradient id="l" cx="50%" cy="46%" r="50%"><stop offset="0" stop-color="${hsl(a, 90, 80)}" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="200" height="150" fill="url(#g)"/>${pattern(style.pattern)}<rect width="200" height="150" fill="url(#l)"/>
<ellipse cx="100" cy="136" rx="52" ry="7" fill="#000" opacity=".25"/>
<g transform="translate(100 72) rotate(${tilt}) scale(${scale})">${motif}</g>${frame(style.frame, style.accent)}
</svg>`;
}

/** The emblem's outline, in a 64×64 box: eight shapes, so neighbours in the vendor list never share one. */
const EMBLEM_SHAPES = [
  '<circle cx="32" cy="32" r="29"/>',
  '<rect x="4" y="4" width="56" height="56" rx="14"/>',
  '<path d="M32 2 58 17v30L32 62 6 47V17z"/>',
  '<path d="M8 6h48v26c0 16-12 26-24 30C20 58 8 48 8 32z"/>',
  '<path d="M32 2 62 32 32 62 2 32z"/>',
  '<path d="M20 3h24l17 17v24L44 61H20L3 44V20z"/>',
  '<path d="M32 2 61 23 50 60H14L3 23z"/>',
  '<path d="M4 14 32 2l28 12v36L32 62 4 50z"/>',
];

/** Up to two letters from a vendor's name: the first letters of its first two words ("Jade Peak" → JP). */
export function monogram(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/**
 * A vendor's emblem: a shape in a colour spread around the wheel by the vendor's ordinal (the golden angle keeps
 * neighbours apart) with its monogram, which is the brand's own letters and not translated.
 */
export function vendorLogoSvg(vassalage: string, name: string): string {
  const n = vendorOrdinal(vassalage);
  const hue = Math.round((n * 137.508) % 360);
  const ring = Math.floor(n / EMBLEM_SHAPES.length) % 3;
  const shape = EMBLEM_SHAPES[n % EMBLEM_SHAPES.length]!;
  const letters = monogram(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img">
<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 80, 58)}"/><stop offset="1" stop-color="${hsl((hue + 35) % 360, 75, 30)}"/></linearGradient></defs>
<g fill="url(#v)" stroke="${ring === 1 ? '#fff' : hsl((hue + 180) % 360, 85, 70)}" stroke-width="${ring === 2 ? 4 : 2.5}">${shape}</g>
<text x="32" y="33" dominant-baseline="central" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="800" font-size="${letters.length > 1 ? 22 : 28}" fill="#fff" stroke="rgba(0,0,0,.35)" stroke-width="1" paint-order="stroke">${letters}</text></svg>`;
}
