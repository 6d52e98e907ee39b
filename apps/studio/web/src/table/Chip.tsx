import type { CSSProperties } from 'react';

/** Casino chip colours by denomination rank (smallest first), as players recognise them across tables. */
const COLOURS = ['#e2e8f0', '#dc2626', '#16a34a', '#1f2937', '#7c3aed', '#f59e0b', '#0ea5e9', '#db2777'];
const INK = ['#0f172a', '#fff', '#fff', '#fff', '#fff', '#1f1300', '#fff', '#fff'];

/**
 * A chip drawn in SVG: rim, edge inserts and inner ring, with its value (a number, the same in every language) over
 * it. The value is painted by CSS (`.chip-value::after`), not written as text: it pictures an amount the spot's or the
 * rack button's name already says, so it stays out of what assistive technology reads and of the label-in-name check
 * (WCAG 2.5.3), which would otherwise take a chip's "5" for part of the spot's label.
 */
export function ChipArt({ rank, label, size = 40 }: { rank: number; label: string; size?: number }) {
  const fill = COLOURS[rank % COLOURS.length]!;
  const ink = INK[rank % INK.length]!;
  return (
    <span className="chip-art" style={{ '--chip-size': `${size}px` } as CSSProperties} aria-hidden="true">
      <svg viewBox="0 0 40 40" focusable="false">
        <circle cx="20" cy="20" r="19" fill={fill} stroke="rgb(0 0 0 / 45%)" strokeWidth="1" />
        {[0, 60, 120, 180, 240, 300].map((a) => (
          <rect
            key={a}
            x="18"
            y="1.5"
            width="4"
            height="6"
            rx="1"
            fill="#fff"
            opacity="0.9"
            transform={`rotate(${a} 20 20)`}
          />
        ))}
        <circle
          cx="20"
          cy="20"
          r="12.5"
          fill={fill}
          stroke="#fff"
          strokeOpacity="0.8"
          strokeWidth="1.2"
          strokeDasharray="3 2"
        />
      </svg>
      <span
        className={label.length > 3 ? 'chip-value is-long' : 'chip-value'}
        data-value={label}
        style={{ color: ink }}
      />
    </span>
  );
}
