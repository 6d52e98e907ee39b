import { useTranslation } from 'react-i18next';
import { chipLabel } from '../lib/money.ts';
import { useGame } from '../shell/GameContext.tsx';
import { ChipArt } from './Chip.tsx';
import './table.css';
import { formatMoney } from '@croupier/money';

/** Chip selector: one chip value is active and every tap on the table places one chip of it. */
export function ChipRack(props: {
  chips: bigint[];
  value: bigint;
  onChange: (value: bigint) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { currency } = useGame();
  return (
    <div className="chip-rack" role="radiogroup" aria-label={t('table.chips')}>
      {props.chips.map((chip, rank) => (
        <button
          key={String(chip)}
          type="button"
          role="radio"
          aria-checked={chip === props.value}
          aria-label={t('table.chip', { amount: formatMoney(chip, currency) })}
          className="chip-btn"
          disabled={props.disabled}
          onClick={() => props.onChange(chip)}
        >
          <ChipArt rank={rank} label={chipLabel(chip, currency)} />
        </button>
      ))}
    </div>
  );
}
