import { createHash } from 'node:crypto';
import { ART_DEFS, MOTIFS } from '@croupier/art';

/**
 * Banner artwork for the demo slides, drawn as wide SVG like the tiles (art.ts): stable, no downloads and no
 * text in the image, since the slide's title is HTML in the player's language. Each design is a scene that
 * shows what the slide is about (cards and a wheel for the live casino, reels for slots, balls for lotteries)
 * on a gradient; the names are the files `/banner-art/<name>.svg` serves.
 */
interface Design {
  hues: [number, number];
  /** Motifs (or `reels`, a slot machine's window) and where they stand: x, y, scale, turn. */
  scene: [motif: string, x: number, y: number, scale: number, turn?: number][];
}

// The scene stays within x 560–1000 and y 100–300: what is left when a 3:1 slide is cut to 5:1 (a strip) or
// to 2:1 (a phone), and away from the left, where the HTML headline sits.
const trio = (back: string, main: string, front: string): Design['scene'] => [
  [back, 625, 175, 1.55, -12],
  [front, 930, 235, 1.5, 12],
  [main, 785, 200, 2.4],
];

export const BANNER_DESIGNS: Readonly<Record<string, Design>> = {
  welcome: { hues: [265, 320], scene: trio('coins', 'crown', 'gem') },
  originals: { hues: [200, 250], scene: [['reels', 780, 200, 0.95]] },
  'live-tables': { hues: [350, 20], scene: trio('chip', 'roulette', 'cards') },
  'hot-pick': { hues: [20, 45], scene: trio('bolt', 'dragon', 'coins') },
  'free-play': { hues: [190, 230], scene: trio('dice', 'chip', 'cards') },
  'join-bonus': { hues: [300, 345], scene: trio('gem', 'treasure', 'coins') },
  'safe-account': { hues: [150, 190], scene: trio('coins', 'warrior', 'crown') },
  'side-jackpot': { hues: [35, 60], scene: trio('bells', 'sevens', 'coins') },
  live: { hues: [345, 10], scene: trio('chip', 'roulette', 'cards') },
  rng: { hues: [280, 330], scene: [['reels', 780, 200, 0.95]] },
  sports: { hues: [120, 160], scene: trio('basketball', 'football', 'shuttlecock') },
  esports: { hues: [230, 270], scene: trio('bolt', 'controller', 'star') },
  pvp: { hues: [0, 30], scene: trio('mahjong', 'cards', 'chip') },
  fish: { hues: [180, 210], scene: trio('shark', 'fish', 'koi') },
  lott: { hues: [40, 60], scene: trio('ticket', 'balls', 'star') },
  elott: { hues: [60, 90], scene: trio('car', 'balls', 'bolt') },
  cockfight: {
    hues: [10, 35],
    scene: [
      ['rooster', 660, 200, 2],
      ['rooster', 900, 200, -2],
    ],
  },
  bingo: { hues: [300, 340], scene: trio('balls', 'bingo', 'star') },
  mini: { hues: [160, 200], scene: trio('dice', 'rocket', 'plinko') },
  // The demo's promotions (their cards cut the same scenes to 16:7).
  'promo-reload': { hues: [25, 50], scene: trio('coin', 'coins', 'star') },
  'promo-cashback': { hues: [170, 200], scene: trio('chip', 'wheel', 'coin') },
  'promo-share-win': { hues: [320, 350], scene: trio('star', 'sevens', 'bells') },
  'promo-vip': { hues: [40, 55], scene: trio('gem', 'crown', 'pearl') },
  'promo-festival': { hues: [200, 235], scene: trio('lantern', 'lotus', 'moon') },
  'promo-krathong': { hues: [215, 260], scene: trio('moon', 'lantern', 'lotus') },
};

/** A slot machine's window: three reels of motifs under a gilded frame. */
const REELS = (() => {
  const reel = (x: number, symbols: string[]) =>
    `<rect x="${x - 62}" y="-92" width="124" height="184" rx="10" fill="#fff" fill-opacity=".92"/>` +
    symbols
      .map((m, i) => `<g transform="translate(${x} ${(i - 1) * 62}) scale(.62)">${MOTIFS[m]}</g>`)
      .join('');
  return (
    '<rect x="-214" y="-114" width="428" height="228" rx="26" fill="url(#art-gold)"/>' +
    '<rect x="-200" y="-100" width="400" height="200" rx="16" fill="#1d1626"/>' +
    reel(-133, ['cherry', 'sevens', 'bells']) +
    reel(0, ['gem', 'sevens', 'crown']) +
    reel(133, ['bells', 'sevens', 'cherry']) +
    '<path d="M-200 0h400" stroke="#f03e3e" stroke-width="4" stroke-opacity=".8"/>'
  );
})();

export function bannerSvg(name: string): string | undefined {
  const design = BANNER_DESIGNS[name];
  if (!design) return undefined;
  const h = createHash('sha256').update(`banner/${name}`).digest();
  const [a, b] = design.hues;
  const scene = design.scene
    .map(([motif, x, y, scale, turn = 0]) => {
      const art = motif === 'reels' ? REELS : MOTIFS[motif];
      // A negative scale mirrors the motif (two roosters facing each other).
      const size = `scale(${Math.abs(scale)}) ${scale < 0 ? 'scale(-1 1)' : ''}`;
      return `<g transform="translate(${x} ${y}) rotate(${turn}) ${size}">${art}</g>`;
    })
    .join('');
  const sparkles = Array.from({ length: 14 }, (_, i) => {
    const x = (h[i]! * 5 + i * 83) % 1200;
    const y = (h[(i + 16) % 32]! * 3) % 400;
    const r = 2 + (h[(i + 7) % 32]! % 5);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" role="img">
<defs>${ART_DEFS}<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 70% 24%)"/><stop offset="1" stop-color="hsl(${b} 80% 42%)"/></linearGradient>
<radialGradient id="l" cx="65%" cy="50%" r="45%"><stop offset="0" stop-color="#fff" stop-opacity=".4"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/><rect width="1200" height="400" fill="url(#l)"/>${sparkles}
<path d="M0 330C300 290 600 370 1200 300V400H0z" fill="rgba(0,0,0,.18)"/>${scene}
</svg>`;
}
