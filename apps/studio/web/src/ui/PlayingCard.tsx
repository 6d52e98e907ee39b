import './card.css';

/** Suits in the engines' order (card = suit × 13 + rank − 1): spades, hearts, diamonds, clubs. */
const SUITS = [
  {
    path: 'M50 8C38 30 14 40 14 60a18 18 0 0 0 30 13l-6 19h24l-6-19a18 18 0 0 0 30-13c0-20-24-30-36-52z',
    red: false,
  },
  { path: 'M50 90S10 62 10 36a20 20 0 0 1 40-8 20 20 0 0 1 40 8c0 26-40 54-40 54z', red: true },
  { path: 'M50 6l34 44-34 44-34-44z', red: true },
  {
    path: 'M50 8a17 17 0 0 1 16 23 17 17 0 1 1-8 31l5 30H37l5-30a17 17 0 1 1-8-31A17 17 0 0 1 50 8z',
    red: false,
  },
];
const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

export interface CardValue {
  rank: number;
  suit: number;
}

export const rankText = (rank: number) => RANKS[rank] ?? '?';

/** The face of a card: corner indices and a large suit (court cards get a framed panel). */
export function CardFace({ card }: { card: CardValue }) {
  const suit = SUITS[card.suit % 4]!;
  const ink = suit.red ? '#c81e2b' : '#111827';
  const court = card.rank >= 11;
  return (
    <svg viewBox="0 0 100 140" className="card-svg" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="98" height="138" rx="9" fill="#fff" stroke="#d1d5db" strokeWidth="2" />
      <text x="10" y="26" fontSize="22" fontWeight="800" fill={ink} fontFamily="Georgia, serif">
        {rankText(card.rank)}
      </text>
      <path d={suit.path} fill={ink} transform="translate(9 32) scale(0.18)" />
      <g transform="rotate(180 50 70)">
        <text x="10" y="26" fontSize="22" fontWeight="800" fill={ink} fontFamily="Georgia, serif">
          {rankText(card.rank)}
        </text>
        <path d={suit.path} fill={ink} transform="translate(9 32) scale(0.18)" />
      </g>
      {court && (
        <rect
          x="26"
          y="34"
          width="48"
          height="72"
          rx="4"
          fill="none"
          stroke={ink}
          strokeOpacity="0.5"
          strokeWidth="2"
        />
      )}
      <path
        d={suit.path}
        fill={ink}
        transform={court ? 'translate(33 48) scale(0.34)' : 'translate(25 45) scale(0.5)'}
      />
      {court && (
        <text
          x="50"
          y="100"
          textAnchor="middle"
          fontSize="16"
          fontWeight="800"
          fill={ink}
          fontFamily="Georgia, serif"
        >
          {rankText(card.rank)}
        </text>
      )}
    </svg>
  );
}

export function CardBack() {
  return (
    <svg viewBox="0 0 100 140" className="card-svg" aria-hidden="true" focusable="false">
      <defs>
        <pattern
          id="card-back"
          width="10"
          height="10"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="10" height="10" fill="#1e3a8a" />
          <rect width="5" height="10" fill="#1d4ed8" />
        </pattern>
      </defs>
      <rect x="1" y="1" width="98" height="138" rx="9" fill="#fff" stroke="#d1d5db" strokeWidth="2" />
      <rect x="7" y="7" width="86" height="126" rx="6" fill="url(#card-back)" />
      <circle cx="50" cy="70" r="16" fill="none" stroke="#f5b301" strokeWidth="3" />
    </svg>
  );
}

/**
 * A card that can be dealt face down and turned: both faces on a 3D flip. `dealt` plays the slide-in from the
 * shoe when the card first appears.
 */
export function PlayingCard({ card, faceUp, label }: { card: CardValue; faceUp: boolean; label: string }) {
  return (
    <div
      className={`playing-card${faceUp ? ' is-up' : ''}`}
      role="img"
      aria-label={faceUp ? label : undefined}
      aria-hidden={!faceUp}
    >
      <div className="card-inner">
        <div className="card-front">
          <CardFace card={card} />
        </div>
        <div className="card-back">
          <CardBack />
        </div>
      </div>
    </div>
  );
}
