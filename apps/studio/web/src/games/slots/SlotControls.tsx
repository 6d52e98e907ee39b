import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatMoney } from '@croupier/money';
import type { SlotInfo } from '../../api/types.ts';
import { useGame } from '../../shell/GameContext.tsx';
import { Icon } from '../../ui/icons.tsx';
import { stepChoice } from './logic.ts';

const AUTO_COUNTS = [10, 25, 50, 100];

/**
 * The slot's bet bar: bet level and coin value steppers (only combinations within the game's limits), the total
 * stake, the spin button and autoplay.
 */
export function SlotControls(props: {
  slot: SlotInfo;
  bet: { level: number; coinValue: string } | null;
  stake: bigint;
  locked: boolean;
  problemText: string | null;
  autoLeft: number;
  stopOnFeature: boolean;
  onStopOnFeature: (value: boolean) => void;
  valid: (level: number, coinValue: string) => boolean;
  onBet: (bet: { level: number; coinValue: string }) => void;
  onSpin: () => void;
  onAuto: (count: number) => void;
  onStopAuto: () => void;
}) {
  const { t } = useTranslation();
  const { currency } = useGame();
  const { slot, bet, locked } = props;
  const [autoCount, setAutoCount] = useState(AUTO_COUNTS[0]!);
  const ids = useId();
  if (!bet) return <p className="field-error">{props.problemText}</p>;

  const level = (direction: -1 | 1) =>
    props.onBet({
      ...bet,
      level: stepChoice(slot.betLevels, bet.level, direction, (l) => props.valid(l, bet.coinValue)),
    });
  const coin = (direction: -1 | 1) =>
    props.onBet({
      ...bet,
      coinValue: stepChoice(slot.coinValues, bet.coinValue, direction, (c) => props.valid(bet.level, c)),
    });
  const canLevel = (d: -1 | 1) =>
    stepChoice(slot.betLevels, bet.level, d, (l) => props.valid(l, bet.coinValue)) !== bet.level;
  const canCoin = (d: -1 | 1) =>
    stepChoice(slot.coinValues, bet.coinValue, d, (c) => props.valid(bet.level, c)) !== bet.coinValue;

  return (
    <section className="slot-controls" aria-label={t('common.controls')}>
      <Stepper
        label={t('slot.betLevel')}
        value={String(bet.level)}
        down={t('slot.levelDown')}
        up={t('slot.levelUp')}
        disabled={locked}
        canDown={canLevel(-1)}
        canUp={canLevel(1)}
        onStep={level}
      />
      <Stepper
        label={t('slot.coinValue')}
        value={formatAmount(bet.coinValue, currency)}
        down={t('slot.coinDown')}
        up={t('slot.coinUp')}
        disabled={locked}
        canDown={canCoin(-1)}
        canUp={canCoin(1)}
        onStep={coin}
      />
      <div className="slot-total">
        <span className="field-label" id={`${ids}-total`}>
          {t('stake.total')}
        </span>
        <strong className="money" role="status" aria-labelledby={`${ids}-total`} data-testid="slot-stake">
          {formatMoney(props.stake, currency)}
        </strong>
      </div>
      <button
        type="button"
        className="spin-btn"
        onClick={props.onSpin}
        disabled={locked || props.problemText !== null}
        aria-label={t('slot.spin')}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" fill="none" stroke="currentColor" strokeWidth="2.4" />
        </svg>
      </button>
      <div className="slot-auto">
        {props.autoLeft > 0 ? (
          <button type="button" className="btn" onClick={props.onStopAuto}>
            <Icon name="stop" />
            {t('slot.stopAuto', { count: props.autoLeft })}
          </button>
        ) : (
          <>
            <div className="field">
              <label htmlFor={`${ids}-auto`}>{t('slot.autoplay')}</label>
              <div className="auto-row">
                <select
                  id={`${ids}-auto`}
                  className="select"
                  value={autoCount}
                  disabled={locked}
                  onChange={(e) => setAutoCount(Number(e.target.value))}
                >
                  {AUTO_COUNTS.map((n) => (
                    <option key={n} value={n}>
                      {t('slot.spins', { count: n })}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="btn"
                  disabled={locked || props.problemText !== null}
                  onClick={() => props.onAuto(autoCount)}
                >
                  <Icon name="auto" />
                  {t('slot.startAuto')}
                </button>
              </div>
            </div>
            <label className="check">
              <input
                type="checkbox"
                checked={props.stopOnFeature}
                onChange={(e) => props.onStopOnFeature(e.target.checked)}
              />
              {t('slot.stopOnFeature')}
            </label>
          </>
        )}
      </div>
      {props.problemText && (
        <p className="field-error slot-problem" role="alert">
          {props.problemText}
        </p>
      )}
    </section>
  );
}

function Stepper(props: {
  label: string;
  value: string;
  down: string;
  up: string;
  disabled: boolean;
  canDown: boolean;
  canUp: boolean;
  onStep: (direction: -1 | 1) => void;
}) {
  const id = useId();
  return (
    <div className="stepper" role="group" aria-labelledby={id}>
      <span className="field-label" id={id}>
        {props.label}
      </span>
      <div className="stepper-row">
        <button
          type="button"
          className="icon-btn"
          aria-label={props.down}
          disabled={props.disabled || !props.canDown}
          onClick={() => props.onStep(-1)}
        >
          <Icon name="minus" />
        </button>
        <output className="stepper-value money" aria-live="polite">
          {props.value}
        </output>
        <button
          type="button"
          className="icon-btn"
          aria-label={props.up}
          disabled={props.disabled || !props.canUp}
          onClick={() => props.onStep(1)}
        >
          <Icon name="plus" />
        </button>
      </div>
    </div>
  );
}
