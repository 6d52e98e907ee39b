const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [26, 26],
    [74, 26],
    [50, 50],
    [26, 74],
    [74, 74],
  ],
  6: [
    [28, 24],
    [72, 24],
    [28, 50],
    [72, 50],
    [28, 76],
    [72, 76],
  ],
};

/** A die face in SVG (ivory with red one and four pips, as sic bo dice are); decorative unless labelled. */
export function DieFace({ face, size = 28, label }: { face: number; size?: number; label?: string }) {
  const red = face === 1 || face === 4;
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      className="die-face"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <rect x="3" y="3" width="94" height="94" rx="18" fill="#fbf7ef" stroke="#c9bfae" strokeWidth="3" />
      {(PIPS[face] ?? []).map(([cx, cy], i) => (
        <circle key={i} cx={cx} cy={cy} r={face === 1 ? 13 : 9} fill={red ? '#c81e2b' : '#1f2937'} />
      ))}
    </svg>
  );
}
