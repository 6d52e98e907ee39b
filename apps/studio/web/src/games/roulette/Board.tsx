import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@croupier/money';
import { formatMoney } from '@croupier/money';
import { chipLabel } from '../../lib/money.ts';
import { ChipArt } from '../../table/Chip.tsx';
import { boardSpots, colourOf, placeSpot, type Orientation, type Spot } from './logic.ts';

const SPOTS = boardSpots();

/**
 * The betting table: every bet of the engine as a button laid over the felt (numbers, outside bets, and the small
 * hot spots on the lines between numbers for splits, streets, corners and six lines). Hovering or focusing a spot
 * lights the numbers it covers; after a spin the winning number pulses and losing chips fade.
 */
export function Board(props: {
  orientation: Orientation;
  amounts: ReadonlyMap<string, bigint>;
  chips: bigint[];
  currency: Currency;
  disabled: boolean;
  result: number | null;
  onPlace: (spot: Spot) => void;
}) {
  const { t } = useTranslation();
  const [hover, setHover] = useState<Spot | null>(null);
  const lit = useMemo(() => new Set(hover?.covers ?? []), [hover]);
  const { orientation, result } = props;

  return (
    <div className={`board board-${orientation}${result !== null ? ' has-result' : ''}`}>
      {SPOTS.map((s) => {
        const box = placeSpot(s, orientation);
        const amount = props.amounts.get(s.key);
        const name = spotName(s, t);
        const won = result !== null && s.covers.includes(result);
        const number = s.kind === 'number' ? s.covers[0]! : null;
        return (
          <button
            key={s.key}
            type="button"
            className={[
              'spot',
              `spot-${s.kind}`,
              number !== null ? `pocket-${colourOf(number)}` : '',
              s.kind === 'outside' ? `spot-${s.bet.type}` : '',
              number !== null && lit.has(number) ? 'is-lit' : '',
              number !== null && number === result ? 'is-result' : '',
            ].join(' ')}
            style={{
              left: `${box.left}%`,
              top: `${box.top}%`,
              width: `${box.width}%`,
              height: `${box.height}%`,
            }}
            disabled={props.disabled}
            aria-label={
              amount ? `${name}, ${t('table.placed', { amount: formatMoney(amount, props.currency) })}` : name
            }
            onClick={() => props.onPlace(s)}
            onPointerEnter={() => setHover(s)}
            onPointerLeave={() => setHover(null)}
            onFocus={() => setHover(s)}
            onBlur={() => setHover(null)}
          >
            {s.kind !== 'inside' && <span className="spot-label">{spotLabel(s, t)}</span>}
            {amount !== undefined && (
              <span className={`spot-chip${result !== null ? (won ? ' is-won' : ' is-lost') : ''}`}>
                <ChipArt rank={rankOf(amount, props.chips)} label={chipLabel(amount, props.currency)} />
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** The colour of the largest chip not above the amount, so a stack looks like what it is worth. */
function rankOf(amount: bigint, chips: bigint[]): number {
  let rank = 0;
  chips.forEach((chip, i) => {
    if (chip <= amount) rank = i;
  });
  return rank;
}

type T = (key: string, options?: Record<string, unknown>) => string;

function spotLabel(s: Spot, t: T): string {
  const { type, index } = s.bet;
  if (type === 'straight') return String(s.covers[0]);
  if (type === 'dozen') return t(`roulette.dozenShort.${index}`);
  if (type === 'column') return t('roulette.columnShort');
  if (type === 'red' || type === 'black') return '';
  return t(`roulette.outside.${type}`);
}

/**
 * Accessible name of a spot, in words, with every number it covers. A spot that shows a label ("1st 12") is named
 * by that label first, so a speech-input user can say what they see (WCAG 2.5.3).
 */
export function spotName(s: Pick<Spot, 'bet' | 'covers'>, t: T): string {
  const { type, index } = s.bet;
  const numbers = s.covers.join(', ');
  switch (type) {
    case 'straight':
      return t('roulette.bet.straight', { n: s.covers[0] });
    case 'split':
    case 'street':
    case 'corner':
      return t(`roulette.bet.${type}`, { numbers });
    case 'sixLine':
      return t('roulette.bet.sixLine', { from: s.covers[0], to: s.covers.at(-1) });
    case 'dozen':
      return t('roulette.bet.dozen', {
        short: t(`roulette.dozenShort.${index}`),
        from: s.covers[0],
        to: s.covers.at(-1),
      });
    case 'column':
      return t('roulette.bet.column', { short: t('roulette.columnShort'), index });
    default:
      return t(`roulette.outside.${type}`);
  }
}
