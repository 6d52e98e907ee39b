import type { ReactNode } from 'react';
import { Gloss } from './defs.tsx';

const edge = { stroke: 'rgb(0 0 0 / 40%)', strokeWidth: 2 } as const;

/** A cut gem: an outline with facet lines from its table to the girdle. */
function Gem({ d, color, facets }: { d: string; color: string; facets: string }) {
  return (
    <g>
      <path d={d} fill={color} {...edge} />
      <path d={facets} fill="none" stroke="#fff" strokeOpacity="0.45" strokeWidth="1.5" />
      <Gloss d={d} />
    </g>
  );
}

/** Gems: ruby, emerald, sapphire, amethyst heart, diamond. */
export const GEMS: ReactNode[] = [
  <Gem
    key="ruby"
    color="#e11d48"
    d="M50 14l30 16v40L50 86 20 70V30z"
    facets="M35 38h30l-15 30zM20 30l15 8M80 30l-15 8M50 86V68M20 70l15-32M80 70L65 38"
  />,
  <Gem
    key="emerald"
    color="#10b981"
    d="M32 16h36l14 14v40L68 84H32L18 70V30z"
    facets="M34 30h32v40H34zM18 30h16M66 30h16M18 70h16M66 70h16M32 16l2 14M68 16l-2 14"
  />,
  <Gem
    key="sapphire"
    color="#2563eb"
    d="M50 12a38 38 0 1 1 0 76 38 38 0 0 1 0-76z"
    facets="M50 26l20 12v24L50 74 30 62V38zM50 12v14M88 50H70M12 50h18M50 88V74"
  />,
  <Gem
    key="amethyst"
    color="#9333ea"
    d="M50 86S14 62 14 36a18 18 0 0 1 36-6 18 18 0 0 1 36 6c0 26-36 50-36 50z"
    facets="M30 36h40L50 70zM50 30v6M14 36h16M86 36H70"
  />,
  <Gem
    key="diamond"
    color="#bae6fd"
    d="M28 18h44l18 20-40 50-40-50z"
    facets="M10 38h80M28 18l10 20 12-20 12 20 10-20M38 38l12 50 12-50"
  />,
];

/** Fruit: cherries, lemon, grapes, watermelon, bell. */
export const FRUIT: ReactNode[] = [
  <g key="cherry">
    <path d="M36 62C40 40 50 26 68 16M64 60C62 40 64 28 68 16" fill="none" stroke="#15803d" strokeWidth="4" />
    <path d="M68 16c8 0 14 4 16 10-8 2-14 0-16-10z" fill="#22c55e" {...edge} />
    <circle cx="34" cy="68" r="16" fill="#dc2626" {...edge} />
    <circle cx="64" cy="66" r="16" fill="#dc2626" {...edge} />
    <Gloss d="M34 52a16 16 0 1 1 0 32 16 16 0 0 1 0-32z" />
    <Gloss d="M64 50a16 16 0 1 1 0 32 16 16 0 0 1 0-32z" />
  </g>,
  <g key="lemon">
    <path d="M14 52c4-22 24-34 40-32s30 14 32 32c-4 20-24 30-40 28S16 70 14 52z" fill="#facc15" {...edge} />
    <path d="M14 52l-6-2M86 52l6-2" stroke="#ca8a04" strokeWidth="4" strokeLinecap="round" />
    <Gloss d="M14 52c4-22 24-34 40-32s30 14 32 32c-4 20-24 30-40 28S16 70 14 52z" />
  </g>,
  <g key="grapes">
    <path d="M50 22V10M50 16c8-8 18-6 22 0" fill="none" stroke="#65a30d" strokeWidth="4" />
    {[
      [36, 30],
      [50, 30],
      [64, 30],
      [43, 44],
      [57, 44],
      [30, 44],
      [70, 44],
      [36, 58],
      [50, 58],
      [64, 58],
      [43, 72],
      [57, 72],
      [50, 84],
    ].map(([cx, cy]) => (
      <g key={`${cx}-${cy}`}>
        <circle cx={cx} cy={cy} r="9" fill="#7e22ce" {...edge} />
        <circle cx={cx! - 3} cy={cy! - 3} r="3" fill="#fff" fillOpacity="0.5" />
      </g>
    ))}
  </g>,
  <g key="melon">
    <path d="M8 40h84a42 42 0 0 1-84 0z" fill="#16a34a" {...edge} />
    <path d="M14 40h72a36 36 0 0 1-72 0z" fill="#f87171" />
    {[
      [34, 52],
      [50, 60],
      [66, 52],
      [42, 66],
      [58, 66],
    ].map(([cx, cy]) => (
      <ellipse key={`${cx}-${cy}`} cx={cx} cy={cy} rx="2.5" ry="4" fill="#1f2937" />
    ))}
    <Gloss d="M8 40h84a42 42 0 0 1-84 0z" />
  </g>,
  <g key="bell">
    <path
      d="M50 12c4 0 6 3 6 6 14 4 20 18 20 34 0 10 6 16 12 20H12c6-4 12-10 12-20 0-16 6-30 20-34 0-3 2-6 6-6z"
      fill="url(#sg-gold)"
      {...edge}
    />
    <circle cx="50" cy="80" r="8" fill="url(#sg-gold)" {...edge} />
    <path
      d="M36 40c2-8 6-12 10-14"
      fill="none"
      stroke="#fff"
      strokeOpacity="0.7"
      strokeWidth="4"
      strokeLinecap="round"
    />
  </g>,
];

/** Ocean: shell, fish, starfish, seahorse-free anchor, pearl. */
export const OCEAN: ReactNode[] = [
  <g key="shell">
    <path d="M50 84L14 44C20 22 36 14 50 14s30 8 36 30z" fill="#fb923c" {...edge} />
    <path
      d="M50 84L24 30M50 84L38 18M50 84V14M50 84l12-66M50 84l26-54"
      stroke="#9a3412"
      strokeWidth="2"
      fill="none"
    />
    <path d="M40 84h20l-4 6H44z" fill="#fdba74" {...edge} />
    <Gloss d="M50 84L14 44C20 22 36 14 50 14s30 8 36 30z" />
  </g>,
  <g key="fish">
    <path d="M14 50c10-18 30-24 48-18l22-14-6 32 6 32-22-14c-18 6-38 0-48-18z" fill="#06b6d4" {...edge} />
    <path d="M40 36c-4 8-4 20 0 28" stroke="#0e7490" strokeWidth="3" fill="none" />
    <circle cx="26" cy="46" r="4" fill="#0f172a" />
    <Gloss d="M14 50c10-18 30-24 48-18l22-14-6 32 6 32-22-14c-18 6-38 0-48-18z" />
  </g>,
  <g key="starfish">
    <path
      d="M50 10c6 0 8 20 12 26 6 4 28 2 30 8s-18 14-20 22c0 8 10 24 6 28s-22-8-28-8-24 12-28 8 6-20 6-28c-2-8-22-16-20-22s24-4 30-8c4-6 6-26 12-26z"
      fill="#f97316"
      {...edge}
    />
    {[
      [50, 28],
      [72, 44],
      [62, 68],
      [38, 68],
      [28, 44],
      [50, 50],
    ].map(([cx, cy]) => (
      <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="3" fill="#fed7aa" />
    ))}
  </g>,
  <g key="anchor">
    <circle cx="50" cy="20" r="8" fill="none" stroke="url(#sg-silver)" strokeWidth="6" />
    <path
      d="M50 28v54M34 40h32M18 58c4 18 18 26 32 26s28-8 32-26"
      fill="none"
      stroke="url(#sg-silver)"
      strokeWidth="8"
      strokeLinecap="round"
    />
    <path
      d="M12 62l6-10 8 8M88 62l-6-10-8 8"
      fill="none"
      stroke="url(#sg-silver)"
      strokeWidth="6"
      strokeLinejoin="round"
    />
  </g>,
  <g key="pearl">
    <path d="M10 56c0-18 18-30 40-30s40 12 40 30z" fill="#475569" {...edge} />
    <path d="M10 56c4 14 20 24 40 24s36-10 40-24z" fill="#64748b" {...edge} />
    <circle cx="50" cy="52" r="16" fill="#f8fafc" {...edge} />
    <circle cx="50" cy="52" r="16" fill="url(#sg-shine)" />
  </g>,
];
