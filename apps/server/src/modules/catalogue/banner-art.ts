import { createHash } from 'node:crypto';
import { SHAPES } from './art.ts';

/**
 * Banner artwork for the demo slides, drawn as wide SVG like the tiles (art.ts): stable, no downloads and no
 * text in the image, since the slide's title is HTML in the player's language. Each design is a scene of
 * motifs on a gradient; the names are the files `/banner-art/<name>.svg` serves.
 */
interface Design {
  hues: [number, number];
  /** A motif of the tile art. */
  motif: string;
}

export const BANNER_DESIGNS: Readonly<Record<string, Design>> = {
  welcome: { hues: [265, 320], motif: 'coin' },
  originals: { hues: [200, 250], motif: 'crown' },
  'live-tables': { hues: [350, 20], motif: 'chip' },
  'hot-pick': { hues: [20, 45], motif: 'star' },
  'free-play': { hues: [190, 230], motif: 'chip' },
  'join-bonus': { hues: [300, 345], motif: 'gem' },
  'safe-account': { hues: [150, 190], motif: 'crown' },
  'side-jackpot': { hues: [35, 60], motif: 'seven' },
  live: { hues: [345, 10], motif: 'spade' },
  rng: { hues: [280, 330], motif: 'gem' },
  sports: { hues: [120, 160], motif: 'ball' },
  esports: { hues: [230, 270], motif: 'controller' },
  pvp: { hues: [0, 30], motif: 'spade' },
  fish: { hues: [180, 210], motif: 'fish' },
  lott: { hues: [40, 60], motif: 'balls' },
  elott: { hues: [60, 90], motif: 'balls' },
  cockfight: { hues: [10, 35], motif: 'feather' },
  bingo: { hues: [300, 340], motif: 'balls' },
  mini: { hues: [160, 200], motif: 'dice' },
};

export function bannerSvg(name: string): string | undefined {
  const design = BANNER_DESIGNS[name];
  if (!design) return undefined;
  const h = createHash('sha256').update(`banner/${name}`).digest();
  const [a, b] = design.hues;
  // A row of motifs along the right side, growing towards the edge; the left stays calm for the HTML title.
  const motifs = [0, 1, 2, 3]
    .map((i) => {
      const x = 700 + i * 120 + (h[i]! % 30);
      const y = 110 + (h[4 + i]! % 150);
      const scale = (0.8 + i * 0.35 + (h[8 + i]! % 20) / 100).toFixed(2);
      const turn = (h[12 + i]! % 40) - 20;
      return `<g transform="translate(${x} ${y}) rotate(${turn}) scale(${scale})" fill="url(#m)" stroke="rgba(0,0,0,.2)" stroke-width="2">${SHAPES[design.motif]}</g>`;
    })
    .join('');
  const sparkles = Array.from({ length: 14 }, (_, i) => {
    const x = (h[i]! * 5 + i * 83) % 1200;
    const y = (h[(i + 16) % 32]! * 3) % 400;
    const r = 2 + (h[(i + 7) % 32]! % 5);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" role="img">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 70% 28%)"/><stop offset="1" stop-color="hsl(${b} 80% 42%)"/></linearGradient>
<radialGradient id="l" cx="75%" cy="40%" r="55%"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6d5"/><stop offset="1" stop-color="hsl(${(a + 180) % 360} 90% 70%)"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/><rect width="1200" height="400" fill="url(#l)"/>${sparkles}
<path d="M0 330C300 290 600 370 1200 300V400H0z" fill="rgba(0,0,0,.18)"/>${motifs}
</svg>`;
}
