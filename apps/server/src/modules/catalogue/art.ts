import { createHash } from 'node:crypto';

/**
 * Tile art and vendor emblems are drawn here as SVG from a hash of the game, so every install ships
 * distinct, stable artwork with no downloads and no text baked into images (names are HTML, translatable).
 */
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

const MOTIFS: Record<string, readonly string[]> = {
  RNG: ['gem', 'star', 'crown', 'coin', 'seven', 'cherry', 'bolt', 'moon'],
  LIVE: ['spade', 'heart', 'wheel', 'chip'],
  PVP: ['spade', 'club', 'diamond', 'chip'],
  FISH: ['fish', 'wave'],
  MINI: ['dice', 'rocket', 'bomb', 'pyramid'],
  BINGO: ['balls'],
  LOTT: ['balls', 'ticket'],
  ELOTT: ['balls', 'bolt'],
  SPORTS: ['ball'],
  ESPORTS: ['controller'],
  COCKFIGHT: ['feather'],
};

/** The motifs, centred on 0,0 within ±44, shared with the banner art. */
export const SHAPES: Record<string, string> = {
  gem: '<path d="M-34-14 -18-34h36l16 20L0 38z"/><path d="M-34-14h68M-18-34-8-14 0 38M18-34 8-14 0 38" fill="none" stroke="rgba(0,0,0,.25)" stroke-width="3"/>',
  star: '<path d="M0-40 11-13 40-12 17 6 25 35 0 18-25 35-17 6-40-12-11-13z"/>',
  crown:
    '<path d="M-38 22-42-24-18 0 0-34 18 0 42-24 38 22z"/><rect x="-38" y="26" width="76" height="10" rx="3"/>',
  coin: '<circle r="36"/><circle r="26" fill="none" stroke="rgba(0,0,0,.25)" stroke-width="5"/><path d="M-8-14h16v28h-16z" fill="rgba(0,0,0,.2)"/>',
  seven: '<path d="M-26-32h52v10L-2 36h-16l22-52h-30z"/>',
  cherry:
    '<circle cx="-16" cy="20" r="16"/><circle cx="18" cy="16" r="16"/><path d="M-14 6C-10-16 2-30 20-36M18 2C16-14 14-26 20-36" fill="none" stroke="#fff" stroke-width="5"/>',
  bolt: '<path d="M6-42-26 6h20l-8 36 34-50H0z"/>',
  moon: '<path d="M12-38a40 40 0 1 0 26 62A32 32 0 1 1 12-38z"/>',
  spade:
    '<path d="M0-40C20-18 38-6 38 10a18 18 0 0 1-32 10l6 20H-12l6-20a18 18 0 0 1-32-10C-38-6-20-18 0-40z"/>',
  heart: '<path d="M0 36C-26 14-40 0-40-16a20 20 0 0 1 40-6 20 20 0 0 1 40 6C40 0 26 14 0 36z"/>',
  club: '<circle cx="0" cy="-18" r="16"/><circle cx="-18" cy="8" r="16"/><circle cx="18" cy="8" r="16"/><path d="M-6 10h12l6 28h-24z"/>',
  diamond: '<path d="M0-42 30 0 0 42-30 0z"/>',
  chip: '<circle r="38"/><circle r="24" fill="none" stroke="rgba(0,0,0,.3)" stroke-width="6" stroke-dasharray="12 8"/>',
  wheel:
    '<circle r="38" fill="none" stroke="#fff" stroke-width="8"/><circle r="8"/><path d="M0-30V30M-30 0H30M-21-21 21 21M21-21-21 21" stroke="#fff" stroke-width="4"/>',
  fish: '<path d="M-36 0C-20-24 16-24 30 0 16 24-20 24-36 0z"/><path d="M28 0 44-16v32z"/><circle cx="-18" cy="-4" r="4" fill="rgba(0,0,0,.4)"/>',
  wave: '<path d="M-42 8C-28-10-14-10 0 8S28 26 42 8v26h-84z"/><circle cx="0" cy="-20" r="10"/>',
  dice: '<rect x="-34" y="-34" width="68" height="68" rx="12"/><g fill="rgba(0,0,0,.35)"><circle cx="-16" cy="-16" r="6"/><circle r="6"/><circle cx="16" cy="16" r="6"/></g>',
  rocket:
    '<path d="M0-44C18-26 18 8 12 22h-24C-18 8-18-26 0-44z"/><path d="M-12 22-26 36v-22zM12 22l14 14V14z"/><circle cy="-12" r="7" fill="rgba(0,0,0,.3)"/>',
  bomb: '<circle cy="6" r="32"/><path d="M16-22 28-36" stroke="#fff" stroke-width="6"/><circle cx="30" cy="-38" r="5"/>',
  pyramid: '<path d="M0-40 40 34h-80z"/><path d="M0-40 8 34" stroke="rgba(0,0,0,.25)" stroke-width="4"/>',
  balls:
    '<circle cx="-18" cy="12" r="20"/><circle cx="18" cy="12" r="20" opacity=".85"/><circle cy="-18" r="20" opacity=".7"/>',
  ticket: '<path d="M-42-22h84v14a8 8 0 0 0 0 16v14h-84V8a8 8 0 0 0 0-16z"/>',
  ball: '<circle r="38"/><path d="M0-14 14-4 9 12H-9l-5-16z" fill="rgba(0,0,0,.4)"/>',
  controller:
    '<path d="M-40 4C-40-14-26-18-14-18h28C26-18 40-14 40 4S32 30 22 22L12 12h-24l-10 10C-32 30-40 22-40 4z"/>',
  feather:
    '<path d="M30-40C-10-30-30 0-30 40 0 20 20 0 30-40z"/><path d="M-30 40 22-30" stroke="rgba(0,0,0,.3)" stroke-width="3"/>',
};

export const ART_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

const hue = (byte: number) => Math.round((byte / 255) * 360);

export function gameTileSvg(vassalage: string, gameCode: string, gameType: string): string {
  const h = digest(`${vassalage}/${gameCode}`);
  const motifs = MOTIFS[gameType] ?? MOTIFS.RNG!;
  const motif = SHAPES[motifs[h[0]! % motifs.length]!]!;
  const a = hue(h[1]!);
  const b = (a + 40 + (h[2]! % 120)) % 360;
  const glowX = 30 + (h[3]! % 40);
  const rings = Array.from({ length: 5 }, (_, i) => {
    const x = h[4 + i]! % 200;
    const y = h[9 + i]! % 150;
    const r = 6 + (h[14 + i]! % 26);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.05 + (h[19 + i]! % 10) / 100).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 150" role="img">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 70% 42%)"/><stop offset="1" stop-color="hsl(${b} 75% 22%)"/></linearGradient>
<radialGradient id="l" cx="${glowX}%" cy="35%" r="60%"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6d5"/><stop offset="1" stop-color="hsl(${(a + 180) % 360} 90% 70%)"/></linearGradient></defs>
<rect width="200" height="150" fill="url(#g)"/><rect width="200" height="150" fill="url(#l)"/>${rings}
<g transform="translate(100 78) scale(${(0.95 + (h[25]! % 30) / 100).toFixed(2)})" fill="url(#m)" stroke="rgba(0,0,0,.18)" stroke-width="2">${motif}</g>
</svg>`;
}

/** A vendor's emblem: a geometric mark in the vendor's colours; the name beside it is HTML text. */
export function vendorLogoSvg(vassalage: string): string {
  const h = digest(`vendor/${vassalage}`);
  const a = hue(h[0]!);
  const b = (a + 60) % 360;
  const sides = 3 + (h[1]! % 4);
  const points = Array.from({ length: sides }, (_, i) => {
    const angle = (Math.PI * 2 * i) / sides - Math.PI / 2;
    return `${(32 + 20 * Math.cos(angle)).toFixed(1)},${(32 + 20 * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img">
<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 75% 55%)"/><stop offset="1" stop-color="hsl(${b} 75% 35%)"/></linearGradient></defs>
<rect width="64" height="64" rx="14" fill="url(#v)"/><polygon points="${points}" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>
<circle cx="32" cy="32" r="${5 + (h[2]! % 6)}" fill="#fff"/></svg>`;
}
