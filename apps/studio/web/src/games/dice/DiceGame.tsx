import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Round } from '../../api/types.ts';
import { formatMultiplier } from '../../lib/money.ts';
import { asRecord } from '../../lib/result.ts';
import { useGame } from '../../shell/GameContext.tsx';
import { StakeField, useStakeProblem } from '../../shell/StakeField.tsx';
import { useTween } from '../../ui/useTween.ts';
import {
  clampTarget,
  flip,
  hundredths,
  isValidTarget,
  multiplierOf,
  parseHundredths,
  targetForChance,
  targetRange,
  winChance,
  type Direction,
} from './logic.ts';
import './dice.css';
import { formatAmount } from '@croupier/money';

interface Shown {
  roll: number;
  won: boolean;
  payout: string;
}

/** Dice: pick over or under a target on a 0–100 track; the puck slides to the roll. */
export default function DiceGame() {
  const { t } = useTranslation();
  const { play, finish, busy, currency, stake } = useGame();
  const stakeProblem = useStakeProblem();
  const ids = useId();
  const [direction, setDirection] = useState<Direction>('under');
  const [target, setTarget] = useState(4950);
  const [targetText, setTargetText] = useState(hundredths(4950));
  const [chanceText, setChanceText] = useState(winChance('under', 4950).toFixed(2));
  const [shown, setShown] = useState<Shown | null>(null);
  const [recent, setRecent] = useState<Shown[]>([]);
  const [rolling, setRolling] = useState(false);
  const pending = useRef<Round | null>(null);
  const puck = useTween(shown?.roll ?? 5000, 700);

  const targetValid = isValidTarget(direction, target);
  const { min, max } = targetRange(direction);

  const setBoth = (next: number, dir = direction) => {
    setTarget(next);
    setTargetText(hundredths(next));
    setChanceText(winChance(dir, next).toFixed(2));
  };

  const roll = async () => {
    if (stakeProblem || !targetValid) return;
    const round = await play({ engine: 'dice', stake, direction, target });
    if (!round) return;
    const result = asRecord(round.result);
    pending.current = round;
    setRolling(true);
    setShown({ roll: Number(result.roll), won: Boolean(result.won), payout: round.payout });
  };

  // The puck's tween ends: the outcome is shown, the balance and history catch up.
  useEffect(() => {
    if (!rolling || !puck.done) return;
    const round = pending.current;
    if (!round || !shown) return;
    pending.current = null;
    setRolling(false);
    setRecent((list) => [shown, ...list].slice(0, 12));
    finish(round);
  }, [rolling, puck.done, shown, finish]);

  const winFrom = direction === 'under' ? 0 : target / 100;
  const winTo = direction === 'under' ? target / 100 : 100;

  return (
    <div className="game-layout">
      <section className="stage dice-stage" aria-label={t('dice.stage')}>
        <div
          className={`dice-result${shown && !rolling ? (shown.won ? ' is-win' : ' is-loss') : ''}`}
          aria-live="polite"
        >
          <span className="dice-number tabular">{hundredths(Math.round(puck.value))}</span>
          {shown && !rolling && (
            <span className="dice-outcome">
              {shown.won ? t('dice.won', { payout: formatAmount(shown.payout, currency) }) : t('dice.lost')}
            </span>
          )}
        </div>
        <div className="dice-track">
          <div
            className="dice-zone"
            style={{ left: `${winFrom}%`, width: `${winTo - winFrom}%` }}
            aria-hidden="true"
          />
          <div
            className={`dice-puck${shown && !rolling ? (shown.won ? ' is-win' : ' is-loss') : ''}`}
            style={{ left: `${puck.value / 100}%` }}
            aria-hidden="true"
          >
            <span>{hundredths(Math.round(puck.value))}</span>
          </div>
          <div className="dice-scale" aria-hidden="true">
            {[0, 25, 50, 75, 100].map((n) => (
              <span key={n} style={{ left: `${n}%` }}>
                {n}
              </span>
            ))}
          </div>
          {/* The slider is the track itself: its handle is the target line between the winning and losing parts. */}
          <input
            type="range"
            className="dice-slider"
            min={0}
            max={9999}
            step={1}
            value={target}
            disabled={busy}
            aria-label={t('dice.target')}
            aria-valuetext={hundredths(target)}
            onChange={(e) => setBoth(clampTarget(direction, Number(e.target.value)))}
          />
        </div>
        <ol className="recent-strip" aria-label={t('dice.recent')}>
          {recent.map((r, i) => (
            <li key={i} className={r.won ? 'is-win' : 'is-loss'}>
              {hundredths(r.roll)}
            </li>
          ))}
        </ol>
      </section>
      <section className="controls" aria-label={t('common.controls')}>
        <StakeField disabled={busy} />
        <div className="field">
          <span className="field-label" id={`${ids}-dir`}>
            {t('dice.direction')}
          </span>
          <div className="segmented" role="group" aria-labelledby={`${ids}-dir`}>
            {(['under', 'over'] as const).map((d) => (
              <button
                key={d}
                type="button"
                aria-pressed={direction === d}
                disabled={busy}
                onClick={() => {
                  if (d === direction) return;
                  const next = flip(direction, target);
                  setDirection(next.direction);
                  setBoth(next.target, next.direction);
                }}
              >
                {t(`dice.${d}`)}
              </button>
            ))}
          </div>
        </div>
        <div className="dice-numbers">
          <div className="field">
            <label htmlFor={`${ids}-target`}>{t('dice.target')}</label>
            <input
              id={`${ids}-target`}
              className="input tabular"
              inputMode="decimal"
              value={targetText}
              disabled={busy}
              aria-invalid={!targetValid}
              onChange={(e) => {
                setTargetText(e.target.value);
                const parsed = parseHundredths(e.target.value);
                setTarget(parsed ?? -1);
                if (parsed !== null && isValidTarget(direction, parsed))
                  setChanceText(winChance(direction, parsed).toFixed(2));
              }}
              onBlur={() => targetValid || setBoth(clampTarget(direction, target < 0 ? 4950 : target))}
            />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-chance`}>{t('dice.chance')}</label>
            <input
              id={`${ids}-chance`}
              className="input tabular"
              inputMode="decimal"
              value={chanceText}
              disabled={busy}
              onChange={(e) => {
                setChanceText(e.target.value);
                const chance = Number(e.target.value);
                if (e.target.value.trim() !== '' && Number.isFinite(chance)) {
                  const next = targetForChance(direction, chance);
                  setTarget(next);
                  setTargetText(hundredths(next));
                }
              }}
              onBlur={() => setChanceText(winChance(direction, clampTarget(direction, target)).toFixed(2))}
            />
          </div>
          <div className="field">
            <span className="field-label">{t('dice.multiplier')}</span>
            <output className="input tabular dice-multiplier">
              {targetValid ? formatMultiplier(multiplierOf(direction, target), 4) : '—'}
            </output>
          </div>
        </div>
        {!targetValid && (
          <p className="field-error" role="alert">
            {t('dice.targetRange', { min: hundredths(min), max: hundredths(max) })}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary btn-big play-btn"
          disabled={busy || stakeProblem !== null || !targetValid}
          onClick={() => void roll()}
        >
          {t('dice.roll')}
        </button>
      </section>
    </div>
  );
}
