import { ART_DEFS } from '@croupier/art';

/**
 * Gradients every symbol shares (and those of the lobby's motifs, ART_DEFS), declared once per page in a hidden SVG: symbols reference them by id instead of
 * each of a hundred spinning symbols carrying its own copy.
 */
export function SymbolDefs() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="sg-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff4b8" />
          <stop offset="0.45" stopColor="#f5b301" />
          <stop offset="1" stopColor="#9a5b00" />
        </linearGradient>
        <linearGradient id="sg-silver" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.5" stopColor="#c7ced9" />
          <stop offset="1" stopColor="#6b7280" />
        </linearGradient>
        <radialGradient id="sg-shine" cx="0.35" cy="0.3" r="0.6">
          <stop offset="0" stopColor="#fff" stopOpacity="0.85" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="sg-shade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0.5" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.35" />
        </linearGradient>
        <radialGradient id="sg-orb" cx="0.4" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#fdf4ff" />
          <stop offset="0.35" stopColor="#e879f9" />
          <stop offset="0.75" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#2e1065" />
        </radialGradient>
        <radialGradient id="sg-burst" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff7cc" />
          <stop offset="0.6" stopColor="#f5b301" stopOpacity="0.6" />
          <stop offset="1" stopColor="#f5b301" stopOpacity="0" />
        </radialGradient>
      </defs>
      <defs dangerouslySetInnerHTML={{ __html: ART_DEFS }} />
    </svg>
  );
}

/** A soft highlight in the upper left and a shade below: what makes a flat shape read as polished. */
export function Gloss({ d }: { d: string }) {
  return (
    <>
      <path d={d} fill="url(#sg-shade)" />
      <path d={d} fill="url(#sg-shine)" />
    </>
  );
}
