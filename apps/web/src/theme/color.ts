/** WCAG 2.2 contrast maths for the brand accent, which the operator may set to any colour. */

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  let h = m[1]!;
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  const n = Number.parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: string, b: string): number {
  const ra = parseHex(a);
  const rb = parseHex(b);
  if (!ra || !rb) return 1;
  const [hi, lo] = [luminance(ra), luminance(rb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Moves the accent toward black (or white) until it reaches `ratio` against `background`,
 * keeping its hue: the light theme's "same accent family darkened for contrast" (UI.md).
 */
export function adjustForContrast(accent: string, background: string, ratio = 4.5): string {
  const base = parseHex(accent);
  const bg = parseHex(background);
  if (!base || !bg) return accent;
  if (contrast(accent, background) >= ratio) return toHex(base);
  const towardBlack = luminance(bg) > 0.18;
  for (let step = 1; step <= 100; step += 1) {
    const f = towardBlack ? 1 - step / 100 : step / 100;
    const mixed: Rgb = towardBlack
      ? [base[0] * f, base[1] * f, base[2] * f]
      : [base[0] + (255 - base[0]) * f, base[1] + (255 - base[1]) * f, base[2] + (255 - base[2]) * f];
    const hex = toHex(mixed);
    if (contrast(hex, background) >= ratio) return hex;
  }
  return towardBlack ? '#000000' : '#ffffff';
}

/** Text colour for a filled accent button: whichever of near-black or white reads better. */
export function onColor(fill: string): string {
  return contrast(fill, '#0f1115') >= contrast(fill, '#ffffff') ? '#0f1115' : '#ffffff';
}
