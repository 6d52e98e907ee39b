/**
 * The colours motifs are drawn in. Metal and glass are gradients the container declares once (`ART_DEFS`), so
 * a hundred symbols on a page share one copy; everything else is a flat colour.
 */
export const GOLD = 'url(#art-gold)';
export const SILVER = 'url(#art-silver)';
export const SHINE = 'url(#art-shine)';
export const INK = '#1d1626';
export const WHITE = '#fff';
export const SHADE = 'rgba(0,0,0,.28)';
export const LIGHT = 'rgba(255,255,255,.5)';
export const RED = '#d7263d';
export const ORANGE = '#f28c28';
export const GREEN = '#2f9e44';
export const BLUE = '#2f6fd6';
export const TEAL = '#19a7a0';
export const PURPLE = '#7b3fc4';
export const PINK = '#ef6fa8';
export const BROWN = '#8a5a35';
export const SKIN = '#e8b48a';
export const IVORY = '#f6ecd2';

/** The gradients `GOLD`, `SILVER` and `SHINE` refer to, for a container's `<defs>`. */
export const ART_DEFS =
  '<linearGradient id="art-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff2b0"/><stop offset=".5" stop-color="#f4b400"/><stop offset="1" stop-color="#a8650a"/></linearGradient>' +
  '<linearGradient id="art-silver" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset=".55" stop-color="#c3cbd8"/><stop offset="1" stop-color="#6b7688"/></linearGradient>' +
  '<radialGradient id="art-shine" cx=".35" cy=".3" r=".65"><stop offset="0" stop-color="#fff" stop-opacity=".8"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>';

/** `fill` and an outline every shape gets, so motifs read on light and dark backgrounds alike. */
export const p = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}" stroke="${INK}" stroke-opacity=".55" stroke-width="2" stroke-linejoin="round"${extra}/>`;
/** A detail without an outline (stripes, facets, eyes). */
export const f = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" stroke="${INK}" stroke-opacity=".55" stroke-width="2"/>`;
export const c = (x: number, y: number, r: number, fill: string, outline = true) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"${outline ? ` stroke="${INK}" stroke-opacity=".55" stroke-width="2"` : ''}/>`;
/** A stroked line or curve. */
export const s = (d: string, colour: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
export const g = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;

/** `count` copies of a drawing turned evenly around 0,0 (petals, rays, wheel segments). */
export const around = (count: number, draw: (index: number) => string, from = 0) =>
  Array.from({ length: count }, (_, i) => g(`rotate(${from + (360 * i) / count})`, draw(i))).join('');

/** A star or spiky ring: `points` tips at radius `outer`, valleys at `inner`. */
export function star(points: number, outer: number, inner: number, cx = 0, cy = 0): string {
  const corners = Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    return `${(cx + r * Math.cos(angle)).toFixed(1)} ${(cy + r * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${corners.join('L')}z`;
}
