import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@croupier/money';
import { useGame } from '../shell/GameContext.tsx';
import { Icon } from '../ui/icons.tsx';

/** Undo, clear, repeat and double for table games, with the total on the table. */
export function BetToolbar(props: {
  total: bigint;
  canUndo: boolean;
  canRepeat: boolean;
  disabled: boolean;
  onUndo: () => void;
  onClear: () => void;
  onRepeat: () => void;
  onDouble: () => void;
}) {
  const { t } = useTranslation();
  const { currency } = useGame();
  const totalId = useId();
  const off = props.disabled;
  return (
    <div className="bet-toolbar">
      <div className="bet-total">
        <span className="field-label" id={totalId}>
          {t('stake.total')}
        </span>
        <strong className="money" role="status" aria-labelledby={totalId} data-testid="table-total">
          {formatMoney(props.total, currency)}
        </strong>
      </div>
      <div className="bet-tools">
        <button
          type="button"
          className="btn btn-small"
          disabled={off || !props.canUndo}
          onClick={props.onUndo}
        >
          <Icon name="undo" />
          {t('table.undo')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={off || !props.canUndo}
          onClick={props.onClear}
        >
          <Icon name="trash" />
          {t('table.clear')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={off || !props.canRepeat}
          onClick={props.onRepeat}
        >
          <Icon name="refresh" />
          {t('table.repeat')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={off || !props.canUndo}
          onClick={props.onDouble}
        >
          ×2
          <span className="visually-hidden">{t('table.double')}</span>
        </button>
      </div>
    </div>
  );
}
