import { useTranslation } from 'react-i18next';
import type { MinesView } from './logic.ts';

/**
 * The tiles. Unopened tiles are buttons named by their row and column; opened ones show a gem or a mine. When the
 * round is over the server reveals every mine, and the untouched safe tiles fade in as gems.
 */
export function Grid(props: {
  side: number;
  view: MinesView | null;
  lastCell: number | null;
  disabled: boolean;
  onReveal: (cell: number) => void;
}) {
  const { t } = useTranslation();
  const { side, view } = props;
  const mined = new Set(view?.mines ?? []);
  const revealed = new Set(view?.revealed ?? []);
  const over = view !== null && view.status !== 'playing';

  return (
    <div className="mines-grid" style={{ gridTemplateColumns: `repeat(${side}, minmax(0, 1fr))` }}>
      {Array.from({ length: side * side }, (_, cell) => {
        const row = Math.floor(cell / side) + 1;
        const column = (cell % side) + 1;
        const open = revealed.has(cell);
        const mine = mined.has(cell);
        const state = open ? (mine ? 'boom' : 'gem') : over ? (mine ? 'mine' : 'ghost') : 'closed';
        const name = t('mines.tile', { row, column });
        return (
          <button
            key={`${side}-${cell}`}
            type="button"
            className={`tile tile-${state}${cell === props.lastCell ? ' is-last' : ''}`}
            disabled={props.disabled || open}
            aria-label={state === 'closed' ? name : `${name}: ${t(`mines.state.${state}`)}`}
            onClick={() => props.onReveal(cell)}
          >
            {(state === 'gem' || state === 'ghost') && <Gem />}
            {(state === 'boom' || state === 'mine') && <Mine />}
          </button>
        );
      })}
    </div>
  );
}

function Gem() {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <path d="M30 16h40l20 24-40 46-40-46z" fill="#22c55e" stroke="#14532d" strokeWidth="3" />
      <path
        d="M10 40h80M30 16l8 24 12-24 12 24 8-24M38 40l12 46 12-46"
        fill="none"
        stroke="#bbf7d0"
        strokeWidth="2.5"
      />
      <path d="M30 16h40l-8 24H38z" fill="#86efac" opacity="0.7" />
    </svg>
  );
}

function Mine() {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <g stroke="#1f2937" strokeWidth="7" strokeLinecap="round">
        <path d="M50 14v72M14 50h72M25 25l50 50M75 25L25 75" />
      </g>
      <circle cx="50" cy="50" r="26" fill="#111827" />
      <circle cx="41" cy="41" r="8" fill="#fff" opacity="0.6" />
      <circle cx="50" cy="50" r="26" fill="none" stroke="#ef4444" strokeWidth="3" />
    </svg>
  );
}
