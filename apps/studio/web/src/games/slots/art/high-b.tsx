import type { ReactNode } from 'react';
import { Gloss } from './defs.tsx';

const edge = { stroke: 'rgb(0 0 0 / 40%)', strokeWidth: 2 } as const;

/** Space: moon, ringed planet, rocket, comet, flying saucer. */
export const SPACE: ReactNode[] = [
  <g key="moon">
    <path d="M62 12a38 38 0 1 0 26 58A32 32 0 0 1 62 12z" fill="#fde68a" {...edge} />
    <circle cx="40" cy="58" r="6" fill="#fcd34d" />
    <circle cx="30" cy="36" r="4" fill="#fcd34d" />
    <Gloss d="M62 12a38 38 0 1 0 26 58A32 32 0 0 1 62 12z" />
  </g>,
  <g key="planet">
    <circle cx="50" cy="50" r="26" fill="#f97316" {...edge} />
    <path d="M26 44c14 4 34 4 48-2M28 58c14 4 30 4 44-2" stroke="#c2410c" strokeWidth="3" fill="none" />
    <ellipse
      cx="50"
      cy="52"
      rx="46"
      ry="12"
      fill="none"
      stroke="#fcd34d"
      strokeWidth="4"
      transform="rotate(-15 50 52)"
    />
    <circle cx="50" cy="50" r="26" fill="url(#sg-shine)" />
  </g>,
  <g key="rocket">
    <path d="M50 8c14 12 20 30 18 52H32C30 38 36 20 50 8z" fill="url(#sg-silver)" {...edge} />
    <circle cx="50" cy="36" r="8" fill="#38bdf8" {...edge} />
    <path d="M32 50L18 68l16-4zM68 50l14 18-16-4z" fill="#ef4444" {...edge} />
    <path d="M38 60h24l-4 10H42z" fill="#64748b" {...edge} />
    <path d="M42 70h16l-8 22z" fill="#f59e0b" />
  </g>,
  <g key="comet">
    <path d="M62 38L10 20l36 30L8 58l44 6z" fill="#67e8f9" fillOpacity="0.6" />
    <circle cx="66" cy="52" r="20" fill="#e0f2fe" {...edge} />
    <circle cx="66" cy="52" r="20" fill="url(#sg-shine)" />
  </g>,
  <g key="ufo">
    <path d="M30 46a20 18 0 0 1 40 0z" fill="#a5f3fc" fillOpacity="0.85" {...edge} />
    <ellipse cx="50" cy="54" rx="40" ry="12" fill="url(#sg-silver)" {...edge} />
    {[24, 38, 50, 62, 76].map((cx) => (
      <circle key={cx} cx={cx} cy="56" r="3" fill="#facc15" />
    ))}
    <path d="M36 66l-10 20h48L64 66z" fill="#a3e635" fillOpacity="0.35" />
  </g>,
];

/** Egypt: ankh, scarab, eye, pyramid, winged sun. */
export const EGYPT: ReactNode[] = [
  <g key="ankh">
    <path
      d="M50 12c10 0 16 8 16 18s-8 16-12 20h20v10H54v28H46V60H26V50h20c-4-4-12-10-12-20s6-18 16-18zm0 10c-4 0-6 4-6 8s3 9 6 12c3-3 6-8 6-12s-2-8-6-8z"
      fill="url(#sg-gold)"
      {...edge}
    />
  </g>,
  <g key="scarab">
    <path d="M50 24c14 0 22 14 22 30s-8 30-22 30-22-14-22-30 8-30 22-30z" fill="#0d9488" {...edge} />
    <path d="M50 30v54M30 48h40" stroke="#134e4a" strokeWidth="2" />
    <circle cx="50" cy="22" r="8" fill="#115e59" {...edge} />
    <path
      d="M28 50L10 40M28 62L10 68M72 50l18-10M72 62l18 6M44 16l-6-8M56 16l6-8"
      stroke="url(#sg-gold)"
      strokeWidth="4"
      strokeLinecap="round"
    />
    <Gloss d="M50 24c14 0 22 14 22 30s-8 30-22 30-22-14-22-30 8-30 22-30z" />
  </g>,
  <g key="eye">
    <path d="M10 44c16-16 44-20 80 0-18 16-50 20-80 0z" fill="#f8fafc" {...edge} />
    <circle cx="50" cy="44" r="12" fill="#1d4ed8" {...edge} />
    <circle cx="50" cy="44" r="5" fill="#0f172a" />
    <path d="M10 34c20-14 48-16 80 0" fill="none" stroke="#0f172a" strokeWidth="5" strokeLinecap="round" />
    <path
      d="M42 56l-4 26 10-6M56 56c6 8 14 10 22 6"
      fill="none"
      stroke="#0f172a"
      strokeWidth="5"
      strokeLinecap="round"
    />
  </g>,
  <g key="pyramid">
    <path d="M50 12l42 72H8z" fill="#f59e0b" {...edge} />
    <path d="M50 12l10 72H8z" fill="#fbbf24" />
    <path d="M22 60h56M30 46h40M38 32h24M16 72h68" stroke="#b45309" strokeWidth="2" />
    <path d="M50 12l42 72H8z" fill="none" {...edge} />
  </g>,
  <g key="winged-sun">
    <path
      d="M8 44c14-4 28-2 32 6-12 0-22 6-32 12 4-6 4-12 0-18zM92 44c-14-4-28-2-32 6 12 0 22 6 32 12-4-6-4-12 0-18z"
      fill="#0ea5e9"
      {...edge}
    />
    <circle cx="50" cy="50" r="16" fill="#dc2626" stroke="url(#sg-gold)" strokeWidth="4" />
    <circle cx="50" cy="50" r="16" fill="url(#sg-shine)" />
  </g>,
];

/** Orient: lucky coin, lantern, fan, lotus, pagoda. */
export const ORIENT: ReactNode[] = [
  <g key="coin">
    <circle cx="50" cy="50" r="36" fill="url(#sg-gold)" {...edge} />
    <circle cx="50" cy="50" r="28" fill="none" stroke="#92400e" strokeWidth="2" />
    <rect x="40" y="40" width="20" height="20" fill="#451a03" stroke="#92400e" strokeWidth="3" />
    <circle cx="50" cy="50" r="36" fill="url(#sg-shine)" />
  </g>,
  <g key="lantern">
    <path d="M50 8v10M40 18h20" stroke="#f5b301" strokeWidth="4" />
    <path
      d="M30 24h40c10 8 14 18 14 28s-4 20-14 28H30c-10-8-14-18-14-28s4-20 14-28z"
      fill="#dc2626"
      {...edge}
    />
    <path
      d="M40 24c-6 10-6 46 0 56M60 24c6 10 6 46 0 56M50 24v56"
      stroke="#7f1d1d"
      strokeWidth="2"
      fill="none"
    />
    <path d="M34 80h32v6H34zM50 86v8" stroke="#f5b301" strokeWidth="4" />
    <Gloss d="M30 24h40c10 8 14 18 14 28s-4 20-14 28H30c-10-8-14-18-14-28s4-20 14-28z" />
  </g>,
  <g key="fan">
    <path d="M50 84L10 40A56 56 0 0 1 90 40z" fill="#db2777" {...edge} />
    <path d="M50 84L18 30M50 84L34 20M50 84V16M50 84l16-64M50 84l32-54" stroke="#fbcfe8" strokeWidth="2" />
    <circle cx="50" cy="84" r="5" fill="url(#sg-gold)" {...edge} />
    <Gloss d="M50 84L10 40A56 56 0 0 1 90 40z" />
  </g>,
  <g key="lotus">
    <path d="M50 16c10 12 12 30 0 50-12-20-10-38 0-50z" fill="#f472b6" {...edge} />
    <path
      d="M50 66C38 56 26 40 16 36c0 20 14 32 34 30zM50 66c12-10 24-26 34-30 0 20-14 32-34 30z"
      fill="#ec4899"
      {...edge}
    />
    <path d="M18 76c10-8 54-8 64 0-10 6-54 6-64 0z" fill="#16a34a" {...edge} />
  </g>,
  <g key="pagoda">
    <path d="M50 8l4 8h-8z" fill="url(#sg-gold)" />
    <path d="M22 30c10 0 20-8 28-14 8 6 18 14 28 14z" fill="#b91c1c" {...edge} />
    <rect x="34" y="30" width="32" height="12" fill="#fde68a" {...edge} />
    <path d="M16 52c12 0 24-6 34-10 10 4 22 10 34 10z" fill="#b91c1c" {...edge} />
    <rect x="28" y="52" width="44" height="14" fill="#fde68a" {...edge} />
    <path d="M10 76c14 0 28-6 40-10 12 4 26 10 40 10z" fill="#b91c1c" {...edge} />
    <rect x="22" y="76" width="56" height="14" fill="#fde68a" {...edge} />
    <rect x="44" y="80" width="12" height="10" fill="#7c2d12" />
  </g>,
];
