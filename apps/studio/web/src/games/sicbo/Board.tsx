import { useTranslation } from 'react-i18next';
import type { Currency } from '@croupier/money';
import { formatMoney } from '@croupier/money';
import { chipLabel } from '../../lib/money.ts';
import { ChipArt } from '../../table/Chip.tsx';
import { DieFace } from '../../ui/Die.tsx';
import { paysLabel, sicBoSpots, wins, type SicBoSpot } from './logic.ts';

export const SPOTS = sicBoSpots();
const byType = (type: SicBoSpot['type']) => SPOTS.filter((s) => s.type === type);

/**
 * The sic bo layout: small, doubles, any triple and the triples, big; the totals 4–17; the fifteen two-dice
 * combinations; the six single faces. Each spot shows its dice and pay; winners glow after a throw.
 */
export function SicBoBoard(props: {
  amounts: ReadonlyMap<string, bigint>;
  chips: bigint[];
  currency: Currency;
  disabled: boolean;
  dice: number[] | null;
  onPlace: (spot: SicBoSpot) => void;
}) {
  const { t } = useTranslation();
  const cell = (spot: SicBoSpot, content: React.ReactNode, extra = '') => {
    const amount = props.amounts.get(spot.key);
    // Named by the bet and the odds it shows, so a speech-input user can say what they see (WCAG 2.5.3).
    const name = `${spotName(spot, t)}, ${paysLabel(spot)}`;
    const won = props.dice !== null && wins(spot, props.dice);
    return (
      <button
        key={spot.key}
        type="button"
        className={`sb-spot sb-${spot.type} ${extra}${won ? ' is-won' : ''}`}
        disabled={props.disabled}
        aria-label={
          amount ? `${name}, ${t('table.placed', { amount: formatMoney(amount, props.currency) })}` : name
        }
        onClick={() => props.onPlace(spot)}
      >
        <span className="sb-content">{content}</span> <span className="sb-pays">{paysLabel(spot)}</span>
        {amount !== undefined && (
          <span className={`spot-chip${props.dice ? (won ? ' is-won' : ' is-lost') : ''}`}>
            <ChipArt rank={rank(amount, props.chips)} label={chipLabel(amount, props.currency)} />
          </span>
        )}
      </button>
    );
  };
  const dice = (faces: number[]) => (
    <span className="sb-dice">
      {faces.map((f, i) => (
        <DieFace key={i} face={f} size={18} />
      ))}
    </span>
  );
  const small = SPOTS.find((s) => s.type === 'small')!;
  const big = SPOTS.find((s) => s.type === 'big')!;
  const any = SPOTS.find((s) => s.type === 'anyTriple')!;

  return (
    <div className={`sb-board${props.dice ? ' has-result' : ''}`}>
      <div className="sb-row sb-top">
        {cell(small, <strong>{t('sicbo.small')}</strong>, 'sb-wide')}
        <div className="sb-group">{byType('double').map((s) => cell(s, dice([s.face!, s.face!])))}</div>
        <div className="sb-group sb-triples">
          {cell(any, <strong>{t('sicbo.anyTriple')}</strong>, 'sb-any')}
          {byType('triple').map((s) => cell(s, dice([s.face!, s.face!, s.face!])))}
        </div>
        {cell(big, <strong>{t('sicbo.big')}</strong>, 'sb-wide')}
      </div>
      <div className="sb-row sb-totals">
        {byType('total').map((s) => cell(s, <strong>{s.total}</strong>))}
      </div>
      <div className="sb-row sb-combos">{byType('combination').map((s) => cell(s, dice(s.faces!)))}</div>
      <div className="sb-row sb-singles">{byType('single').map((s) => cell(s, dice([s.face!])))}</div>
    </div>
  );
}

function rank(amount: bigint, chips: bigint[]): number {
  let r = 0;
  chips.forEach((chip, i) => {
    if (chip <= amount) r = i;
  });
  return r;
}

export function spotName(
  spot: SicBoSpot,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  switch (spot.type) {
    case 'total':
      return t('sicbo.bet.total', { total: spot.total });
    case 'single':
    case 'double':
    case 'triple':
      return t(`sicbo.bet.${spot.type}`, { face: spot.face });
    case 'combination':
      return t('sicbo.bet.combination', { a: spot.faces![0], b: spot.faces![1] });
    default:
      return t(`sicbo.bet.${spot.type}`);
  }
}
