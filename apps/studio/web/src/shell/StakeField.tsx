import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@croupier/money';
import { useFormattedInput } from '@croupier/web-kit';
import { Icon } from '../ui/icons.tsx';
import { checkStake, double, halve, stepStake, toDecimal, toMinor, type StakeProblem } from '../lib/money.ts';
import { useGame } from './GameContext.tsx';

/** The shell's stake as a problem to show (or null): games disable their bet button while it is not null. */
export function useStakeProblem(): StakeProblem | null {
  const { stake, limits, currency } = useGame();
  return checkStake(stake, limits, currency);
}

export function stakeProblemText(
  t: (key: string, options?: Record<string, unknown>) => string,
  p: StakeProblem,
) {
  return t(`stake.problem.${p.key.split('.')[1]}`, p);
}

/**
 * The stake of single-stake games (dice, mines, plinko, hi-lo, crash): typed, or moved with −/+ (1-2-5 steps),
 * ½, 2×, min and max, always within the game's limits. The inline message explains what is wrong before
 * anything is sent.
 */
export function StakeField({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const { stake, setStake, limits, currency, game } = useGame();
  const id = useId();
  const problem = checkStake(stake, limits, currency);
  const current = toMinor(stake, currency) ?? limits.min;
  const set = (minor: bigint) => setStake(toDecimal(minor, currency));
  const amount = (raw: string) => formatAmount(raw, currency, { symbol: false });
  const shown = useFormattedInput(stake, amount);

  return (
    <div className="stake-field field">
      <label htmlFor={id}>
        {t('stake.label')} ({currency.code})
      </label>
      <div className="stake-row">
        <button
          type="button"
          className="icon-btn stake-step"
          aria-label={t('stake.decrease')}
          disabled={disabled}
          onClick={() => set(stepStake(current, -1, limits.min, limits.max))}
        >
          <Icon name="minus" />
        </button>
        <input
          id={id}
          className="input stake-input money"
          inputMode="decimal"
          autoComplete="off"
          {...shown}
          disabled={disabled}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-msg`}
          onChange={(e) => setStake(e.target.value.replace(',', '.'))}
        />
        <button
          type="button"
          className="icon-btn stake-step"
          aria-label={t('stake.increase')}
          disabled={disabled}
          onClick={() => set(stepStake(current, 1, limits.min, limits.max))}
        >
          <Icon name="plus" />
        </button>
      </div>
      <div className="stake-quick" role="group" aria-label={t('stake.quick')}>
        <button
          type="button"
          className="btn btn-small"
          disabled={disabled}
          onClick={() => set(limits.min)}
          title={t('stake.min')}
        >
          {t('stake.minShort')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={disabled}
          onClick={() => set(halve(current, limits.min, limits.max))}
          title={t('stake.half')}
        >
          ½
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={disabled}
          onClick={() => set(double(current, limits.min, limits.max))}
          title={t('stake.double')}
        >
          2×
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={disabled}
          onClick={() => set(limits.max < limits.balance ? limits.max : limits.balance)}
          title={t('stake.max')}
        >
          {t('stake.maxShort')}
        </button>
      </div>
      <p id={`${id}-msg`} className={problem ? 'field-error' : 'field-hint'} aria-live="polite">
        {problem
          ? stakeProblemText(t, problem)
          : t('stake.limits', {
              min: amount(game.minStake),
              max: amount(game.maxStake),
              currency: currency.code,
            })}
      </p>
    </div>
  );
}
