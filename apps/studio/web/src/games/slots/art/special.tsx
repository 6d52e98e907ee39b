/** WILD: a golden star over a sunburst. SCATTER: a glowing orb with rings and sparkles. */
export function WildSymbol() {
  const rays = Array.from({ length: 12 }, (_, i) => i * 30);
  const star = 'M50 16l9.4 20.2 22.1 2.7-16.3 15.1 4.3 21.8L50 65 30.5 75.8l4.3-21.8L18.5 38.9l22.1-2.7z';
  return (
    <g>
      <circle cx="50" cy="50" r="46" fill="url(#sg-burst)" />
      {rays.map((angle) => (
        <path
          key={angle}
          d="M50 50L47 6h6z"
          fill="#ffe27a"
          opacity="0.55"
          transform={`rotate(${angle} 50 50)`}
        />
      ))}
      <circle cx="50" cy="50" r="30" fill="#7c2d12" stroke="url(#sg-gold)" strokeWidth="5" />
      <path
        d={star}
        fill="url(#sg-gold)"
        stroke="#7c2d12"
        strokeWidth="1.5"
        transform="translate(5 5) scale(0.9)"
      />
      <path d={star} fill="url(#sg-shine)" transform="translate(5 5) scale(0.9)" />
    </g>
  );
}

export function ScatterSymbol() {
  const sparkle = 'M0-9l2 7 7 2-7 2-2 7-2-7-7-2 7-2z';
  return (
    <g>
      <circle cx="50" cy="50" r="40" fill="none" stroke="#f0abfc" strokeOpacity="0.45" strokeWidth="2" />
      <ellipse
        cx="50"
        cy="50"
        rx="44"
        ry="14"
        fill="none"
        stroke="#67e8f9"
        strokeWidth="3"
        transform="rotate(-25 50 50)"
      />
      <circle cx="50" cy="50" r="30" fill="url(#sg-orb)" />
      <circle cx="50" cy="50" r="30" fill="url(#sg-shine)" />
      <path
        d="M36 62a16 16 0 0 1 28-22"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.6"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <g fill="#fff">
        <path d={sparkle} transform="translate(80 20)" />
        <path d={sparkle} transform="translate(18 78) scale(0.7)" />
        <path d={sparkle} transform="translate(84 74) scale(0.5)" />
      </g>
    </g>
  );
}
